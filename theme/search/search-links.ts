import type { SiteData } from '../../src/shared/page-types.js';

/** Docusaurus's contextual search: this locale, and this docs version (or pages of no version). */
/** The part of the DOM read here (this module is also bundled for the server, which has none). */
interface HeadReader {
  head: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
}

export function contextualFacetFilters(site: SiteData): (string | string[])[] {
  // The page's own docs version, as its head names it (kept current on client-side navigation); the server has none.
  const head = (globalThis as { document?: HeadReader }).document?.head;
  const tagged = head?.querySelector('meta[name="docsearch:docusaurus_tag"]')?.getAttribute('content');
  const version = head?.querySelector('meta[name="docsearch:version"]')?.getAttribute('content') ?? site.version.name;
  // Other docs plugin instances are searched too, each in its latest version (their versions are `<id>/<name>`).
  const ownInstance = version.includes('/') ? version.slice(0, version.indexOf('/')) : 'default';
  const others = (site.search.contextTags ?? []).filter((t) => t.instance !== ownInstance).map((t) => `docusaurus_tag:${t.tag}`);
  return [`language:${site.locale.code}`, ['docusaurus_tag:default', `docusaurus_tag:${tagged || `docs-default-${site.version.name}`}`, ...others]];
}

/** The `/search` page for a query. */
export function searchPageHref(site: SiteData, query: string): string {
  return `${site.baseUrl}search?q=${encodeURIComponent(query)}`;
}

/**
 * Hits of an index crawled on the production site carry absolute URLs; those of this site become
 * paths, so they open in the site (and on any host it is previewed on) without a reload.
 */
export function sitePath(url: string, site: SiteData): string {
  const origin = site.url.replace(/\/$/, '');
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** The configured 'Let us know' URL with the query filled in. */
export function missingResultsUrl(template: string, query: string): string {
  return template.replace(/\{query\}|%7Bquery%7D/gi, encodeURIComponent(query));
}
