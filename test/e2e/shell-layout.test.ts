import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { PAGE_KINDS, inPage, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every width from 320 to 1,440 px in steps of 16, and each breakpoint of the stylesheet with one pixel either side. */
function widthsToCheck(breakpoints: number[]): number[] {
  const widths = new Set<number>();
  for (let width = 320; width <= 1440; width += 16) widths.add(width);
  for (const point of breakpoints) for (const width of [point - 1, point, point + 1]) if (width >= 320 && width <= 1440) widths.add(width);
  return [...widths].sort((a, b) => a - b);
}

/** The pixel widths named in the page's stylesheets' `@media` rules. */
const BREAKPOINTS = `[...new Set([...document.styleSheets].flatMap((sheet) => {
  try { return [...sheet.cssRules]; } catch { return []; }
}).filter((rule) => rule instanceof CSSMediaRule).flatMap((rule) => [...rule.conditionText.matchAll(/width:\\s*(\\d+)px/g)].map((m) => Number(m[1]))))]`;

/** What sticks out at the current width: the page scrolling sideways, a navbar item past the edge or wrapped onto two lines. */
const OVERFLOW = `(() => {
  const width = document.documentElement.clientWidth;
  const problems = [];
  const sideways = document.documentElement.scrollWidth - width;
  if (sideways > 0) problems.push('page scrolls ' + sideways + ' px sideways');
  const bar = document.querySelector('nav.navbar').getBoundingClientRect();
  for (const item of document.querySelectorAll('.navbar-inner a, .navbar-inner button, .navbar-inner summary')) {
    const box = item.getBoundingClientRect();
    if (box.width === 0) continue;
    const name = item.getAttribute('aria-label') || item.textContent.trim();
    if (box.right > width + 0.5 || box.left < -0.5) problems.push(name + ' cut off at ' + Math.round(box.right));
    if (box.height > bar.height) problems.push(name + ' wraps (' + Math.round(box.height) + ' px high)');
  }
  return problems;
})()`;

describe('no horizontal overflow from 320 to 1,440 px', () => {
  for (const [kind, path] of Object.entries(PAGE_KINDS)) {
    it(kind, async () => {
      const { page, close } = await openPage(browser);
      await page.goto(`${siteUrl}${path}`);
      await waitForRuntime(page);
      const breakpoints = await inPage<number[]>(page, BREAKPOINTS);
      expect(breakpoints).toContain(996);
      const found: string[] = [];
      for (const width of widthsToCheck(breakpoints)) {
        await page.setViewportSize({ width, height: 800 });
        for (const problem of await inPage<string[]>(page, OVERFLOW)) found.push(`${width} px: ${problem}`);
      }
      expect(found).toEqual([]);
      await close();
    });
  }
});
