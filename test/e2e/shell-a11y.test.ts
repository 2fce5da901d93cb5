import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { ELEMENT_PAGE, FUNCTION_PAGE, PAGE_KINDS, inPage, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe's violations on the page as it is now, one readable line block per rule. */
async function axeViolations(page: Page, keep: (v: AxeViolation) => boolean = () => true): Promise<string[]> {
  if (!(await inPage<boolean>(page, `typeof axe !== 'undefined'`))) await page.addScriptTag({ path: AXE });
  const result = await inPage<{ violations: AxeViolation[] }>(page, `axe.run(document, { resultTypes: ['violations'] })`);
  return result.violations.filter(keep).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
        .join('\n')}`,
  );
}

/**
 * axe's violations once the page has answered a resize: regions that start to overflow get their tab
 * stop in the next animation frame, and a diagram drawn meanwhile marks itself when drawn. On a loaded
 * runner that can take longer than one frame, so a finding is confirmed by asking again (up to ~2 s);
 * what stays is reported.
 */
async function settledViolations(page: Page): Promise<string[]> {
  let found: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    await inPage<void>(page, 'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))');
    found = await axeViolations(page);
    if (!found.length) return found;
    await page.waitForTimeout(400);
  }
  return found;
}

const PAGES = { home: '', 'function page': FUNCTION_PAGE, 'element page': ELEMENT_PAGE, 'not-found page': 'no/such/page' };

describe('accessibility (axe-core): no serious or critical violations', () => {
  for (const mode of ['dark', 'light'] as const) {
    for (const [name, path] of Object.entries(PAGES)) {
      it(`${name}, ${mode} mode`, async () => {
        const { page, close } = await openPage(browser);
        await page.addInitScript(`localStorage.setItem('theme', '${mode}')`);
        await page.goto(`${siteUrl}${path}`);
        await waitForRuntime(page);
        expect(await axeViolations(page, (v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
        await close();
      });
    }
  }
});

describe('accessibility (axe-core): no violations at all at phone, tablet, laptop and desktop widths', () => {
  for (const [kind, path] of Object.entries(PAGE_KINDS)) {
    it(kind, async () => {
      const { page, close } = await openPage(browser);
      await page.goto(`${siteUrl}${path}`);
      await waitForRuntime(page);
      const found: string[] = [];
      for (const width of [390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const violation of await settledViolations(page)) found.push(`${width} px: ${violation}`);
      }
      expect(found.join('\n')).toBe('');
      await close();
    });
  }
});
