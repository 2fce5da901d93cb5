import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import type { HydrationData } from '../../src/shared/app-props.js';
import { FUNCTION_PAGE, openPage } from './shell-helpers.js';

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
  const problems: string[] = [];
  await page.goto(new URL(pathname.slice(1), siteUrl).href);
  const data = JSON.parse((await page.locator('#__docsgen_data').textContent()) ?? '{}') as HydrationData;
  const visible = (selector: string) => page.locator(selector).first().isVisible();
  if (!(await visible('#main-content h1'))) problems.push('no visible h1');
  if (!((await page.locator('#main-content').innerText()).trim().length > 20)) problems.push('no content');
  if (!(await visible('nav.navbar .navbar-brand'))) problems.push('no navbar');
  if (!(await page.locator('footer.footer').innerText()).includes('2025')) problems.push('no footer');
  if (data.page.hasSidebar && data.sidebar?.length && !(await visible('aside.sidebar a'))) problems.push('no sidebar');
  if (!data.page.hideToc && data.page.toc.length && !(await visible('nav.toc a'))) problems.push('no table of contents');
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
