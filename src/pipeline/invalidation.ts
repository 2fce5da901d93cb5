import path from 'node:path';
import type { PageSummary } from '../compile/page-summary.js';

/** The kinds of file a change can touch; each invalidates something else. */
export interface ChangedFiles {
  config: boolean;
  theme: boolean;
  /** The engine's own browser code (`src/client`). */
  client: boolean;
  /** Absolute paths under the content folder. */
  content: string[];
  static: boolean;
}

export const CONFIG_NAMES = [
  'site.config.ts',
  'site.config.mts',
  'site.config.js',
  'site.config.mjs',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

const isUnder = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** Sorts a batch of changed files (absolute) by what they are. */
export function classifyChanges(files: Iterable<string>, dirs: { root: string; content: readonly string[]; theme: string; static: string; client: string }): ChangedFiles {
  const list = [...files];
  return {
    config: list.some((f) => path.dirname(f) === dirs.root && CONFIG_NAMES.includes(path.basename(f))),
    theme: list.some((f) => isUnder(f, dirs.theme)),
    client: list.some((f) => isUnder(f, dirs.client)),
    content: list.filter((f) => dirs.content.some((dir) => isUnder(f, dir))),
    static: list.some((f) => isUnder(f, dirs.static)),
  };
}

/** Which whole-site link checks to run again: none, all, or those of some pages (by content path). */
export type LinkWork = 'none' | 'all' | ReadonlySet<string>;

/** What a content change invalidates. */
export type ContentInvalidation =
  | { kind: 'none' }
  /** Something other pages show changed: replan, re-render every route, recheck every link. */
  | { kind: 'replan'; reason: string; links: 'all' }
  /** Only bodies changed: these routes re-render; the plan, sidebar sections and other routes stay. */
  | { kind: 'bodies'; routes: string[]; links: LinkWork };

export interface ContentChange {
  /** Pages whose effective compile changed, with the summary before (undefined: the page is new) and after. */
  changed: { contentPath: string; before: PageSummary | undefined; after: PageSummary }[];
  removed: string[];
  /** A `_category_` file or the tag definitions changed. */
  metadataChanged: boolean;
  /** Routes showing an image that changed. */
  assetRoutes: ReadonlySet<string>;
  /** Route of each content path in the current plan (a page may show at several: aliases). */
  routesOf: (contentPath: string) => readonly string[];
}

/**
 * Whether a page's new compile changes what other pages show (its route, title or sidebar label in
 * the sidebar, breadcrumbs, previous/next and tag pages), or only its own body.
 */
export function touchesOtherPages(before: PageSummary | undefined, after: PageSummary): boolean {
  if (!before) return true;
  return before.file !== after.file || before.title !== after.title || before.description !== after.description || JSON.stringify(before.frontmatter) !== JSON.stringify(after.frontmatter);
}

const count = (n: number, what: string) => (n ? [`${n === 1 ? 'a page' : `${n} pages`} ${what}`] : []);

/** From what changed in the content to what must be redone: the one place that decides it, for the build and the dev server. */
export function invalidateContent(change: ContentChange): ContentInvalidation {
  const { changed, removed, metadataChanged, assetRoutes } = change;
  if (!changed.length && !removed.length && !metadataChanged && !assetRoutes.size) return { kind: 'none' };
  if (removed.length || metadataChanged || changed.some((c) => touchesOtherPages(c.before, c.after))) {
    const added = changed.filter((c) => !c.before).length;
    const reason =
      added || removed.length ? [...count(added, 'added'), ...count(removed.length, 'removed')].join(', ') : metadataChanged ? 'folder metadata changed' : 'a title, slug or other frontmatter changed';
    return { kind: 'replan', reason, links: 'all' };
  }
  const routes = new Set(assetRoutes);
  for (const c of changed) for (const route of change.routesOf(c.contentPath)) routes.add(route);
  // New or lost headings can mend or break other pages' anchors; otherwise only these pages' own links need a look.
  const anchorsMoved = changed.some((c) => c.before?.anchors.join('\0') !== c.after.anchors.join('\0'));
  return { kind: 'bodies', routes: [...routes].sort(), links: anchorsMoved ? 'all' : new Set(changed.map((c) => c.contentPath)) };
}
