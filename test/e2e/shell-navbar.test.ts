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

const navbarBottom = (page: Page) => inPage<number>(page, `document.querySelector('nav.navbar').getBoundingClientRect().bottom`);

describe('navbar', () => {
  it('hides on scroll down and comes back on scroll up', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    expect(await navbarBottom(page)).toBeGreaterThan(0);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    await close();
  });

  it('has the logo and title, the section links, the search slot, version and locale menus, the colour toggle and community links', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    const nav = page.locator('nav.navbar');
    expect(await nav.locator('.navbar-brand').textContent()).toBe('Tessera');
    expect(await nav.locator('.navbar-left a').allTextContents()).toEqual(['Docs', 'Concepts', 'Functions', 'How-to', 'Security']);
    expect(await nav.locator('.navbar-left a.active').textContent()).toBe('Functions');
    expect(await nav.locator('[data-search-slot]').count()).toBe(1);
    expect(await nav.locator('summary[aria-label="Version: Next"]').count()).toBe(1);
    expect(await nav.locator('summary[aria-label="Language: English"]').count()).toBe(1);
    expect(await inPage(page, `[...document.querySelectorAll('nav.navbar a.navbar-social')].map((a) => a.getAttribute('aria-label'))`)).toEqual(['Discord', 'LinkedIn', 'YouTube']);
    await close();
  });

  it('remembers the chosen version in localStorage', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.locator('summary[aria-label="Version: Next"]').click();
    await page.locator('.navbar-dropdown[open] .dropdown-menu a', { hasText: 'Next' }).click();
    await expect.poll(() => inPage(page, `localStorage.getItem('docsgen.preferredVersion')`)).toBe('current');
    await close();
  });

  it('the skip link is the first thing keyboard focus reaches and moves focus to the main content', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.keyboard.press('Tab');
    expect(await inPage(page, 'document.activeElement?.textContent')).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await inPage(page, 'document.activeElement?.id')).toBe('main-content');
    await close();
  });
});
