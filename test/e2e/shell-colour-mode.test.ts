import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, inPage, openPage, waitForRuntime, warnings } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const background = (page: Page) => inPage<string>(page, 'getComputedStyle(document.body).backgroundColor');

describe('colour mode', () => {
  it('a first visit is dark, even when the system prefers light', async () => {
    const { page, close } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(siteUrl);
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe('rgb(15, 17, 21)');
    await close();
  });

  it('toggling to light survives a reload', async () => {
    const { page, close } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    expect(await theme(page)).toBe('light');
    await page.reload();
    expect(await theme(page)).toBe('light');
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await close();
  });

  it('the stored mode is on the page before the body is parsed, so it never flashes (even without the runtime)', async () => {
    const { page, close } = await openPage(browser);
    await page.addInitScript(`
      localStorage.setItem('theme', 'light');
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        window.__themeAtBody = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `);
    // The runtime never arrives: only the inline head script can have set the mode.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    expect(await inPage(page, 'window.__themeAtBody')).toBe('light');
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    await close();
  });

  it('without localStorage the page works and only a warning is logged', async () => {
    const { page, messages, errors, close } = await openPage(browser);
    await page.addInitScript(`Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } })`);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    expect(await theme(page)).toBe('dark');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    expect(await theme(page)).toBe('light');
    expect(errors).toEqual([]);
    expect(messages.filter((m) => m.type() === 'error' && !m.text().includes('Failed to load resource'))).toEqual([]);
    expect(warnings(messages).some((w) => w.includes('localStorage is unavailable'))).toBe(true);
    await close();
  });
});
