import path from 'node:path';
import type { RouteEntry, Site, SidebarNode } from './site-types.js';

/**
 * A collapsed category without a page of its own would have to carry all its children in every
 * page's HTML for readers without JavaScript. Small ones do (as a native disclosure); large ones
 * get a generated overview page at the folder's route instead, like Docusaurus's generated index.
 */
export const INLINE_CATEGORY_LIMIT = 30;

function countDescendants(node: SidebarNode): number {
  return node.type === 'category' ? node.children.reduce((n, c) => n + countDescendants(c), 1) : 1;
}

export function addCategoryIndexPages(site: Site): RouteEntry[] {
  const added: RouteEntry[] = [];
  const walk = (nodes: SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'category') continue;
      walk(node.children);
      if (node.route || countDescendants(node) <= INLINE_CATEGORY_LIMIT) continue;
      const route = `/${path.posix.join(node.id)}/`;
      if (site.routes.has(route)) continue;
      node.route = route;
      const entry: RouteEntry = { kind: 'category', route, categoryId: node.id, version: 'current' };
      site.routes.set(route, entry);
      added.push(entry);
    }
  };
  walk(site.sidebar);
  return added;
}
