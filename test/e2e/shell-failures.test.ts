import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { inPage, openPage, serveShellFixture, waitForRuntime, warnings, type ServedFixture } from './shell-helpers.js';

let browser: Browser;
let fixture: ServedFixture;

beforeAll(async () => {
  [browser, fixture] = await Promise.all([launchBrowser(), serveShellFixture()]);
});
afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

describe('failures have UI', () => {
  it("a render error shows 'This page crashed.', the cause chain, and 'Try again' renders the page again", async () => {
    const { page, close } = await openPage(browser);
    await page.addInitScript('window.__crashFragile = true');
    await page.goto(`${fixture.url}guides/Crash`);
    const crash = page.locator('.page-crashed');
    await expect.poll(() => crash.count()).toBe(1);
    expect(await crash.locator('h1').textContent()).toBe('This page crashed.');
    expect(await crash.locator('.error-cause-chain p').allTextContents()).toEqual(['The fragile widget failed', 'Cause: Its settings were missing']);
    // The navbar and sidebar stay usable around the crashed body.
    expect(await page.locator('aside.sidebar a').count()).toBeGreaterThan(3);
    await inPage(page, 'window.__crashFragile = false');
    await crash.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('#main-content').textContent()).toContain('The fragile widget works.');
    expect(await crash.count()).toBe(0);
    await close();
  });

  it('a page module without a default export raises an error (the navigation falls back to a full load)', async () => {
    const { page, messages, close } = await openPage(browser);
    // Routed before the page loads, so a prefetch of the link gets the broken module too.
    await page.route('**/_page/guides/Diagrams.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: 'export const meta = {};' }));
    await page.goto(`${fixture.url}guides/Plain`);
    await waitForRuntime(page);
    await page.locator('aside.sidebar a', { hasText: 'Diagrams' }).click();
    await expect.poll(() => warnings(messages).join('\n')).toContain('has no default export');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Diagrams');
    await close();
  });

  it('when the code of an MDX page fails to load, an error text with a Retry button retries it', async () => {
    const { page, close } = await openPage(browser);
    let fail = true;
    await page.route('**/_page/guides/Crash.js*', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${fixture.url}guides/Crash`);
    const notice = page.locator('.chunk-error');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain('Part of this page failed to load');
    // The server-rendered page is still there to read.
    expect(await page.locator('#main-content').textContent()).toContain('The fragile widget works.');
    fail = false;
    await notice.getByRole('button', { name: 'Retry' }).click();
    await waitForRuntime(page);
    expect(await notice.count()).toBe(0);
    await close();
  });
});

describe('wrong base URL', () => {
  it('shows the site owner a banner that explains the baseUrl setting', async () => {
    const wrong = await serveShellFixture({ baseUrl: '/docs/', servedAt: '/' });
    try {
      const { page, close } = await openPage(browser);
      await page.goto(wrong.url);
      const banner = page.locator('#docsgen-base-url-banner');
      await expect.poll(() => banner.count()).toBe(1);
      const text = await banner.textContent();
      expect(text).toContain('did not load properly');
      expect(text).toContain('baseUrl = "/docs/"');
      expect(text).toContain('Set baseUrl to "/"');
      await close();
    } finally {
      await wrong.close();
    }
  });

  it("shows the banner for a site built for / and served under /sub/ (its files answered by the host's 404 page)", async () => {
    const wrong = await serveShellFixture({ servedAt: '/sub/' });
    try {
      const { page, close } = await openPage(browser);
      await page.goto(wrong.url);
      const banner = page.locator('#docsgen-base-url-banner');
      await expect.poll(() => banner.count()).toBe(1);
      const text = await banner.textContent();
      expect(text).toContain('baseUrl = "/"');
      expect(text).toContain('Set baseUrl to "/sub/"');
      await close();
    } finally {
      await wrong.close();
    }
  });

  it('shows no banner when the base URL is right', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(fixture.url);
    await waitForRuntime(page);
    await page.waitForLoadState('load');
    expect(await page.locator('#docsgen-base-url-banner').count()).toBe(0);
    await close();
  });
});
