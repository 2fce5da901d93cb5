import path from 'node:path';
import { hrefOfRoute, encodeRoute, withoutBaseUrl } from '../content/route-of-file.js';
import { decodeMarkerPart, MARKER_PATTERN } from '../markdown/url-markers.js';
import { routeOfFileLink } from '../content/file-link.js';

export interface UrlContext {
  baseUrl: string;
  /** Content path → route. */
  routeOfContent: ReadonlyMap<string, string>;
  /** Asset source path (relative to the root) → output URL. */
  assetUrls: ReadonlyMap<string, string>;
  /** Docusaurus's link resolution (a `.md` path also tried from the docs root). */
  docusaurusLinks?: boolean;
  /** Content-path prefixes of released docs versions (see `FileLinkPolicy`). */
  versionPrefixes?: readonly string[];
  /** The content folder relative to the site root: a site-absolute `.md` link may name it. */
  contentDir?: string;
}

/** A path written relative to a page, as the route the browser would read from that page's URL. */
export function relativeRoute(target: string, fromRoute: string): string {
  const url = new URL(encodeRoute(target), `http://site${encodeRoute(fromRoute)}`);
  return decodeURIComponent(url.pathname);
}

/** Replaces the compile stage's link markers with final, base-prefixed, percent-encoded URLs. */
export function resolveUrls(text: string, from: { route: string; contentPath: string }, ctx: UrlContext): string {
  const fromRoute = from.route;
  return text.replace(MARKER_PATTERN, (_all, kind: string, rawTarget: string, rawAnchor: string | undefined) => {
    const target = decodeMarkerPart(rawTarget);
    const hash = rawAnchor ? `#${encodeURIComponent(decodeMarkerPart(rawAnchor))}` : '';
    switch (kind) {
      case 'route':
        return hrefOfRoute(withoutBaseUrl(target, ctx.baseUrl), ctx.baseUrl) + hash;
      case 'file': {
        const route = routeOfFileLink(target, from.contentPath, ctx.routeOfContent, { docusaurus: ctx.docusaurusLinks ?? false, contentDir: ctx.contentDir, versionPrefixes: ctx.versionPrefixes });
        // A site-absolute `.md` path that names no page stays the URL it is (a static file, or a broken link the check reported).
        if (route === undefined && target.startsWith('/')) return hrefOfRoute(target, ctx.baseUrl) + hash;
        return route ? hrefOfRoute(route, ctx.baseUrl) + hash : `#broken-link`;
      }
      case 'relative':
        return hrefOfRoute(relativeRoute(target, fromRoute), ctx.baseUrl) + hash;
      case 'asset': {
        // A file's fragment is for its viewer (`#page=3`, `#/definitions`): kept as written, only made URL-safe.
        const fileHash = rawAnchor ? `#${encodeURI(decodeMarkerPart(rawAnchor))}` : '';
        const url = ctx.assetUrls.get(target);
        if (url !== undefined) return url + fileHash;
        // Not copied (missing): the link stays as written, relative to the page's URL, as Docusaurus leaves it.
        if (ctx.contentDir === undefined) return target;
        const written = path.posix.relative(path.posix.join(ctx.contentDir, path.posix.dirname(from.contentPath)), target);
        return hrefOfRoute(relativeRoute(written, fromRoute), ctx.baseUrl) + fileHash;
      }
      default:
        return _all;
    }
  });
}
