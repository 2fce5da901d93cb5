/**
 * Screenshots of a built site as a reader sees it: served over HTTP from its folder, opened in
 * Chromium at a fixed window and color scheme, after load and web fonts, animations stopped.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';

export interface Shot {
  route: string;
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}

/** The name a shot's reference is recorded under. */
export const shotName = (shot: Shot): string => `${shot.route.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '_') || 'home'}-${shot.width}-${shot.scheme}.png`;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A static server for a built folder, resolving `/x` to `x/index.html` or `x.html` as static hosts do. */
export async function serveFolder(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const candidates = (pathname: string) => [pathname, path.join(pathname, 'index.html'), `${pathname}.html`];
  const server: Server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    for (const candidate of candidates(pathname)) {
      const file = path.join(dir, candidate);
      if (!file.startsWith(dir)) break;
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        res.end(await readFile(file));
        return;
      }
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end(await readFile(path.join(dir, '404.html')).catch(() => 'not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Takes each shot; the page may hydrate first (the reader sees the hydrated page). */
export async function takeShots(browser: Browser, baseUrl: string, shots: readonly Shot[]): Promise<Map<Shot, Buffer>> {
  const taken = new Map<Shot, Buffer>();
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, colorScheme: shot.scheme, reducedMotion: 'reduce' });
    // No request leaves the machine: anything not from the site is answered empty.
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    await page.goto(baseUrl + shot.route, { waitUntil: 'networkidle' });
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    await page.waitForTimeout(150);
    taken.set(shot, await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    await context.close();
  }
  return taken;
}
