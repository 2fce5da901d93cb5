import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { MANUAL_PAGE, inPage, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
let proxy: http.Server;
let proxyUrl: string;
const siteUrl = inject('siteUrl');

/** Where the page's HTML is held back: inside the navbar, then inside the article (before the table of contents). */
const PAUSES_MS = 600;

/**
 * A proxy to the site that sends a page's HTML in three parts with pauses between, as a slow network or a
 * busy phone's parser delivers it: the browser has half a navbar and half an article in hand, and could paint them.
 */
function startSlowProxy(target: string): Promise<string> {
  proxy = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url!, target), { headers: { accept: req.headers.accept ?? '*/*', 'accept-encoding': 'identity' } });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      if (!type.startsWith('text/html')) return res.end(body);
      const html = body.toString('utf8');
      const cuts = [html.indexOf('navbar-right') + 40, html.indexOf('class="toc"') - 2000].filter((at) => at > 0).sort((a, b) => a - b);
      let from = 0;
      for (const at of cuts) {
        res.write(html.slice(from, at));
        from = at;
        await new Promise((resolve) => setTimeout(resolve, PAUSES_MS));
      }
      res.end(html.slice(from));
    })().catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`)));
}

beforeAll(async () => {
  [browser, proxyUrl] = await Promise.all([launchBrowser(), startSlowProxy(siteUrl)]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.close(resolve));
});

const RECORD_SHIFTS = `window.__shifts = []; window.__paints = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push(e.value.toFixed(4) + ' ' + e.sources.map((s) => (s.node?.className || s.node?.nodeName) + ' ' + [s.previousRect.x, s.previousRect.width].map(Math.round) + '->' + [s.currentRect.x, s.currentRect.width].map(Math.round)).join(', ')); }).observe({ type: 'layout-shift', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__paints.push(e.name); }).observe({ type: 'paint', buffered: true });`;

describe('the first paint', () => {
  it('waits for the whole page shell: HTML that arrives in parts paints no half navbar or TOC-less article that then jumps (CLS 0)', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(`${proxyUrl}${MANUAL_PAGE}`);
    await waitForRuntime(page);
    await page.waitForTimeout(500);
    expect(await inPage<string[]>(page, 'window.__paints')).toContain('first-contentful-paint');
    // The TOC column is there, so the article was laid out once, at its final width.
    expect(await page.locator('nav.toc').isVisible()).toBe(true);
    expect(await inPage<string[]>(page, 'window.__shifts')).toEqual([]);
    await close();
  });

  it("fetches the page's code only after it has painted, so the code takes no bandwidth from the first paint, and then hydrates", async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${proxyUrl}${MANUAL_PAGE}`);
    await waitForRuntime(page);
    const [paint, code] = await inPage<[number, number]>(
      page,
      `[performance.getEntriesByName('first-contentful-paint')[0].startTime, performance.getEntriesByType('resource').find((e) => /\\/assets\\/main\\.[^/]*\\.js$/.test(new URL(e.name).pathname)).startTime]`,
    );
    // The HTML arrived in parts over 1.2 s: a script in the head would have been requested long before the paint.
    expect(code).toBeGreaterThanOrEqual(paint);
    expect(await page.locator('html[data-interactive]').count()).toBe(1);
    await close();
  });
});
