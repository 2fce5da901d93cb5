import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, inPage, openPage } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');
const siteOutDir = inject('siteOutDir');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every page of the built site, from its sitemap, plus the not-found page. */
async function allPaths(): Promise<string[]> {
  const sitemap = await readFile(path.join(siteOutDir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  return [...paths, '/no/such/page'];
}

/** What a reader without JavaScript sees on one page; problems as text, so a failure lists them all. */
async function checkPage(page: Page, pathname: string): Promise<string[]> {
  await page.goto(new URL(pathname.slice(1), siteUrl).href, { waitUntil: 'domcontentloaded' });
  // One round trip per page: the checks run in the page (with JavaScript off for the page's own scripts only).
  const problems = await inPage<string[]>(
    page,
    `(() => {
      const data = JSON.parse(document.getElementById('__docsgen_data')?.textContent ?? '{}');
      const visible = (selector) => document.querySelector(selector)?.checkVisibility() ?? false;
      const out = [];
      if (!visible('#main-content h1')) out.push('no visible h1');
      if ((document.getElementById('main-content')?.innerText.trim().length ?? 0) < 20) out.push('no content');
      if (!visible('nav.navbar .navbar-brand')) out.push('no navbar');
      if (!(document.querySelector('footer.footer')?.innerText ?? '').includes('2025')) out.push('no footer');
      if (data.page.hasSidebar && data.sidebar?.length && !visible('aside.sidebar a')) out.push('no sidebar');
      if (!data.page.hideToc && data.page.toc.length && !visible('nav.toc a')) out.push('no table of contents');
      return out;
    })()`,
  );
  return problems.map((p) => `${decodeURIComponent(pathname)}: ${p}`);
}

describe('without JavaScript', () => {
  it('every page shows its content, the navbar, the sidebar, the table of contents and the footer', { timeout: 600_000 }, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const paths = await allPaths();
    expect(paths.length).toBeGreaterThan(400);
    const queue = [...paths];
    const problems: string[] = [];
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        const page = await context.newPage();
        for (let next = queue.shift(); next; next = queue.shift()) problems.push(...(await checkPage(page, next)));
        await page.close();
      }),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at phone width the sidebar follows the content, so every page stays reachable', async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    expect(await page.locator('aside.sidebar a', { hasText: /^ceiling$/ }).isVisible()).toBe(true);
    expect(await page.locator('.navbar-toggle').isVisible()).toBe(false);
    await close();
  });
});
