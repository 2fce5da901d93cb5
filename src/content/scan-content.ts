import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { mapLimit, READ_CONCURRENCY } from './map-limit.js';
import { parseCategory } from './parse-category.js';
import { locateInRoots, sourceOfPage, type ContentRoot } from './content-roots.js';
import { globMatcher } from './glob.js';
import { isInside, realPathOf } from './real-path.js';
import { parseYamlData } from './yaml-data.js';
import type { ContentTree, SourceFile } from './source-file.js';

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** A content folder given by name is the one root of a site without versions. */
const rootsOf = (dirs: string | readonly ContentRoot[]): readonly ContentRoot[] => (typeof dirs === 'string' ? [{ dir: dirs, prefix: '', version: 'current' }] : dirs);

/** Reads every page, `_category_.json` and `tags.yml` under the content folders. The only stage that reads content. */
export async function scanContent(root: string, dirs: string | readonly ContentRoot[]): Promise<ContentTree> {
  const roots = rootsOf(dirs);
  const listed = await Promise.all(roots.map((r) => readdir(path.join(root, r.dir), { recursive: true, withFileTypes: true })));
  // Links too: one to a page inside the project is read through, one leading out of it is an error at the link.
  const files = listed.flat().flatMap((e) => (e.isFile() || e.isSymbolicLink() ? [path.join(e.parentPath, e.name)] : []));
  return scanContentFiles(root, roots, [...new Set(files)]);
}

/**
 * Reads only the given files (absolute paths) the way `scanContent` reads them: the dev server's
 * incremental path. Files that are gone, or are not pages or folder metadata, are left out.
 */
export async function scanContentFiles(root: string, dirs: string | readonly ContentRoot[], files: readonly string[]): Promise<ContentTree> {
  const roots = rootsOf(dirs);
  const tree: ContentTree = { docs: [], categories: new Map(), tags: new Map(), problems: [] };
  await mapLimit(files, READ_CONCURRENCY, (abs) => readOrReport(tree, root, roots, abs));
  tree.docs.sort((a, b) => a.contentPath.localeCompare(b.contentPath));
  return tree;
}

/**
 * Reads one file into the tree. A file that is gone since it was listed is left out (an edit in
 * progress); one that cannot be read (no permission, too many open files) is a problem at the file,
 * never a page silently missing from the site.
 */
