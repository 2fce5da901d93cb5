/**
 * The URL an anchor points to when the client router should handle it: same origin, under the base
 * URL but not under another locale's, no target or download, and not a file (an extension other than
 * `.html`). Otherwise null.
 */
export function internalLinkUrl(anchor: HTMLAnchorElement, baseUrl: string, otherLocales: readonly string[] = []): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || !anchor.hasAttribute('href')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !(url.pathname.startsWith(baseUrl) || `${url.pathname}/` === baseUrl)) return null;
  // Another locale is another site (its own bundles and data) even under this base URL (`/fr/` under `/`): loaded whole.
  if (otherLocales.some((other) => other !== baseUrl && other.startsWith(baseUrl) && (url.pathname.startsWith(other) || `${url.pathname}/` === other))) return null;
  if (/\.(?!html?$)[a-z0-9]+$/i.test(url.pathname)) return null;
  return url;
}
