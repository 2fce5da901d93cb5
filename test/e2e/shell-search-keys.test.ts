import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');
const INPUT = '.DocSearch-Input';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('keys typed right after the search shortcut, at full speed, all reach the search box', () => {
  for (const shortcut of ['Control+k', '/'] as const) {
    it(`${shortcut}, on a hydrated page whose search code has not been fetched yet`, async () => {
      const { page, close } = await openPage(browser);
      await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
      await waitForRuntime(page);
      await page.keyboard.press(shortcut);
      await page.keyboard.type('slug');
      await page.waitForSelector(INPUT);
      await expect.poll(() => page.inputValue(INPUT)).toBe('slug');
      await close();
    });
  }

  it('on a slow connection: what is typed (and erased) while the modal code loads is kept', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    // Every script fetched from now on (the modal's chunks) arrives 600 ms late.
    await page.route(/\.m?js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('reset passwrd');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ord');
    await page.waitForSelector(INPUT, { timeout: 15_000 });
    await page.keyboard.type(' x');
    await expect.poll(() => page.inputValue(INPUT)).toBe('reset password x');
    expect(await page.evaluate('document.activeElement?.className')).toContain('DocSearch-Input');
    await close();
  });
});
