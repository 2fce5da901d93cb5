import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { DIAGRAM_PAGE, FUNCTION_PAGE, openPage, serveShellFixture, waitForRuntime, type ServedFixture } from './shell-helpers.js';

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

describe('Mermaid diagrams', () => {
  it('a page with a diagram renders it as an SVG; a page without one downloads no Mermaid code', async () => {
    const { page, close } = await openPage(browser);
    const mermaidRequests: string[] = [];
    page.on('request', (r) => /mermaid/i.test(r.url()) && mermaidRequests.push(r.url()));
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.waitForLoadState('networkidle');
    expect(mermaidRequests).toEqual([]);
    await page.goto(`${siteUrl}${DIAGRAM_PAGE}`);
    await expect.poll(() => page.locator('#main-content .mermaid-diagram svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(mermaidRequests.length).toBeGreaterThan(0);
    await close();
  });

  it('follows the colour mode: toggling re-renders the diagram in the other theme', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${fixture.url}guides/Diagrams`);
    const diagram = page.locator('.mermaid-diagram').first();
    await expect.poll(() => diagram.getAttribute('data-rendered'), { timeout: 20_000 }).toBe('dark');
    await page.getByRole('button', { name: /Switch to light mode/ }).click();
    await expect.poll(() => diagram.getAttribute('data-rendered'), { timeout: 20_000 }).toBe('light');
    expect(await diagram.locator('svg').count()).toBe(1);
    await close();
  });

  it('a bad diagram shows a readable error in its place and the rest of the page works', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${fixture.url}guides/Diagrams`);
    const broken = page.locator('.mermaid-diagram').nth(1);
    await expect.poll(() => broken.locator('[role="alert"]').count(), { timeout: 20_000 }).toBe(1);
    const text = await broken.locator('[role="alert"]').textContent();
    expect(text).toContain('This diagram could not be rendered.');
    expect(text).toContain('Parse error on line 3');
    expect(await broken.locator('.mermaid-source').isVisible()).toBe(true);
    expect(await page.locator('.mermaid-diagram').first().locator('svg').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('when the diagram chunk fails to load, each diagram shows an error text with a Retry button that retries', async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/assets/mermaid-*/mermaid.js*', (route) => route.abort());
    await page.goto(`${fixture.url}guides/Diagrams`);
    const first = page.locator('.mermaid-diagram').first();
    await expect.poll(() => first.locator('.chunk-error').count(), { timeout: 20_000 }).toBe(1);
    expect(await first.locator('.chunk-error').textContent()).toContain('This diagram could not be loaded.');
    await page.unroute('**/assets/mermaid-*/mermaid.js*');
    await first.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => first.locator('svg').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('.chunk-error').count()).toBe(0);
    await close();
  });
});
