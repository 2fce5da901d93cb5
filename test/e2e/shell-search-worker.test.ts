import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { openPage, waitForRuntime, warnings } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Reading the search index (about 1 MB of JSON) and ranking took one 140 ms task on the page's
 * main thread, 560 ms on Lighthouse's phone: the engine now runs in a module worker.
 */
describe('the search engine runs off the main thread', () => {
  it('the /search page is answered by a worker, which fetches the index', async () => {
    const { page, close } = await openPage(browser);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    const indexRequests: string[] = [];
    page.on('request', (r) => void (/\/assets\/search\/index(\.[0-9a-f]+)?\.json$/.test(r.url()) && indexRequests.push(r.url())));
    await page.goto(`${siteUrl}search?q=password`);
    await waitForRuntime(page);
    await expect.poll(() => page.locator('.search-result').count(), { timeout: 15_000 }).toBeGreaterThan(5);
    expect(workers.filter((url) => /\/search-worker\.[A-Z0-9]+\.js$/.test(url))).toHaveLength(1);
    expect(indexRequests).toHaveLength(1);
    // The page's own resource timing lists what its main thread fetched: the index is not among them.
    const fetchedByPage = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(fetchedByPage.filter((url) => url.includes('/assets/search/index.'))).toEqual([]);
    await close();
  });

  it('when the worker cannot start, the page searches on its own thread and says why in the console', async () => {
    const { page, messages, close } = await openPage(browser);
    await page.route(/\/search-worker\.[A-Z0-9]+\.js$/, (route) => route.abort());
    await page.goto(`${siteUrl}`);
    await waitForRuntime(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('password');
    await expect.poll(() => page.locator('.DocSearch-Hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(warnings(messages).some((w) => w.includes('The search worker failed; searching on the page instead.'))).toBe(true);
    await close();
  });
});
