import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocVersion, SiteConfig } from '../config/schema.js';
import { localizedFolderOf } from '../config/localize-config.js';
import { DEFAULT_DOCS_PLUGIN } from '../config/doc-version-name.js';

/**
 * A folder of docs and how its files are named inside the site: the content folder's pages keep
 * their path (`guides/a.md`), a released version's get its folder in front
 * (`versioned_docs/version-1.0.0/guides/a.md`), so every page of every version has its own content path.
 */
export interface ContentRoot {
  /** Relative to the site root. */
  dir: string;
  /** Put before each file's path inside `dir` to make its content path; `''` for the current docs. */
  prefix: string;
  /** The docs version it holds (`current` for the content folder). */
  version: string;
  /** Which files inside it are pages, as globs (Docusaurus's `include`/`exclude`); absent: every `.md` and `.mdx`. */
  pages?: { include: readonly string[]; exclude: readonly string[] };
  /**
   * The locale's translations of its pages, relative to the site root: a page is read from here when
   * its translation exists (same path inside), else from `dir`. Pages exist only where `dir` has them.
   */
  localizedDir?: string;
}

/** The docs' versions, newest first; a site without versions has one, `current`: the content folder at `routeBasePath`. */
export function versionsOf(config: Pick<SiteConfig, 'contentDir' | 'docs' | 'versions'>): DocVersion[] {
  if (config.docs.versions.length) return config.docs.versions;
  return [
    {
      name: 'current',
      plugin: DEFAULT_DOCS_PLUGIN,
      label: config.versions.current.label,
      contentDir: config.contentDir,
      routeBasePath: config.docs.routeBasePath,
      ...(config.docs.sidebarPath === undefined ? {} : { sidebarPath: config.docs.sidebarPath }),
      banner: 'none',
      badge: false,
      isLast: true,
      noIndex: false,
    },
  ];
}

/** The folders the docs are read from: the content folder, or one per included version. */
export function contentRootsOf(config: Pick<SiteConfig, 'contentDir' | 'docs' | 'versions'> & Partial<Pick<SiteConfig, 'i18n'>>): ContentRoot[] {
  const pages = { include: config.docs.include, exclude: config.docs.exclude };
  return versionsOf(config).map((v) => {
    const localizedDir = config.i18n ? localizedFolderOf({ i18n: config.i18n }, 'docs', v) : undefined;
    // Only the default instance's current docs keep their paths as they are; every other folder's are named from the site root.
    const prefix = v.name === 'current' ? '' : `${v.contentDir.replace(/\/+$/, '')}/`;
    return { dir: v.contentDir, prefix, version: v.name, pages, ...(localizedDir ? { localizedDir } : {}) };
  });
}

/** The file a page is read from: its translation for the locale being built when there is one, else the file itself (absolute paths). */
export function sourceOfPage(siteRoot: string, root: ContentRoot, local: string, abs: string): string {
  if (!root.localizedDir) return abs;
  const translated = path.join(siteRoot, root.localizedDir, local);
  return existsSync(translated) ? translated : abs;
}

/** A changed file inside a root's translations, as the page file it translates (absolute); other paths as they are. */
export function originalOfTranslation(roots: readonly ContentRoot[], siteRoot: string, abs: string): string {
  for (const root of roots) {
    if (!root.localizedDir) continue;
    const local = path.relative(path.join(siteRoot, root.localizedDir), abs);
    if (!local.startsWith('..') && !path.isAbsolute(local)) return path.join(siteRoot, root.dir, local);
  }
  return abs;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** The root holding an absolute file path and the file's path inside it; undefined outside every root. */
export function locateInRoots(roots: readonly ContentRoot[], siteRoot: string, abs: string): { root: ContentRoot; local: string } | undefined {
  let best: { root: ContentRoot; local: string } | undefined;
  for (const root of roots) {
    const local = toPosix(path.relative(path.join(siteRoot, root.dir), abs));
    if (local.startsWith('../') || local === '..' || path.isAbsolute(local)) continue;
    // Nested roots (a version folder inside the docs folder): the deepest one holds the file.
    if (!best || local.length < best.local.length) best = { root, local };
  }
  return best;
}

/** The root a content path belongs to (the longest prefix) and the path inside it. */
export function splitContentPath(roots: readonly ContentRoot[], contentPath: string): { root: ContentRoot; local: string } {
  let best: ContentRoot | undefined;
  for (const root of roots) if (contentPath.startsWith(root.prefix) && (!best || root.prefix.length > best.prefix.length)) best = root;
  const root = best ?? roots[0]!;
  return { root, local: contentPath.slice(root.prefix.length) };
}

/** The content-path prefixes of released versions' pages (none on a site without versions). */
export function versionPrefixesOf(config: Pick<SiteConfig, 'contentDir' | 'docs' | 'versions'>): string[] {
  return contentRootsOf(config)
    .map((r) => r.prefix)
    .filter(Boolean);
}
