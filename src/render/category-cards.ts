import { hrefOfRoute } from '../content/route-of-file.js';
import { leadingEmoji } from '../shared/leading-emoji.js';
import type { SidebarNode, Site } from '../site/site-types.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

export interface CategoryCard {
  title: string;
  href: string;
  description: string;
  /** Shown before the title (Docusaurus's cards: 📄️ a page, 🗃 a category, 🔗 a link out, or the label's own leading emoji). */
  icon?: string;
}

/** How a category's cards read: docsgen's (each page's description) or Docusaurus's (icons, "N items" for a category). */
export type CardStyle = 'docsgen' | 'docusaurus';

/** The first page a category leads to: its own, else its first item's (Docusaurus's `findFirstSidebarItemLink`). */
function firstRoute(node: SidebarNode): string | undefined {
  if (node.type === 'doc') return node.route;
  if (node.type === 'link') return node.href;
  if (node.route) return node.route;
  for (const child of node.children) {
    const found = firstRoute(child);
    if (found) return found;
  }
  return undefined;
}

/** One card per item of a category's generated page, as docsgen's or Docusaurus's theme shows it. */
export function categoryCards(category: Category, site: Pick<Site, 'docs'>, baseUrl: string, style: CardStyle): CategoryCard[] {
  const descriptionOf = (contentPath: string | undefined) => (contentPath ? (site.docs.get(contentPath)?.doc.description ?? '') : '');
  return category.children.flatMap((child): CategoryCard[] => {
    if (style === 'docsgen') {
      if (child.type === 'link') return [{ title: child.label, href: child.href, description: '' }];
      const route = child.route ?? '';
      return [{ title: child.label, href: route ? hrefOfRoute(route, baseUrl) : '', description: descriptionOf(child.contentPath) }];
    }
    const { emoji, rest } = leadingEmoji(child.label);
    const title = rest.trim();
    if (child.type === 'link') {
      const internal = child.href.startsWith('/') && !child.href.startsWith('//');
      return [{ title, href: internal ? hrefOfRoute(child.href, baseUrl) : child.href, description: '', icon: emoji ?? (internal ? '📄️' : '🔗') }];
    }
    if (child.type === 'doc') return [{ title, href: hrefOfRoute(child.route, baseUrl), description: descriptionOf(child.contentPath), icon: emoji ?? '📄️' }];
    // A category that leads nowhere is left out, as Docusaurus filters its cards.
    const route = firstRoute(child);
    if (!route) return [];
    const count = child.children.length;
    return [{ title, href: route.startsWith('/') ? hrefOfRoute(route, baseUrl) : route, description: child.description ?? `${count} item${count === 1 ? '' : 's'}`, icon: emoji ?? '🗃' }];
  });
}
