import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, hasMarker, inPage, openPage, scrollY, serveShellFixture, setMarker, waitForRuntime, warnings, type ServedFixture } from './shell-helpers.js';

let browser: Browser;
let fixture: ServedFixture;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  [browser, fixture] = await Promise.all([launchBrowser(), serveShellFixture()]);
});
afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

describe('client-side navigation', () => {
  it('a sidebar link changes the page without a full reload, updates the URL and title, and scrolls to the top', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await setMarker(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    await page.locator('aside.sidebar a', { hasText: /^ceiling$/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Ceiling');
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/building-concepts/logic/functions/all-functions/math/ceiling');
    expect(await page.title()).toBe('Ceiling | Tessera');
    expect(await hasMarker(page)).toBe(true);
    await expect.poll(() => scrollY(page)).toBe(0);
    await close();
  });

  it('a link with an #anchor scrolls to that heading of the next page', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(fixture.url);
    await waitForRuntime(page);
    await page.locator('#main-content a', { hasText: 'the deep section of the long page' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Long page');
    expect(new URL(page.url()).hash).toBe('#deep-section');
    await expect.poll(() => inPage<number>(page, `document.getElementById('deep-section').getBoundingClientRect().top`)).toBeLessThan(200);
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await close();
  });

  it('shows a progress bar when the next page bundle takes longer than 200 ms, keeping the old page meanwhile', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_page/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.locator('aside.sidebar a', { hasText: /^floor$/ }).click();
    await expect.poll(() => page.locator('.route-progress').count()).toBe(1);
    expect(await page.locator('h1').first().textContent()).toBe('Add');
    release();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Floor');
    await expect.poll(() => page.locator('.route-progress').count()).toBe(0);
    await close();
  });

  it('a page bundle that fails to load logs a warning and reloads the page', async () => {
    const { page, messages, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await setMarker(page);
    await page.route('**/_page/**', (route) => route.abort());
    await page.locator('aside.sidebar a', { hasText: /^divide$/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Divide');
    expect(warnings(messages).some((w) => w.includes('Could not load /building-concepts/logic/functions/all-functions/math/divide; reloading the page'))).toBe(true);
    expect(await hasMarker(page)).toBe(false);
    await close();
  });

  it('Back returns to the previous page', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.locator('aside.sidebar a', { hasText: /^max$/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Max');
    await page.goBack();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Add');
    await close();
  });

  it('announces the new page to screen readers', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    const announcer = page.locator('#docsgen-route-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('assertive');
    await page.locator('aside.sidebar a', { hasText: /^modulo$/ }).click();
    await expect.poll(() => announcer.textContent()).toBe('Navigated to Modulo');
    await close();
  });
});

describe('matching paths', () => {
  it('/some/page.html and /some/page/index.html show /some/page', async () => {
    const { page, close } = await openPage(browser);
    for (const suffix of ['.html', '/index.html']) {
      await page.goto(`${siteUrl}building-concepts/jobs${suffix}`);
      await waitForRuntime(page);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Jobs');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/building-concepts/jobs');
    }
    await close();
  });

  it('an unmatched path shows the not-found page, after a full load and after a client-side link', async () => {
    const { page, messages, close } = await openPage(browser);
    await page.goto(`${siteUrl}no/such/page`);
    expect(await page.locator('h1').first().textContent()).toBe('Page not found');
    await waitForRuntime(page);
    await setMarker(page);
    await inPage(page, `window.__docsgen.navigate('/another/missing/page')`);
    await expect.poll(() => page.title()).toBe('Page not found | Tessera');
    expect(new URL(page.url()).pathname).toBe('/another/missing/page');
    expect(await hasMarker(page)).toBe(true);
    expect(warnings(messages).filter((w) => w.includes('Could not load'))).toEqual([]);
    await close();
  });
});

describe('prefetching', () => {
  it('preloads the next page bundle when the reader hovers a link', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    const requested = page.waitForRequest((r) => r.url().includes('/_page/building-concepts/logic/functions/all-functions/math/round.js'));
    await page.locator('aside.sidebar a', { hasText: /^round$/ }).hover();
    await requested;
    await close();
  });

  it('prefetches nothing when the reader asks to save data', async () => {
    const { page, close } = await openPage(browser);
    await page.addInitScript(`Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })`);
    const prefetched: string[] = [];
    page.on('request', (r) => r.url().includes('/_page/') && prefetched.push(r.url()));
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.locator('aside.sidebar a', { hasText: /^round$/ }).hover();
    await page.locator('.pagination-nav a').first().hover();
    // A navigation afterwards proves the runtime was listening: only its own bundle is fetched.
    await page.locator('aside.sidebar a', { hasText: /^round$/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Round');
    expect(prefetched.map((u) => decodeURIComponent(new URL(u).pathname))).toEqual(['/_page/building-concepts/logic/functions/all-functions/math/round.js']);
    await close();
  });
});
