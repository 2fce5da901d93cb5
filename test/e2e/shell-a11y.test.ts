import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { ELEMENT_PAGE, FUNCTION_PAGE, inPage, openPage, waitForRuntime } from './shell-helpers.js';

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

const PAGES = { home: '', 'function page': FUNCTION_PAGE, 'element page': ELEMENT_PAGE, 'not-found page': 'no/such/page' };

describe('accessibility (axe-core): no serious or critical violations', () => {
  for (const mode of ['dark', 'light'] as const) {
    for (const [name, path] of Object.entries(PAGES)) {
      it(`${name}, ${mode} mode`, async () => {
        const { page, close } = await openPage(browser);
        await page.addInitScript(`localStorage.setItem('theme', '${mode}')`);
        await page.goto(`${siteUrl}${path}`);
        await waitForRuntime(page);
        await page.addScriptTag({ path: AXE });
        const result = await inPage<{ violations: AxeViolation[] }>(page, `axe.run(document, { resultTypes: ['violations'] })`);
        const violations = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const report = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes
              .slice(0, 5)
              .map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
              .join('\n')}`,
        );
        expect(report).toEqual([]);
        await close();
      });
    }
  }
});
