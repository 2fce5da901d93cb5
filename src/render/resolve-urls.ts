import { hrefOfRoute, encodeRoute } from '../content/route-of-file.js';
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
  /** The content folder relative to the site root: a site-absolute `.md` link may name it. */
  contentDir?: string;
}

/** Replaces the compile stage's link markers with final, base-prefixed, percent-encoded URLs. */
export function resolveUrls(text: string, from: { route: string; contentPath: string }, ctx: UrlContext): string {
  const fromRoute = from.route;
  return text.replace(MARKER_PATTERN, (_all, kind: string, rawTarget: string, rawAnchor: string | undefined) => {
    const target = decodeMarkerPart(rawTarget);
    const hash = rawAnchor ? `#${encodeURIComponent(decodeMarkerPart(rawAnchor))}` : '';
    switch (kind) {
      case 'route':
        return hrefOfRoute(target, ctx.baseUrl) + hash;
      case 'file': {
        const route = routeOfFileLink(target, from.contentPath, ctx.routeOfContent, { docusaurus: ctx.docusaurusLinks ?? false, contentDir: ctx.contentDir });
        // A site-absolute `.md` path that names no page stays the URL it is (a static file, or a broken link the check reported).
        if (route === undefined && target.startsWith('/')) return hrefOfRoute(target, ctx.baseUrl) + hash;
        return route ? hrefOfRoute(route, ctx.baseUrl) + hash : `#broken-link`;
      }
      case 'relative': {
        const url = new URL(encodeRoute(target), `http://site${encodeRoute(fromRoute)}`);
        return hrefOfRoute(decodeURIComponent(url.pathname), ctx.baseUrl) + hash;
      }
      case 'asset':
        return ctx.assetUrls.get(target) ?? target;
      default:
        return _all;
    }
  });
}
