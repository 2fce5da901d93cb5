import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { HIT, INPUT, MODAL, hitTitles, openModal, openPage, search } from './search-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');
const PAGE = `${siteUrl}building-concepts/`;
const RESET_PASSWORD = '/building-concepts/logic/functions/all-functions/login/resetPassword';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Words as search engines count them: runs of letters and digits. */
const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
const isSearchRequest = (path: string) => /\/assets\/search\/|SearchModal|search-runtime/.test(path);

describe('the navbar search box', () => {
  it('Ctrl+K pressed right after navigation starts, before hydration, opens the modal with what was typed after it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    // Hold the runtime back, so the keys are surely pressed before it has hydrated the page.
    await context.route(/\/assets\/main\.[A-Z0-9]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(PAGE, { waitUntil: 'commit' });
    await page.waitForSelector('.navbar', { state: 'attached' });
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('otp');
    await page.waitForSelector(INPUT, { timeout: 15_000 });
    await expect.poll(() => page.inputValue(INPUT)).toBe('otp');
    await context.close();
  });

  it('shows "Search docs" and loads no search code or index until the reader starts to search', async () => {
    const { page, requests, close } = await openPage(browser, PAGE);
    expect(await page.locator('.navbar-search .DocSearch-Button-Placeholder').innerText()).toBe('Search docs');
    await page.mouse.wheel(0, 600);
    expect(requests.filter(isSearchRequest)).toEqual([]);
    await openModal(page);
    await search(page, 'reset password');
    expect(requests.some((p) => /search-runtime/.test(p))).toBe(true);
    expect(requests.some((p) => /SearchModal/.test(p))).toBe(true);
    expect(requests.some((p) => /\/assets\/search\/index\.[0-9a-f]+\.json$/.test(p))).toBe(true);
    await close();
  });

  it("the focused search input shows one focus ring: the form's, not a second outline on the input", async () => {
    const { page, close } = await openPage(browser, PAGE);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(INPUT);
    const rings = (await page.evaluate(`(() => {
      const input = document.querySelector('.DocSearch-Input');
      const form = document.querySelector('.DocSearch-Form');
      const i = getComputedStyle(input), f = getComputedStyle(form);
      return { inputOutline: i.outlineStyle, inputShadow: i.boxShadow, formShadow: f.boxShadow, focused: document.activeElement === input };
    })()`)) as { inputOutline: string; inputShadow: string; formShadow: string; focused: boolean };
    expect(rings.focused).toBe(true);
    expect(rings.inputOutline).toBe('none');
    expect(rings.inputShadow).toBe('none');
    expect(rings.formShadow).not.toBe('none');
    await close();
  });

  it('opens with Ctrl+K and Cmd+K, and Escape closes it', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await page.keyboard.press('Control+k');
    await page.waitForSelector(INPUT);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.keyboard.press('Meta+k');
    await page.waitForSelector(INPUT);
    expect(await page.evaluate('document.activeElement.className')).toContain('DocSearch-Input');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await close();
  });

  // Retried: on a loaded two-core runner the first '/' can land before hydration has finished.
  it("opens with '/' but not while the reader types in a field", { retry: 2 }, async () => {
    const { page, close } = await openPage(browser, `${siteUrl}search`);
    // The /search form's input is replaced when the page hydrates: type into the hydrated one.
    await page.waitForSelector('html[data-interactive]', { state: 'attached' });
    await page.focus('#search-page-input');
    await page.keyboard.type('a/b');
    expect(await page.inputValue('#search-page-input')).toBe('a/b');
    expect(await page.locator(MODAL).count()).toBe(0);
    await page.locator('#search-page-input').blur();
    await page.keyboard.press('/');
    await page.waitForSelector(INPUT);
    expect(await page.inputValue(INPUT)).toBe('');
    await close();
  });

  it('limits the query to 64 characters', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await page.keyboard.type('x'.repeat(80));
    expect(await page.inputValue(INPUT)).toHaveLength(64);
    await close();
  });

  it('shows "No recent searches" on the start screen of a new reader', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    expect(await page.locator('.DocSearch-StartScreen').innerText()).toContain('No recent searches');
    await close();
  });
});

