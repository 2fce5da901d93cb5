import type { SiteData } from '../../src/shared/page-types.js';

/**
 * MDX pages are bundled on their own (a copy of these modules per page bundle), so a React context
 * from the app would not reach them; the app publishes the site's settings on `globalThis` instead,
 * before each render (server) and at hydration (browser).
 */
interface SiteGlobal {
  __docsgen_site_data?: SiteData;
  __docsgen_page_href?: string;
}

/** `pageHref`: the page being rendered, so server and browser agree on the location. */
export function publishSiteData(site: SiteData, pageHref: string): void {
  (globalThis as SiteGlobal).__docsgen_site_data = site;
  (globalThis as SiteGlobal).__docsgen_page_href = pageHref;
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
