import { hrefOfRoute } from '../content/route-of-file.js';
import type { SidebarItem } from '../shared/page-types.js';
import type { SidebarNode } from '../site/site-types.js';

/**
 * The sidebar as one page shows it: categories on the page's path open with their children; other
 * categories collapsed, and when they have their own page their children are left out (the reader
 * follows the category link, or the client loads them). So the HTML grows with the section, not the site.
 */
export function sidebarForPage(nodes: readonly SidebarNode[], openPath: ReadonlySet<string>, baseUrl: string, full = false): SidebarItem[] {
  return nodes.map((node): SidebarItem => {
    if (node.type === 'doc') return { type: 'link', label: node.label, href: hrefOfRoute(node.route, baseUrl), route: node.route, ...(node.className ? { className: node.className } : {}) };
    if (node.type === 'link') return { type: 'link', label: node.label, href: node.href, route: '', ...(node.className ? { className: node.className } : {}) };
    // Open on the page's path, and always when the folder asks (`collapsed: false`, `collapsible: false`).
    const open = openPath.has(node.id) || !node.collapsed || node.collapsible === false;
    const keepChildren = full || open || !node.route;
    return {
      type: 'category',
      id: node.id,
      label: node.label,
      href: node.route ? hrefOfRoute(node.route, baseUrl) : undefined,
      route: node.route,
      collapsed: !open,
      ...(node.className ? { className: node.className } : {}),
      ...(node.collapsible === false ? { collapsible: false as const } : {}),
      items: keepChildren ? sidebarForPage(node.children, openPath, baseUrl, full) : null,
    };
  });
}

/** Finds a category by id, for the client's lazy expansion data. */
export function findCategory(nodes: readonly SidebarNode[], id: string): Extract<SidebarNode, { type: 'category' }> | undefined {
  for (const node of nodes) {
    if (node.type !== 'category') continue;
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}
