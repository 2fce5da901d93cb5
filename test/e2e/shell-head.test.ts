import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, inPage, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What link previews, crawlers and extensions read from the head. */
const HEAD = `(() => {
  const meta = (selector) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogUrl: meta('meta[property="og:url"]'),
    twitterTitle: meta('meta[name="twitter:title"]'),
    twitterDescription: meta('meta[name="twitter:description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: meta('meta[name="robots"]'),
  };
})()`;
type Head = Record<string, string | null>;

async function headOfFullLoad(path: string): Promise<Head> {
  const { page, close } = await openPage(browser);
  await page.goto(`${siteUrl}${path}`);
  const head = await inPage<Head>(page, HEAD);
  await close();
  return head;
}

async function navigateByLink(page: Page, link: string, heading: string): Promise<void> {
  await page.locator(link).first().click();
  await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(heading);
}

describe('the head after client-side navigation', () => {
  it('describes the new page exactly as a full load of it does: description, Open Graph, Twitter, canonical, noindex', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    const before = await inPage<Head>(page, HEAD);

    await navigateByLink(page, 'aside.sidebar a:text-is("ceiling")', 'Ceiling');
    const ceiling = await inPage<Head>(page, HEAD);
    expect(ceiling.description).not.toBe(before.description);
    expect(ceiling).toEqual(await headOfFullLoad(new URL(page.url()).pathname.slice(1)));

    // To a noindex page and back again.
    await page.evaluate(`window.__docsgen.navigate('/search?q=ceiling')`);
    await expect.poll(() => inPage<string>(page, 'document.title'), { timeout: 15_000 }).toBe('Search | Tessera');
    expect(await inPage<Head>(page, HEAD)).toEqual(await headOfFullLoad('search?q=ceiling'));
    await page.goBack();
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Ceiling');
    expect(await inPage<Head>(page, HEAD)).toEqual(ceiling);
    await close();
  });
});
