import net from 'node:net';

/**
 * Which `Host` headers the dev server answers. A page on another site can make the browser send
 * requests to a name that resolves to this machine (DNS rebinding); checking the name the browser
 * thinks it is talking to stops that, as Vite's `hostCheck.ts` does. Allowed: `localhost` and its
 * subdomains, IP literals, the host the server was bound to, and any names passed explicitly.
 */
export function isAllowedHost(hostHeader: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (!hostHeader) return false;
  const hostname = hostnameOf(hostHeader).toLowerCase();
  if (!hostname) return false;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (net.isIP(hostname)) return true;
  return allowed.has(hostname);
}

/** `example.com:3000` → `example.com`; `[::1]:3000` → `::1`. */
function hostnameOf(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(1, end) : '';
  }
  const colon = host.lastIndexOf(':');
  return colon >= 0 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

/**
 * Whether a browser request comes from a page of this server: no `Origin` (not a browser, or a
 * same-origin navigation) or one whose host is the `Host` it was sent to. Anything else is another
 * site's page, which must not read what the server answers (a draft page's text through search).
 */
export function isSameOrigin(originHeader: string | undefined, hostHeader: string | undefined): boolean {
  if (originHeader === undefined) return true;
  if (!hostHeader) return false;
  try {
    return new URL(originHeader).host.toLowerCase() === hostHeader.toLowerCase();
  } catch {
    return false;
  }
}

/** A request path, or undefined when the request line is not a URL at all (`GET //[ HTTP/1.1`). */
export function pathnameOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}
