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
});
