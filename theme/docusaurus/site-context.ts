import type { PageMeta, SidebarItem, SiteData } from '../../src/shared/page-types.js';

/**
 * MDX pages are bundled on their own (a copy of these modules per page bundle), so a React context
 * from the app would not reach them; the app publishes the site's settings on `globalThis` instead,
 * before each render (server) and at hydration (browser).
 */
interface SiteGlobal {
  __docsgen_site_data?: SiteData;
  __docsgen_page_href?: string;
  __docsgen_sidebar?: SidebarItem[] | null;
  __docsgen_page?: PageMeta;
}

/** `pageHref`: the page being rendered, so server and browser agree on the location. */
export function publishSiteData(site: SiteData, pageHref: string, sidebar: SidebarItem[] | null = null, page?: PageMeta): void {
  (globalThis as SiteGlobal).__docsgen_site_data = site;
  (globalThis as SiteGlobal).__docsgen_page = page;
  (globalThis as SiteGlobal).__docsgen_page_href = pageHref;
  (globalThis as SiteGlobal).__docsgen_sidebar = sidebar;
}

/** The sidebar category whose own page is being rendered (what `<DocCardList />` lists), if any. */
export function currentCategory(): Extract<SidebarItem, { type: 'category' }> | undefined {
  const href = currentPageHref();
  const find = (items: readonly SidebarItem[] | null | undefined): Extract<SidebarItem, { type: 'category' }> | undefined => {
    for (const item of items ?? []) {
      if (item.type !== 'category') continue;
      if (item.href === href) return item;
      const inner = find(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  return find((globalThis as SiteGlobal).__docsgen_sidebar);
}

/** The page being rendered: its title, description, table of contents, version. */
export function currentPage(): PageMeta | undefined {
  return (globalThis as SiteGlobal).__docsgen_page;
}

/** The sidebar of the page being rendered; null when it shows none. */
export function currentSidebar(): SidebarItem[] | null {
  return (globalThis as SiteGlobal).__docsgen_sidebar ?? null;
}

export function currentPageHref(): string | undefined {
  return (globalThis as SiteGlobal).__docsgen_page_href;
}

export function siteData(): SiteData | undefined {
  return (globalThis as SiteGlobal).__docsgen_site_data;
}

/** `/docs/` + `guide/x` → `/docs/guide/x`; absolute URLs and anchors pass through. */
export function withBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const site = siteData();
  const baseUrl = site?.baseUrl ?? '/';
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  let out = url;
  if (options.forcePrependBaseUrl || !url.startsWith(baseUrl)) out = baseUrl + url.replace(/^\//, '');
  return options.absolute && site?.url ? site.url.replace(/\/$/, '') + out : out;
}
