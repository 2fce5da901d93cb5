import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { openPage } from './search-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RESULT = '.search-results .search-result';

describe('the /search page', () => {
  it('searches for the query in q and shows the count, breadcrumbs and snippets', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}search?q=reset%20password`);
    await page.waitForSelector(RESULT);
    expect(await page.inputValue('#search-page-input')).toBe('reset password');
    expect(await page.locator('.search-page-count').innerText()).toMatch(/^\d+ results for "reset password"$/);
    const first = page.locator(RESULT).first();
    expect(await first.locator('.search-result-title').innerText()).toBe('Reset password');
    expect(await first.locator('.search-result-title a').getAttribute('href')).toBe('/building-concepts/logic/functions/all-functions/login/resetPassword');
    expect(await first.locator('.search-result-crumb').allInnerTexts()).toEqual(['Building concepts']);
    expect(await page.locator(`${RESULT} mark`).count()).toBeGreaterThan(0);
    const withSnippet = page.locator(RESULT).filter({ has: page.locator('.search-result-snippet') });
    expect(await withSnippet.count()).toBeGreaterThan(0);
    expect(await withSnippet.first().locator('.search-result-crumb').first().innerText()).toBe('Building concepts');
    await close();
  });

  it('shows the contextual facets with their counts', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}search?q=otp`);
    await page.waitForSelector(RESULT);
    const count = Number((await page.locator('.search-page-count').innerText()).split(' ')[0]);
    const facets = (await page.locator('.search-facet').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    expect(facets).toEqual([`Language: English ${count}`, `Version: Next ${count}`]);
    expect([await page.locator('.search-facet input').nth(0).isChecked(), await page.locator('.search-facet input').nth(1).isChecked()]).toEqual([true, true]);
    await close();
  });

  it('shows 20 results, then 20 more when the reader scrolls to the end', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}search?q=data`);
    await page.waitForSelector(RESULT);
    expect(await page.locator(RESULT).count()).toBe(20);
    await page.locator(RESULT).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.locator(RESULT).count()).toBe(40);
    await close();
  });

  it('follows the query as the reader edits it, keeping q in the address', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}search?q=otp`);
    await page.waitForSelector(RESULT);
    await page.fill('#search-page-input', 'celsius');
    await expect.poll(() => page.locator(RESULT).first().locator('.search-result-title').innerText()).toBe('Celsius to Fahrenheit');
    expect(new URL(page.url()).searchParams.get('q')).toBe('celsius');
    await page.fill('#search-page-input', 'qwxzvbnmq');
    await expect.poll(() => page.locator('.search-page-status').innerText()).toBe('No results for "qwxzvbnmq"');
    await close();
  });

  it('works as a plain form without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}search`);
    expect(await page.locator('form[role="search"]').getAttribute('action')).toBe('/search');
    expect(await page.locator('#search-page-input').getAttribute('name')).toBe('q');
    await context.close();
  });
});
