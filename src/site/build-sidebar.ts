import path from 'node:path';
import { parseNumberPrefix } from '../content/number-prefix.js';
import type { CategoryMeta } from '../content/source-file.js';
import type { PageSummary } from '../compile/page-summary.js';
import type { SidebarNode } from './site-types.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

const isIndex = (contentPath: string) => /(^|\/)(index|README)\.mdx?$/i.test(contentPath);

function compareNodes(a: SidebarNode, b: SidebarNode): number {
  return a.position - b.position || a.sortKey.localeCompare(b.sortKey, 'en', { numeric: true });
}

/**
 * `tutorialSidebar`, generated from the folder tree as Docusaurus does: a folder is a category
 * (labelled by `_category_.json`, else its name), its `index.md` is the category's page, and items
 * are ordered by `sidebar_position` / `position`, then by name.
 */
export function buildSidebar(
  docs: readonly PageSummary[],
  routeOf: ReadonlyMap<string, string>,
  categories: ReadonlyMap<string, CategoryMeta>,
  options: { numberPrefixes?: boolean } = {},
): SidebarNode[] {
  // A number prefix names nothing but orders its item when no position is given (as in Docusaurus).
  const named = (name: string) => (options.numberPrefixes ? parseNumberPrefix(name) : { name, prefix: undefined });
  const root: Category = { type: 'category', id: '', label: '', collapsed: false, position: 0, sortKey: '', children: [] };
  const folders = new Map<string, Category>([['', root]]);

  const folder = (dir: string): Category => {
    const existing = folders.get(dir);
    if (existing) return existing;
    const meta = categories.get(dir) ?? {};
    const name = path.posix.basename(dir);
    const { name: label, prefix } = named(name);
    const category: Category = {
      type: 'category',
      id: dir,
      label: meta.label ?? label,
      collapsed: meta.collapsed ?? true,
      position: meta.position ?? prefix ?? Number.MAX_SAFE_INTEGER,
      sortKey: name,
      children: [],
      ...(meta.className ? { className: meta.className } : {}),
      ...(meta.collapsible === false ? { collapsible: false as const } : {}),
    };
    folders.set(dir, category);
    folder(path.posix.dirname(dir) === '.' ? '' : path.posix.dirname(dir)).children.push(category);
    return category;
  };

  for (const doc of docs) {
    // `unlisted` pages are built and reachable by URL but appear in no sidebar.
    if (doc.frontmatter.draft || doc.frontmatter.unlisted) continue;
    const route = routeOf.get(doc.contentPath);
    if (!route) continue;
    const dirRaw = path.posix.dirname(doc.contentPath);
    const dir = dirRaw === '.' ? '' : dirRaw;
    if (isIndex(doc.contentPath) && dir !== '') {
      const category = folder(dir);
      category.route = route;
      category.contentPath = doc.contentPath;
      if (!categories.get(dir)?.label) category.label = doc.frontmatter.sidebar_label ?? doc.title;
      if (categories.get(dir)?.position === undefined && doc.frontmatter.sidebar_position !== undefined) category.position = doc.frontmatter.sidebar_position;
      continue;
    }
    folder(dir).children.push({
      type: 'doc',
      contentPath: doc.contentPath,
      route,
      label: doc.frontmatter.sidebar_label ?? doc.title,
      position: doc.frontmatter.sidebar_position ?? (isIndex(doc.contentPath) ? 0 : (named(path.posix.basename(doc.contentPath).replace(/\.mdx?$/, '')).prefix ?? Number.MAX_SAFE_INTEGER)),
      sortKey: path.posix.basename(doc.contentPath).replace(/\.mdx?$/, ''),
      ...(doc.frontmatter.sidebar_class_name ? { className: doc.frontmatter.sidebar_class_name } : {}),
    });
  }
  const sortDeep = (nodes: SidebarNode[]) => {
    nodes.sort(compareNodes);
    for (const n of nodes) if (n.type === 'category') sortDeep(n.children);
  };
  sortDeep(root.children);
  return root.children;
}

/** Depth-first list of the pages in sidebar order (a category's own page before its children). */
export function flattenSidebar(nodes: readonly SidebarNode[]): { route: string; contentPath: string; label: string; categoryPath: string[]; trail: { label: string; route?: string }[] }[] {
  const out: ReturnType<typeof flattenSidebar> = [];
  const walk = (list: readonly SidebarNode[], categoryPath: string[], trail: { label: string; route?: string }[]) => {
    for (const node of list) {
      if (node.type === 'link') continue;
      if (node.type === 'doc') {
        out.push({ route: node.route, contentPath: node.contentPath, label: node.label, categoryPath, trail });
      } else {
        const path = [...categoryPath, node.id];
        const nextTrail = [...trail, { label: node.label, route: node.route }];
        if (node.route && node.contentPath) out.push({ route: node.route, contentPath: node.contentPath, label: node.label, categoryPath: path, trail });
        walk(node.children, path, nextTrail);
      }
    }
  };
  walk(nodes, [], []);
  return out;
}