describe('search results in the modal', () => {
  it('groups results by sidebar section with at most 5 per group', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'datatable');
    const sections = page.locator('.DocSearch-Dropdown .DocSearch-Hits');
    const groups: { title: string; hits: number }[] = [];
    for (let i = 0; i < (await sections.count()); i++) {
      groups.push({ title: await sections.nth(i).locator('.DocSearch-Hit-source').innerText(), hits: await sections.nth(i).locator('.DocSearch-Hit').count() });
    }
    expect(groups.length).toBeGreaterThan(0);
    expect(groups[0]!.title).toBe('Building concepts');
    for (const g of groups) expect(g.hits).toBeLessThanOrEqual(5);
    expect(groups[0]!.hits).toBe(5);
    await close();
  });

  it('highlights the matched words with <mark> and snippets paragraphs to 10 words', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'lockout');
    expect(await page.locator(`${HIT} mark`).count()).toBeGreaterThan(0);
    const snippets = await page.locator(`${HIT} .DocSearch-Hit-title`).allInnerTexts();
    const words = snippets.filter((s) => s.includes('…')).map(wordCount);
    expect(words.length).toBeGreaterThan(0);
    for (const n of words) expect(n).toBeLessThanOrEqual(10);
    await close();
  });

  it('snippets paragraphs to 5 words on screens up to 768 px wide', async () => {
    const { page, close } = await openPage(browser, PAGE, { viewport: { width: 700, height: 900 } });
    await openModal(page);
    await search(page, 'lockout');
    const snippets = await page.locator(`${HIT} .DocSearch-Hit-title`).allInnerTexts();
    const words = snippets.filter((s) => s.includes('…')).map(wordCount);
    expect(words.length).toBeGreaterThan(0);
    for (const n of words) expect(n).toBeLessThanOrEqual(5);
    await close();
  });

  it('arrow keys move the active item', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'reset password');
    const selected = () => page.locator(`${HIT}[aria-selected="true"] .DocSearch-Hit-title`).innerText();
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    const second = await selected();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(first);
    await close();
  });

  it('Enter opens the active hit without reloading the page', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await page.evaluate('window.__sameDocument = true');
    await openModal(page);
    await search(page, 'reset password');
    expect((await hitTitles(page))[0]).toBe('Reset password');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === RESET_PASSWORD);
    await page.waitForFunction('document.querySelector("h1")?.textContent === "Reset password"');
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    expect(await page.locator(MODAL).count()).toBe(0);
    await close();
  });

  it('a click on a hit opens it without reloading the page and closes the modal', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await page.evaluate('window.__sameDocument = true');
    await openModal(page);
    await search(page, 'otp qr');
    await page.locator(HIT).first().click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/building-concepts/ui/Elements/OTP Qr Code');
    await page.waitForFunction('document.querySelector("h1")?.textContent === "OTP Qr Code"');
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    expect(await page.locator(MODAL).count()).toBe(0);
    await close();
  });

  it('Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window, Alt+Enter does nothing', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'reset password');
    const opened = async (key: string) => {
      const popup = page.context().waitForEvent('page');
      await page.keyboard.press(key);
      const tab = await popup;
      await tab.waitForURL((url) => url.pathname !== 'blank');
      const path = decodeURIComponent(new URL(tab.url()).pathname);
      await tab.close();
      return path;
    };
    expect(await opened('Control+Enter')).toBe(RESET_PASSWORD);
    expect(await opened('Shift+Enter')).toBe(RESET_PASSWORD);
    const pages = page.context().pages().length;
    await page.keyboard.press('Alt+Enter');
    await page.keyboard.press('ArrowDown');
    expect(page.context().pages()).toHaveLength(pages);
    expect(new URL(page.url()).pathname).toBe('/building-concepts/');
    expect(await page.locator(MODAL).count()).toBe(1);
    await close();
  });

  it('Escape with the panel closed clears the query: the search starts over', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'reset password');
    // Tab blurs the input, which closes the results panel; Escape then clears and closes.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await openModal(page);
    expect(await page.inputValue(INPUT)).toBe('');
    expect(await page.locator('.DocSearch-StartScreen').count()).toBe(1);
    await close();
  });

  it("links 'See all {count} results' to the /search page for the query", async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'reset password');
    const link = page.locator('.search-see-all');
    expect(await link.innerText()).toMatch(/^See all \d+ results$/);
    expect(await link.getAttribute('href')).toBe('/search?q=reset%20password');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'reset password');
    await page.waitForSelector('.search-result');
    expect(await page.locator(MODAL).count()).toBe(0);
    await close();
  });

  it('says when nothing matches, suggests up to 3 searches and offers to report it', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await openModal(page);
    await search(page, 'password');
    await search(page, 'qwxzvbnmq');
    const screen = page.locator('.DocSearch-NoResults');
    expect(await screen.locator('.DocSearch-Title').innerText()).toBe('No results for "qwxzvbnmq"');
    expect(await screen.innerText()).toContain('Try searching for');
    const suggestions = await screen.locator('.DocSearch-NoResults-Prefill-List li').count();
    expect(suggestions).toBeGreaterThan(0);
    expect(suggestions).toBeLessThanOrEqual(3);
    expect(await screen.innerText()).toContain('Believe this query should return results? Let us know.');
    expect(await screen.locator('a', { hasText: 'Let us know.' }).getAttribute('href')).toContain('qwxzvbnmq');
    await close();
  });
});

