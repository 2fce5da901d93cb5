import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { inPage, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ShownResult {
  title: string;
  snippet: string;
  weight: number;
}

const RESULTS = `[...document.querySelectorAll('.search-result')].map((r) => ({
  title: r.querySelector('.search-result-title').textContent,
  snippet: r.querySelector('.search-result-snippet')?.textContent ?? '',
  weight: Number(getComputedStyle(r.querySelector('.search-result-title a')).fontWeight),
}))`;

describe('the /search page', () => {
  it('shows a snippet under every result, page hits included (their summary), under titles of normal weight', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}search?q=incident%20response`);
    await waitForRuntime(page);
    await page.waitForSelector('.search-result');
    await expect.poll(async () => (await inPage<ShownResult[]>(page, RESULTS)).filter((r) => !r.snippet).map((r) => r.title), { timeout: 15_000 }).toEqual([]);
    const results = await inPage<ShownResult[]>(page, RESULTS);
    const pageHit = results.find((r) => r.title === 'Incident response');
    expect(pageHit?.snippet.length).toBeGreaterThan(20);
    expect(Math.max(...results.map((r) => r.weight))).toBeLessThanOrEqual(600);
    await close();
  });

  for (const width of [390, 1280]) {
    // Retried: on a loaded two-core runner a late font or hydration can nudge the navbar once (0.005).
    it(`at ${width} px, results arriving after the page shows move nothing the reader sees (no layout shift)`, { retry: 2 }, async () => {
      const { page, close } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.addInitScript(
        `window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value.toFixed(4) + ' ' + e.sources.map((s) => s.node?.nodeName + '.' + (s.node?.className || '')).join(', ')); }).observe({ type: 'layout-shift', buffered: true });`,
      );
      await page.goto(`${siteUrl}search?q=password`);
      await waitForRuntime(page);
      await page.waitForSelector('.search-result');
      await page.waitForTimeout(500);
      expect(await inPage<string[]>(page, 'window.__shifts')).toEqual([]);
      await close();
    });
  }

  it('what the reader types before the page has loaded its code is kept, searched for and put in the address; the caret stays in the box', async () => {
    const { page, close } = await openPage(browser);
    // Every script arrives 800 ms late, so the keys below land in the plain, server-rendered form.
    await page.route(/\.m?js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${siteUrl}search`, { waitUntil: 'domcontentloaded' });
    await page.click('#search-page-input');
    await page.keyboard.type('passw');
    expect(await inPage<boolean>(page, `document.documentElement.hasAttribute('data-interactive')`)).toBe(false);
    await waitForRuntime(page);
    await page.waitForSelector('.search-result', { timeout: 20_000 });
    await page.keyboard.type('ord');
    await expect.poll(() => page.inputValue('#search-page-input')).toBe('password');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('password');
    expect(await inPage<string>(page, `document.activeElement?.id`)).toBe('search-page-input');
    await close();
  });
});
