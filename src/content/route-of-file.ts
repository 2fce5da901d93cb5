import { stripPathNumberPrefixes } from './number-prefix.js';

/** Docusaurus's `trailingSlash` applied to a route: added (`true`), taken off (`false`, `/` aside) or left (absent). */
export function applyTrailingSlash(route: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || route === '/') return route;
  if (trailingSlash) return route.endsWith('/') ? route : `${route}/`;
  return route.replace(/\/+$/, '') || '/';
}

/**
 * The URL policy, in one place: `a/b/Page name.md` is `/a/b/Page name`; `a/index.md` (or `README.md`)
 * is the folder route `/a/`. Spaces, capitals and `&` are kept. A frontmatter `slug` overrides:
 * absolute (`/x`) or relative to the folder (`x`). With `numberPrefixes` (Docusaurus projects),
 * `01-guides/02-setup.md` is `/guides/setup`.
 */
export function routeOfFile(contentPath: string, slug?: string, options: { numberPrefixes?: boolean } = {}): string {
  const parts = (options.numberPrefixes ? stripPathNumberPrefixes(contentPath) : contentPath).split('/');
  const name = parts.pop()!.replace(/\.mdx?$/, '');
  const folder = parts.length ? `/${parts.join('/')}/` : '/';
  if (slug !== undefined && slug !== '') return slug.startsWith('/') ? slug : `${folder}${slug}`;
  if (name === 'index' || name.toLowerCase() === 'readme') return folder;
  return `${folder}${name}`;
}

/** Where a route is written: `/a/b` → `a/b.html`; `/a/` → `a/index.html`; `/` → `index.html`. */
export function outputPathOfRoute(route: string): string {
  const rel = route.replace(/^\/+/, '');
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  return `${rel}.html`;
}

const encoded = new Map<string, string>();

/** Percent-encodes a decoded route for an href, keeping `/`, `&` and other characters valid in paths. */
export function encodeRoute(route: string): string {
  // Every page's sidebar encodes the same routes again: remember them.
  const known = encoded.get(route);
  if (known !== undefined) return known;
  const result = route
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%26/g, '&').replace(/%2C/g, ',').replace(/%40/g, '@').replace(/%2B/g, '+'))
    .join('/');
  encoded.set(route, result);
  return result;
}

/** The href of a route under the base URL (`/docs/` + `a/b`). */
/**
 * The route a site-absolute link names. One written with the base URL in front (`/docs/intro` on a
 * site served at `/docs/`) names `/intro`: Docusaurus never adds the base URL twice. `baseUrl` may be
 * a path or a full URL.
 */
export function withoutBaseUrl(target: string, baseUrl: string): string {
  const base = /^[a-z][a-z\d+.-]*:/i.test(baseUrl) ? new URL(baseUrl).pathname : baseUrl;
  if (base === '/' || !base.endsWith('/')) return target;
  if (target === base.slice(0, -1)) return '/';
  return target.startsWith(base) ? target.slice(base.length - 1) : target;
}

export function hrefOfRoute(route: string, baseUrl: string): string {
  return baseUrl.replace(/\/$/, '') + encodeRoute(route);
}

/** Where a route's page module is written, mirroring the route so the client needs no manifest. */
export function modulePathOfRoute(route: string): string {
  const rel = route.replace(/^\/+/, '');
  return `_page/${rel === '' || rel.endsWith('/') ? `${rel}index` : rel}.js`;
}

/** Where a route's Markdown twin lives: `/a/b` → `a/b.md`, `/a/b/` → `a/b/index.md`, `/` → `index.md`. */
export function twinPathOfRoute(route: string): string {
  const rel = route.replace(/^\/+/, '');
  return rel === '' || rel.endsWith('/') ? `${rel}index.md` : `${rel}.md`;
}
