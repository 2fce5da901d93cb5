import { DEV_SETTINGS_ID, type DevClientSettings, type DevMessage } from '../../shared/dev-messages.js';
import { hideErrors, showErrors } from './error-overlay.js';

/**
 * The browser side of `docsgen serve`, loaded only by pages the dev server renders: a websocket to
 * the server, page refreshes in place when a page's file changes, a reload when something shared
 * changes, stylesheet swaps, and the error overlay.
 */

function readSettings(): DevClientSettings | undefined {
  const text = document.getElementById(DEV_SETTINGS_ID)?.textContent;
  return text ? (JSON.parse(text) as DevClientSettings) : undefined;
}

/** The route the open page shows, decoded, as the server names routes (`/a/b`, `/a/`). */
function currentRoutes(base: string): string[] {
  let path = window.location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep it encoded; it will simply not match
  }
  const route = `/${path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '')}`;
  if (route.endsWith('/index.html')) return [route, route.slice(0, -'index.html'.length)];
  if (route.endsWith('.html')) return [route, route.slice(0, -'.html'.length), `${route.slice(0, -'.html'.length)}/`];
  return [route];
}

const SCROLL_KEY = 'docsgen-dev-scroll';

/** Reloads the page where the author was: the router restores no scroll position by itself. */
function reload(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: window.location.pathname, y: window.scrollY }));
  } catch {
    // no storage: the page simply starts at the top
  }
  window.location.reload();
}

/** After a `reload()`: back to the same place once the page has laid out. */
function restoreScroll(): void {
  let saved: { path?: string; y?: number } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as typeof saved;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (!saved || saved.path !== window.location.pathname || !saved.y) return;
  const y = saved.y;
  const go = () => requestAnimationFrame(() => window.scrollTo(0, y));
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

function setState(state: 'connecting' | 'connected' | 'disconnected'): void {
  // A hook for tests and curious authors: `<html data-docsgen-dev="connected">`.
  document.documentElement.dataset.docsgenDev = state;
}

/**
 * Re-reads the page in place through the router (keeping scroll and state). When that cannot be
 * done it reloads, unless `quiet` (a check on connecting, which must never loop into reloads).
 */
async function refresh(version: string, rerender: boolean, quiet = false): Promise<void> {
  const hooks = window.__docsgen;
  try {
    if (!hooks?.refresh) throw new Error('the page runtime is not running');
    await hooks.refresh(version, rerender);
  } catch (error) {
    if (!rerender || quiet) return;
    console.warn('[docsgen] Could not update the page in place; reloading.', error);
    reload();
  }
}

/** Swaps the stylesheet: the new one loads before the old one goes, so nothing flashes unstyled. */
function swapStylesheet(previous: string, href: string): void {
  const old = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.getAttribute('href') === previous);
  if (!old) return reload();
  const next = old.cloneNode() as HTMLLinkElement;
  next.setAttribute('href', href);
  next.addEventListener('load', () => old.remove(), { once: true });
  next.addEventListener('error', () => reload(), { once: true });
  old.after(next);
}

function handle(message: DevMessage, settings: DevClientSettings, pageVersion: string): void {
  switch (message.type) {
    case 'connected':
      setState('connected');
      // An edit may have landed between this page's request and this socket: look again, quietly.
      if (message.version !== pageVersion) void refresh(message.version, true, true);
      return;
    case 'page-update': {
      const shown = currentRoutes(settings.base);
      void refresh(
        message.version,
        message.routes.some((r) => shown.includes(r)),
      );
      return;
    }
    case 'full-reload':
      reload();
      return;
    case 'css-update':
      swapStylesheet(message.previous, message.href);
      return;
    case 'errors':
      showErrors(message.errors);
      return;
    case 'errors-cleared':
      hideErrors();
      return;
  }
}

/** After the server goes away: wait for it to answer again, then reload (a new server has a new token). */
async function waitForServerThenReload(): Promise<void> {
  for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
      if (response.status < 500) return reload();
    } catch {
      // still down
    }
  }
}

/** Whether a socket with this token was refused before in this tab (and remembers that it now was). */
function refusedBefore(token: string): boolean {
  const key = `docsgen-dev-refused:${token}`;
  try {
    if (sessionStorage.getItem(key)) return true;
    sessionStorage.setItem(key, '1');
    return false;
  } catch {
    return true;
  }
}

function connect(settings: DevClientSettings): void {
  const url = new URL(settings.socket, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', settings.token);
  const pageVersion = (JSON.parse(document.getElementById('__docsgen_data')?.textContent ?? '{}') as { buildId?: string }).buildId ?? '';
  setState('connecting');
  const socket = new WebSocket(url);
  let opened = false;
  socket.addEventListener('open', () => (opened = true));
  socket.addEventListener('message', (event) => handle(JSON.parse(String(event.data)) as DevMessage, settings, pageVersion));
  socket.addEventListener('close', () => {
    setState('disconnected');
    if (opened) {
      console.info('[docsgen] Lost the dev server; reloading when it is back.');
      void waitForServerThenReload();
      return;
    }
    // Refused: most likely a page kept from an earlier server (its token is stale). One reload fetches
    // a fresh page; a second refusal means something else is wrong, so stop there.
    if (refusedBefore(settings.token)) return console.warn('[docsgen] The dev server refused the live-reload socket; reload the page by hand.');
    void waitForServerThenReload();
  });
}

const settings = readSettings();
if (settings) {
  restoreScroll();
  connect(settings);
}
