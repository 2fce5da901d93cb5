import type { DocVersion } from '../schema.js';
import { DEFAULT_DOCS_PLUGIN, versionNameOf } from '../doc-version-name.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** What the docs plugin knows before it reads a version: its options and `versions.json`. */
export interface VersionsInput {
  /** The docs plugin's options (`presets.classic.docs`, or a `plugin-content-docs` entry's). */
  options: Obj;
  /** The plugin instance's `id` (`default` for the preset's docs). */
  plugin?: string;
  /** Where the options are in the config, for problems: `presets.classic.docs`, `plugins[3]`. */
  optionsKey?: string;
  /** `versions.json` (`<id>_versions.json` for another instance), newest first; absent when the project has none. */
  versionsFile?: readonly string[];
  /** The docs' `routeBasePath` as a docsgen route prefix (`/docs/`, `/`). */
  routeBase: string;
  /** The current docs' folder (`docs`). */
  contentDir: string;
  /** The current docs' sidebars file as the config gives it. */
  sidebarPath?: string | false;
}

export type VersionInput = Omit<DocVersion, 'banner' | 'badge' | 'isLast' | 'noIndex'> & Partial<DocVersion>;

/** A problem with the versions the config asks for, said as Docusaurus's validation says it. */
export interface VersionsProblem {
  key: string;
  message: string;
  fix: string;
}

const CURRENT = 'current';

/**
 * The docs' versions as Docusaurus's docs plugin resolves them (`versions/version.ts`, `files.ts`):
 * `current` first unless `includeCurrentVersion: false`, then `versions.json`, filtered by
 * `onlyIncludeVersions`; the last version is `lastVersion`, else the newest released one, and is
 * served at the docs' root; `current` is at `next/`, the others at their name. Banners mark versions
 * newer than the last as unreleased and older ones as unmaintained; badges show once there is more
 * than one version. Per-version options (`versions.<name>`) override each.
 */
export function resolveDocVersions(input: VersionsInput): { versions: VersionInput[]; problems: VersionsProblem[] } {
  const { options } = input;
  const plugin = input.plugin ?? DEFAULT_DOCS_PLUGIN;
  const optionsKey = input.optionsKey ?? 'presets.classic.docs';
  // Docusaurus names another instance's versioned folders after its id: `community_versioned_docs`.
  const folderPrefix = plugin === DEFAULT_DOCS_PLUGIN ? '' : `${plugin}_`;
  const perVersion = isObj(options.versions) ? options.versions : {};
  const released = options.disableVersioning === true ? [] : [...(input.versionsFile ?? [])];
  const all = options.includeCurrentVersion === false || released.includes(CURRENT) ? released : [CURRENT, ...released];
  const problems: VersionsProblem[] = [];
  if (all.length === 0) {
    problems.push({
      key: `${optionsKey}.includeCurrentVersion`,
      message: 'is false and versions.json lists no version, so there are no docs to build',
      fix: 'set includeCurrentVersion to true, or add versions with `docusaurus docs:version`',
    });
    return { versions: [], problems };
  }
  const only = Array.isArray(options.onlyIncludeVersions) ? options.onlyIncludeVersions.filter((v): v is string => typeof v === 'string') : undefined;
  for (const name of [...(only ?? []), ...Object.keys(perVersion), ...(str(options.lastVersion) ? [str(options.lastVersion)!] : [])]) {
    if (!all.includes(name))
      problems.push({
        key: optionsKey,
        message: `names the version "${name}", which is not one of ${all.map((v) => `"${v}"`).join(', ')}`,
        fix: 'use a name listed in versions.json (or "current" for the docs folder)',
      });
  }
  const names = only ? all.filter((name) => only.includes(name)) : all;
  // An empty `lastVersion` (a config that fills it in later) counts as unset, as Docusaurus's `??` does not: it would refuse "".
  const last = (str(options.lastVersion) || undefined) ?? names.find((name) => name !== CURRENT) ?? CURRENT;
  const versions = names.map((name): VersionInput => {
    const own = isObj(perVersion[name]) ? (perVersion[name] as Obj) : {};
    const pathPart = str(own.path) ?? (name === last ? '' : name === CURRENT ? 'next' : name);
    const banner = str(own.banner) ?? (name === last ? 'none' : names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained');
    const routeBasePath = `${input.routeBase}${pathPart.replace(/^\/+|\/+$/g, '')}${pathPart.replace(/^\/+|\/+$/g, '') ? '/' : ''}`;
    const current = name === CURRENT;
    return {
      name: versionNameOf(plugin, name),
      plugin,
      label: str(own.label) ?? (current ? 'Next' : name),
      contentDir: current ? input.contentDir : `${folderPrefix}versioned_docs/version-${name}`,
      routeBasePath,
      ...(current ? (input.sidebarPath === undefined ? {} : { sidebarPath: input.sidebarPath }) : { sidebarPath: `${folderPrefix}versioned_sidebars/version-${name}-sidebars.json` }),
      banner: banner === 'unreleased' || banner === 'unmaintained' ? banner : 'none',
      badge: typeof own.badge === 'boolean' ? own.badge : names.length !== 1,
      isLast: name === last,
      noIndex: own.noIndex === true,
    };
  });
  return { versions, problems };
}
