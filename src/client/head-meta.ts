import type { PageMeta, SiteData } from '../shared/page-types.js';
import { searchTagOfVersion } from '../shared/search-tag.js';

/** The document title as the server writes it (`render-route.ts`). */
export const documentTitle = (page: PageMeta, site: SiteData) => (page.title === site.title ? site.title : `${page.title} ${site.titleDelimiter} ${site.title}`);

/** A `<meta>` or `<link>` of the head, created when the first page had none (a page without a description). */
function headTag(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const tag = create();
  document.head.appendChild(tag);
  return tag;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  headTag(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).setAttribute('content', content);
}

/**
 * The site's origin (and any path before the base URL) as the server wrote it into the first page's
 * canonical link: the client knows page hrefs, not `site.url`.
 */
function canonicalPrefix(first: PageMeta): string {
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  const path = first.canonicalHref ?? first.docsVersion?.canonicalHref ?? first.href;
  return canonical.endsWith(path) ? canonical.slice(0, canonical.length - path.length) : window.location.origin;
}

/**
 * Keeps the head describing the page shown after client-side navigation, as a full load of it
 * would (`html-document.ts`): title, description, Open Graph and Twitter tags, canonical, noindex and
 * the Markdown twin. Link previews and extensions read these from the live document.
 */
export function headUpdater(first: PageMeta): (page: PageMeta, site: SiteData) => void {
  const prefix = canonicalPrefix(first);
  return (page, site) => {
    const title = documentTitle(page, site);
    const summary = page.description || site.tagline || site.title;
    const canonical = prefix + (page.canonicalHref ?? page.docsVersion?.canonicalHref ?? page.href);
    document.title = title;
    if (page.description) setMeta('name', 'description', page.description);
    else document.head.querySelector('meta[name="description"]')?.remove();
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', summary);
    setMeta('property', 'og:url', canonical);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', summary);
    headTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' })).setAttribute('href', canonical);
    if (page.kind === 'search' || page.kind === 'not-found') setMeta('name', 'robots', 'noindex');
    else document.head.querySelector('meta[name="robots"]')?.remove();
    // The version contextual search asks for: the page's own, else the latest (a versioned site).
    const version = searchVersionOf(page, site);
    setMeta('name', 'docsearch:version', version);
    setMeta('name', 'docsearch:docusaurus_tag', searchTagOfVersion(version));
    const twin = document.head.querySelector('link[rel="alternate"][type="text/markdown"]');
    if (page.markdownHref) twin?.setAttribute('href', page.markdownHref);
  };
}

/** The docs version a page searches in: its own on a versioned site's docs page, else the latest, else the site's one. */
export function searchVersionOf(page: Pick<PageMeta, 'docsVersion'> | undefined, site: SiteData): string {
  return page?.docsVersion?.name ?? site.versions.find((v) => v.isLast)?.name ?? site.version.name;
}