async function readOrReport(tree: ContentTree, root: string, roots: readonly ContentRoot[], abs: string): Promise<void> {
  const located = locateInRoots(roots, root, abs);
  if (!located || !contentFileRole(located.local, located.root.pages)) return;
  try {
    const outside = await linkOutside(abs, root, located.root);
    if (outside === 'not a file') return;
    if (outside) {
      tree.problems.push({ file: toPosix(path.relative(root, abs)), line: 1, column: 1, message: `is a link to ${outside}, outside the project, so it is not built` });
      return;
    }
    await readContentFile(tree, root, located, abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    const reason = code ? `${code}: ${(error as Error).message}` : String(error);
    tree.problems.push({ file: toPosix(path.relative(root, abs)), line: 1, column: 1, message: `could not be read (${reason})` });
  }
}

/**
 * Where a content file that is a symbolic link leads when that is outside the project (the site
 * folder, or the content folder itself when the docs live beside the site): reading it would build a
 * file from elsewhere on the machine. `not a file`: a link to a folder, or a broken one (not a page).
 */
async function linkOutside(abs: string, root: string, contentRoot: ContentRoot): Promise<string | 'not a file' | undefined> {
  if (!(await lstat(abs)).isSymbolicLink()) return undefined;
  const target = await realPathOf(abs);
  if (target === undefined || !(await stat(target)).isFile()) return 'not a file';
  const [realRoot, realContent] = await Promise.all([realPathOf(root), realPathOf(path.join(root, contentRoot.dir))]);
  const inside = [realRoot, realContent].some((dir) => dir !== undefined && isInside(target, dir));
  return inside ? undefined : target;
}

/** What the scanner makes of a file under the content folder (by its path relative to it): a page, folder metadata, tag definitions, or nothing. */
export function contentFileRole(contentPath: string, pages?: ContentRoot['pages']): 'page' | 'category' | 'tags' | undefined {
  const name = path.posix.basename(contentPath);
  if (contentPath.startsWith('../') || contentPath.split('/').some((part) => part.startsWith('.') || part === 'node_modules')) return undefined;
  // `_`-prefixed files and folders are partials: importable from MDX, never routes (as in Docusaurus).
  if (/\.mdx?$/.test(name) && !contentPath.split('/').some((part) => part.startsWith('_'))) return isIncluded(contentPath, pages) ? 'page' : undefined;
  if (name === '_category_.json' || name === '_category_.yml' || name === '_category_.yaml') return 'category';
  if (contentPath === 'tags.yml' || contentPath === 'tags.yaml') return 'tags';
  return undefined;
}

/** Reads one file under a content folder into `tree`, by its role, under its content path. */
function readContentFile(tree: ContentTree, root: string, { root: contentRoot, local }: { root: ContentRoot; local: string }, abs: string): Promise<void> | undefined {
  const contentPath = `${contentRoot.prefix}${local}`;
  const file = toPosix(path.relative(root, abs));
  switch (contentFileRole(local, contentRoot.pages)) {
    case 'page': {
      // The locale's translation stands in for the page where there is one; the page's file is then the translation.
      const source = sourceOfPage(root, contentRoot, local, abs);
      const file = toPosix(path.relative(root, source));
      return readFile(source, 'utf8').then((source) => {
        tree.docs.push({ file, contentPath, kind: contentPath.endsWith('.mdx') ? 'mdx' : 'md', source, hash: hashText(source) });
      });
    }
    case 'category':
      return readFile(abs, 'utf8').then((text) => readCategory(tree, file, categoryKey(contentRoot.prefix, path.posix.dirname(local)), text));
    case 'tags': {
      // The locale's own tag labels where it has them (Docusaurus reads `tags.yml` from the translations first).
      const source = sourceOfPage(root, contentRoot, local, abs);
      return readFile(source, 'utf8').then((text) => readTags(tree, toPosix(path.relative(root, source)), text));
    }
    default:
      return undefined;
  }
}

/** A folder's key in `categories`: its content path (`guides`; the root folder is `''`, a version's root its prefix without the slash). */
export function categoryKey(prefix: string, localDir: string): string {
  const dir = localDir === '.' ? '' : localDir;
  return dir ? `${prefix}${dir}` : prefix.replace(/\/$/, '');
}

/**
 * Docusaurus parses `_category_.json` with a YAML parser too (JSON is YAML), so what it accepts
 * here is accepted: `"position": 07`, comments, trailing commas in flow maps.
 */
function readCategory(tree: ContentTree, file: string, key: string, text: string): void {
  const result = parseCategory(text);
  if ('problem' in result) tree.problems.push({ file, ...result.problem });
  else tree.categories.set(key, result.meta);
}

function readTags(tree: ContentTree, file: string, text: string): void {
  const read = parseYamlData(text);
  if ('problem' in read) {
    tree.problems.push({ file, ...read.problem, message: `invalid YAML: ${read.problem.message}` });
    return;
  }
  const value = isMapping(read.data) ? read.data : {};
  for (const [slug, def] of Object.entries(value)) {
    const entry = isMapping(def) ? def : {};
    tree.tags.set(slug, { label: typeof entry.label === 'string' ? entry.label : slug, description: typeof entry.description === 'string' ? entry.description : undefined });
  }
}

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const matchers = new Map<readonly string[], (p: string) => boolean>();
const matcherOf = (patterns: readonly string[]) => matchers.get(patterns) ?? matchers.set(patterns, globMatcher(patterns)).get(patterns)!;

/** Whether the project's `include`/`exclude` globs make a file a page. */
function isIncluded(contentPath: string, pages: ContentRoot['pages']): boolean {
  if (!pages) return true;
  return matcherOf(pages.include)(contentPath) && !matcherOf(pages.exclude)(contentPath);
}
