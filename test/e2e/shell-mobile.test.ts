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

const focusedInMenu = (page: Page) => inPage<boolean>(page, `document.getElementById('mobile-menu')?.contains(document.activeElement) ?? false`);

describe('mobile sidebar (below 996 px)', () => {
  it('at 800 px it opens from the navbar, traps focus and closes on Escape', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 800, height: 900 } });
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    expect(await page.locator('aside.sidebar').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.locator('a[aria-current="page"]').textContent()).toBe('add');
    expect(await menu.locator('a[aria-current="page"]').isVisible()).toBe(true);
    expect(await focusedInMenu(page)).toBe(true);
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInMenu(page)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInMenu(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await inPage(page, `document.activeElement?.getAttribute('aria-label')`)).toBe('Open navigation menu');
    await close();
  });

  it('closes when the reader follows one of its links', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 800, height: 900 } });
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await menu.locator('a', { hasText: /^ceiling$/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Ceiling');
    await expect.poll(() => menu.count()).toBe(0);
    await close();
  });

  it('at phone width the page keeps its search slot and colour toggle in the navbar', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    const overflow = await inPage<number>(page, 'document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    expect(await page.getByRole('button', { name: /Switch to light mode/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).isVisible()).toBe(true);
    await close();
  });
});
