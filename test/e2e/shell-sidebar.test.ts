import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, inPage, openPage, serveShellFixture, waitForRuntime, type ServedFixture } from './shell-helpers.js';

let browser: Browser;
let fixture: ServedFixture;
const siteUrl = inject('siteUrl');
const siteOutDir = inject('siteOutDir');

beforeAll(async () => {
  [browser, fixture] = await Promise.all([launchBrowser(), serveShellFixture()]);
});
afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

describe('sidebar', () => {
  it("opens the current page's category path, highlights the page and scrolls it into view", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    const current = page.locator('aside.sidebar a[aria-current="page"]');
    expect(await current.textContent()).toBe('add');
    for (const label of ['Building concepts', 'Logic', 'Functions', 'All functions', 'math']) {
      expect(await page.locator('aside.sidebar .sidebar-category.open > .sidebar-category-row > a', { hasText: new RegExp(`^${label}$`) }).count()).toBe(1);
    }
    const inView = await inPage<boolean>(
      page,
      `(() => {
        const nav = document.querySelector('aside.sidebar nav');
        const link = nav.querySelector('[aria-current="page"]').getBoundingClientRect();
        const box = nav.getBoundingClientRect();
        return nav.scrollTop > 0 && link.top >= box.top && link.bottom <= box.bottom;
      })()`,
    );
    expect(inView).toBe(true);
    await close();
  });

  it('opening a category never closes another, and children left out of the HTML load from the section data', async () => {
    const { page, close } = await openPage(browser);
    const sectionRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/sidebar/') && sectionRequests.push(r.url()));
    await page.goto(`${fixture.url}guides/Plain`);
    await waitForRuntime(page);
    const sidebar = page.locator('aside.sidebar');
    expect(await sidebar.locator('a', { hasText: 'Alpha' }).count()).toBe(0);
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Reference'" }).click();
    await expect.poll(() => sidebar.locator('a', { hasText: 'Alpha' }).isVisible()).toBe(true);
    expect(sectionRequests).toHaveLength(1);
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Deep'" }).click();
    await expect.poll(() => sidebar.locator('a', { hasText: 'Leaf' }).isVisible()).toBe(true);
    expect(await sidebar.locator('a', { hasText: 'Plain page' }).isVisible()).toBe(true);
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'Reference'" }).click();
    expect(await sidebar.locator('a', { hasText: 'Alpha' }).isVisible()).toBe(false);
    expect(await sidebar.locator('a', { hasText: 'Plain page' }).isVisible()).toBe(true);
    await close();
  });

  it('the sidebar HTML grows with the current section only, not with the whole site', async () => {
    const html = await readFile(path.join(siteOutDir, 'security', 'index.html'), 'utf8');
    const sidebar = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    // None of the ~300 function pages is linked from a page of another section.
    expect(sidebar).not.toContain('all-functions/math/add');
    const functionPage = await readFile(path.join(siteOutDir, `${FUNCTION_PAGE}.html`), 'utf8');
    const functionSidebar = functionPage.slice(functionPage.indexOf('<aside'), functionPage.indexOf('</aside>'));
    expect(functionSidebar).toContain('all-functions/math/add');
    expect(functionSidebar).not.toContain('all-functions/text-manipulation/slugify');
  });
});

describe('content', () => {
  it('a code block copy button copies the code and says so', async () => {
    const { page, close } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(fixture.url);
    await waitForRuntime(page);
    const block = page.locator('.code-block').first();
    expect(await block.locator('.code-title').textContent()).toBe('hello.js');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect.poll(() => block.locator('.copy-button').textContent()).toBe('Copied');
    expect(await inPage(page, 'navigator.clipboard.readText()')).toBe("console.log('hello');\nconsole.log('world');");
    await close();
  });

  it('the announcement bar can be dismissed, stays dismissed, and comes back when its id changes', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(fixture.url);
    await waitForRuntime(page);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.textContent()).toContain('A fixture announcement.');
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    expect(await bar.count()).toBe(0);
    await page.reload();
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    // A dismissal of an older bar does not hide a new one.
    await inPage(page, `localStorage.setItem('docsgen.announcement.dismissed', 'shell-0')`);
    await page.reload();
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
    await close();
  });

  it('the table of contents highlights the heading being read', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${fixture.url}guides/Long%20page`);
    await waitForRuntime(page);
    const active = page.locator('nav.toc a.active');
    expect(await active.textContent()).toBe('Section 1');
    await inPage(page, `document.getElementById('section-5').scrollIntoView()`);
    await expect.poll(() => active.textContent()).toBe('Section 5');
    expect(await page.locator('nav.toc a').allTextContents()).toContain('Detail 3');
    await close();
  });
});
