import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, inPage, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');
/** A page with code blocks without a title. */
const UNTITLED_CODE_PAGE = 'how to/interactive manuals/Calling any API';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(width: number, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const opened = await openPage(browser, { viewport: { width, height: 800 } });
  await opened.page.goto(`${siteUrl}${path}`);
  await waitForRuntime(opened.page);
  return opened;
}

/** Each code block's Copy button, shown as on hover, against the text of its lines: the names of lines it covers. */
const COVERED_LINES = `(() => {
  const covered = [];
  for (const block of document.querySelectorAll('#main-content .code-block')) {
    const button = block.querySelector('.copy-button');
    button.style.opacity = '1';
    const b = button.getBoundingClientRect();
    for (const line of block.querySelectorAll('.line')) {
      const range = document.createRange();
      range.selectNodeContents(line);
      for (const r of range.getClientRects()) {
        if (r.width && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top) covered.push(line.textContent.slice(0, 40));
      }
    }
  }
  return [...new Set(covered)];
})()`;

describe('reading on any screen', () => {
  it('at 390 px a table wider than the screen fades on the side that has more, and no longer once scrolled to its end', async () => {
    const { page, close } = await open(390, FUNCTION_PAGE);
    const table = `document.querySelector('#main-content .markdown table')`;
    expect(await inPage<boolean>(page, `${table}.scrollWidth > ${table}.clientWidth`)).toBe(true);
    await expect.poll(() => inPage<string | undefined>(page, `${table}.dataset.scrollMore`)).toBe('right');
    expect(await inPage<string>(page, `getComputedStyle(${table}).maskImage`)).toContain('gradient');
    await inPage<void>(page, `void (${table}.scrollLeft = ${table}.scrollWidth)`);
    await expect.poll(() => inPage<string | undefined>(page, `${table}.dataset.scrollMore`)).toBe('left');
    await close();
  });

  it('the mobile menu opens with its close button in view, on a page deep in the sidebar', async () => {
    const { page, close } = await open(390, 'building-concepts/logic/functions/all-functions/verticallist/getverticallistcomponentbycode');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const closeButton = page.getByRole('button', { name: 'Close navigation menu' });
    await closeButton.waitFor();
    expect(await inPage<number>(page, `document.getElementById('mobile-menu').scrollTop`)).toBeGreaterThan(0);
    const onTop = await inPage<boolean>(
      page,
      `(() => { const b = document.querySelector('#mobile-menu [aria-label="Close navigation menu"]'), r = b.getBoundingClientRect(); return r.top >= 0 && b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)); })()`,
    );
    expect(onTop).toBe(true);
    await closeButton.click();
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);
    await close();
  });

  for (const [width, beside] of [
    [996, false],
    [997, true],
    [1100, true],
    [1201, true],
  ] as const) {
    it(`at ${width} px the table of contents is ${beside ? 'beside the article' : 'a collapsible list above it'}`, async () => {
      const { page, close } = await open(width, FUNCTION_PAGE);
      expect(await page.locator('nav.toc').isVisible()).toBe(beside);
      expect(await page.locator('details.toc-mobile').isVisible()).toBe(!beside);
      await close();
    });
  }

  for (const path of [FUNCTION_PAGE, UNTITLED_CODE_PAGE]) {
    it(`the Copy button covers no code (${path.split('/').at(-1)}), at 390 and 1280 px`, async () => {
      for (const width of [390, 1280]) {
        const { page, close } = await open(width, path);
        expect(await page.locator('#main-content .code-block').count()).toBeGreaterThan(0);
        expect(await inPage<string[]>(page, COVERED_LINES)).toEqual([]);
        await close();
      }
    });
  }
});