describe('recent and favorite searches', () => {
  const choose = async (page: import('playwright-core').Page, query: string) => {
    await openModal(page);
    await search(page, query);
    await page.keyboard.press('Enter');
    await page.waitForSelector(MODAL, { state: 'detached' });
  };

  it('keeps recent searches per index, promotes them to favorites and removes them', async () => {
    const { page, close } = await openPage(browser, PAGE);
    await choose(page, 'reset password');
    await choose(page, 'otp qr');
    await openModal(page);
    const start = page.locator('.DocSearch-Dropdown');
    expect(await start.locator('.DocSearch-Hit-source').first().innerText()).toBe('Recent');
    expect(await start.locator('.DocSearch-Hit-title').allInnerTexts()).toEqual(['OTP Qr Code', 'Reset password']);
    const stored = JSON.parse(String(await page.evaluate("localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__tessera_docs')"))) as { url: string }[];
    expect(stored).toHaveLength(2);

    await start.locator('.DocSearch-Hit', { hasText: 'Reset password' }).hover();
    await start.locator('.DocSearch-Hit', { hasText: 'Reset password' }).locator('button[title="Save this search"]').click();
    await expect.poll(() => start.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent', 'Favorite']);
    expect(await start.locator('.DocSearch-Hits').last().locator('.DocSearch-Hit-title').allInnerTexts()).toEqual(['Reset password']);

    await start.locator('.DocSearch-Hit', { hasText: 'OTP Qr Code' }).hover();
    await start.locator('.DocSearch-Hit', { hasText: 'OTP Qr Code' }).locator('button[title="Remove this search from history"]').click();
    await expect.poll(() => start.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Favorite']);
    await start.locator('.DocSearch-Hit', { hasText: 'Reset password' }).hover();
    await start.locator('.DocSearch-Hit', { hasText: 'Reset password' }).locator('button[title="Remove this search from favorites"]').click();
    await expect.poll(() => start.innerText()).toContain('No recent searches');
    expect(JSON.parse(String(await page.evaluate("localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__tessera_docs')")))).toEqual([]);
    await close();
  });

  it('keeps 7 recent searches, or 4 once there are favorites, and 10 favorites', async () => {
    const { page, close } = await openPage(browser, PAGE);
    // Nine searches chosen earlier, stored as DocSearch stores them.
    const hit = (i: number) => ({
      objectID: `r${i}`,
      url: `/Roadmap#r${i}`,
      url_without_anchor: '/Roadmap',
      anchor: `r${i}`,
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'Documentation', lvl1: 'Roadmap', lvl2: `Recent ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
    await page.evaluate(`localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__tessera_docs', ${JSON.stringify(JSON.stringify(Array.from({ length: 9 }, (_, i) => hit(i))))})`);
    await page.reload();
    await page.waitForSelector('html[data-interactive]', { state: 'attached' });
    await openModal(page);
    const start = page.locator('.DocSearch-Dropdown');
    expect(await start.locator('.DocSearch-Hit').count()).toBe(7);
    await page.keyboard.press('Escape');
    const favorites = Array.from({ length: 12 }, (_, i) => hit(20 + i));
    await page.evaluate(`localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__tessera_docs', ${JSON.stringify(JSON.stringify(favorites))})`);
    await page.reload();
    await page.waitForSelector('html[data-interactive]', { state: 'attached' });
    await openModal(page);
    expect(await start.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent', 'Favorite']);
    expect(await start.locator('.DocSearch-Hits').first().locator('.DocSearch-Hit').count()).toBe(4);
    expect(await start.locator('.DocSearch-Hits').last().locator('.DocSearch-Hit').count()).toBe(10);
    await close();
  });
});
