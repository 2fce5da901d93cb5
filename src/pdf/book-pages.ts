import type { DocVersion } from '../config/schema.js';
import type { Site, SidebarNode } from '../site/site-types.js';

/**
 * One entry of a book, in sidebar order: a page (a doc, or a category with its own index page), or a
 * category without a page, which becomes a part title. Its children follow it, one level deeper.
 */
export interface BookEntry {
  /** The anchor of the entry in the book and its named destination in the PDF (`p12`). */
  id: string;
  title: string;
  /** The route whose article the entry prints; absent for a category that has no page of its own. */
  route?: string;
  /** The description a generated category index has, printed under a part title. */
  description?: string;
  children: BookEntry[];
}

/** One book: a docs version's sidebars, in the order the site has them. */
export interface Book {
  version: DocVersion;
  entries: BookEntry[];
  /** Every route of the site that leads into the book, and the entry it leads to (aliases and category pages too). */
  anchorOfRoute: Map<string, string>;
}

/** The sidebars of a version: those holding its docs (a released version's sidebars carry `@name`, the last version's do not). */
function sidebarsOfVersion(site: Site, version: DocVersion): SidebarNode[][] {
  const versionOf = (node: SidebarNode): string | undefined => {
    if (node.type === 'doc') return site.docs.get(node.contentPath)?.version;
    if (node.type === 'category') {
      if (node.contentPath) return site.docs.get(node.contentPath)?.version;
      for (const child of node.children) {
        const found = versionOf(child);
        if (found) return found;
      }
    }
    return undefined;
  };
  return [...site.sidebars.values()].filter((nodes) => nodes.some((node) => versionOf(node) === version.name));
}

/** The book of one docs version: its sidebars' docs and categories as entries, each route mapped to its anchor. */
export function bookOfVersion(site: Site, version: DocVersion): Book {
  const anchorOfRoute = new Map<string, string>();
  let next = 1;
  const seen = new Set<string>();
  const entryOf = (node: SidebarNode): BookEntry | undefined => {
    if (node.type === 'link') return undefined;
    const { route } = node;
    // A doc listed twice (in two sidebars, or twice in one) is printed once, where it first appears.
    if (node.type === 'doc' && seen.has(node.contentPath)) return undefined;
    if (node.type === 'doc') seen.add(node.contentPath);
    const id = `p${next++}`;
    // A generated index (a category's route without a doc) prints as a part title: its cards only repeat the entries below it.
    const printsPage = node.type === 'doc' || node.contentPath !== undefined;
    if (route !== undefined && !anchorOfRoute.has(route)) anchorOfRoute.set(route, id);
    const children = node.type === 'category' ? node.children.flatMap((child) => entryOf(child) ?? []) : [];
    const description = node.type === 'category' && !printsPage ? (node.generatedIndex?.description ?? node.description) : undefined;
    return { id, title: node.label, ...(printsPage && route !== undefined ? { route } : {}), ...(description ? { description } : {}), children };
  };
  const entries = sidebarsOfVersion(site, version).flatMap((nodes) => nodes.flatMap((node) => entryOf(node) ?? []));
  addAliases(site, anchorOfRoute);
  return { version, entries, anchorOfRoute };
}

/** Old URLs (`aliases`, a doc's second route) lead to the entry of the page they show. */
function addAliases(site: Site, anchorOfRoute: Map<string, string>): void {
  const routeOfDoc = new Map([...site.docs].map(([contentPath, placement]) => [contentPath, placement.route]));
  for (const entry of site.routes.values()) {
    if (entry.kind !== 'alias' && entry.kind !== 'doc') continue;
    const canonical = routeOfDoc.get(entry.contentPath);
    const anchor = canonical === undefined ? undefined : anchorOfRoute.get(canonical);
    if (anchor && !anchorOfRoute.has(entry.route)) anchorOfRoute.set(entry.route, anchor);
  }
}

/** The books of a site (one per docs version with a sidebar), or the one version asked for by name or label. */
export function booksOfSite(site: Site, asked?: string): Book[] | { error: string } {
  const versions = asked === undefined ? site.versions : site.versions.filter((v) => v.name === asked || v.label === asked);
  if (!versions.length)
    return { error: `docsgen pdf: the site has no docs version "${asked}". Its versions: ${site.versions.map((v) => (v.label === v.name ? v.name : `${v.name} (${v.label})`)).join(', ')}.` };
  return versions.map((version) => bookOfVersion(site, version)).filter((book) => book.entries.length > 0);
}

/** The entries in reading order, each with its depth (0 for the sidebar's top level). */
export function flattenEntries(entries: readonly BookEntry[], depth = 0): { entry: BookEntry; depth: number }[] {
  return entries.flatMap((entry) => [{ entry, depth }, ...flattenEntries(entry.children, depth + 1)]);
}
