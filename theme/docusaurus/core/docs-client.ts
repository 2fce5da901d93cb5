import type { SidebarItem } from '../../../src/shared/page-types.js';
import { currentPage, currentPageHref, currentSidebar } from '../site-context.js';

/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks a project's components call, answered
 * from the page being rendered (published by the app before each render, as the site's data is).
 */

/** A sidebar item as Docusaurus's `PropSidebarItem` has it: links and categories with `href`, `label`, `items`. */
export interface PropSidebarItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  className?: string;
  collapsed?: boolean;
  collapsible?: boolean;
  items?: PropSidebarItem[];
}

const toProp = (item: SidebarItem): PropSidebarItem =>
  item.type === 'link'
    ? { type: 'link', label: item.label, href: item.href, ...(item.className ? { className: item.className } : {}) }
    : {
        type: 'category',
        label: item.label,
        ...(item.href ? { href: item.href } : {}),
        ...(item.className ? { className: item.className } : {}),
        collapsible: item.collapsible !== false,
        collapsed: false,
        items: (item.items ?? []).map(toProp),
      };

/** The page's sidebar (`{ name, items }`), or null on a page without one. */
export function useDocsSidebar(): { name: string; items: PropSidebarItem[] } | null {
  const sidebar = currentSidebar();
  return sidebar ? { name: currentPage()?.section ?? '', items: sidebar.map(toProp) } : null;
}

/** The doc being rendered: its metadata (permalink, title, description, edit URL, tags), front matter and TOC. */
export function useDoc() {
  const page = currentPage();
  const metadata = {
    id: page?.route ?? '',
    title: page?.title ?? '',
    description: page?.description ?? '',
    permalink: page?.href ?? currentPageHref() ?? '',
    editUrl: page?.editUrl,
    tags: (page?.tags ?? []).map((t) => ({ label: t.label, permalink: t.href })),
    lastUpdatedAt: page?.lastUpdate?.date ? Date.parse(page.lastUpdate.date) : undefined,
    lastUpdatedBy: page?.lastUpdate?.author,
    frontMatter: {},
  };
  return {
    metadata,
    frontMatter: metadata.frontMatter,
    contentTitle: page?.heading,
    toc: (page?.toc ?? []).map((t) => ({ value: t.text, id: t.id, level: t.level })),
    assets: {},
  };
}

/** The page's docs version: its name, label and banner (the one version of a site without versions). */
export function useDocsVersion() {
  const page = currentPage();
  const version = page?.docsVersion;
  return {
    version: version?.name ?? 'current',
    label: version?.label ?? 'Next',
    banner: version?.banner === 'none' || version === undefined ? null : version.banner,
    badge: version?.badge ?? false,
    isLast: version ? version.label === version.latest.label : true,
    pluginId: 'default',
    docs: {},
  };
}

/**
 * The latest version, and this page there, for a page of another version (what Docusaurus's version
 * banner links to): `latestDocSuggestion` is the same page in the latest version, else undefined.
 */
export function useDocVersionSuggestions(_pluginId?: string) {
  const latest = currentPage()?.docsVersion?.latest;
  const mainDoc = { id: '\0main', path: latest?.href ?? '' };
  return {
    latestDocSuggestion: latest ? { id: mainDoc.id, path: latest.href } : undefined,
    latestVersionSuggestion: { name: latest?.name ?? '', label: latest?.label ?? '', path: latest?.href ?? '', mainDocId: mainDoc.id, docs: [mainDoc] },
  };
}

/** The version a reader chose to stay on: docsgen remembers none, so saving one does nothing. */
export function useDocsPreferredVersion(_pluginId?: string) {
  return { preferredVersion: null, savePreferredVersionName: (_name: string) => {} };
}

/** The breadcrumbs of the page: its categories, then itself. */
export function useSidebarBreadcrumbs(): PropSidebarItem[] | null {
  const page = currentPage();
  if (!page) return null;
  return page.breadcrumbs.map((b) => ({ type: 'category', label: b.title, ...(b.href ? { href: b.href } : {}) }));
}

/** The docs plugin instance of the page: docsgen's pages all answer `default`. */
export function useActivePlugin(_options?: { failfast?: boolean }): { pluginId: string; pluginData: Record<string, unknown> } {
  return { pluginId: 'default', pluginData: {} };
}

/** A doc's metadata by id: docsgen's cards carry their doc's description already, so none is looked up. */
export function useDocById(_id?: string): undefined {
  return undefined;
}

/** The first link of a sidebar item: its own, else its first child's that has one. */
export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.href) return item.href;
  for (const child of item.items ?? []) {
    const found = findFirstSidebarItemLink(child);
    if (found) return found;
  }
  return undefined;
}
