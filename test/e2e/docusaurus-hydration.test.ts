import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

let browser: Browser;
let server: RunningServer;
let root: string;

beforeAll(async () => {
  root = await copyFixture('docusaurus-compat');
  const result = await buildSite({ root });
  if (!result.ok) throw new Error(`the docusaurus-compat fixture failed to build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
  [browser, server] = await Promise.all([launchBrowser(), startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' })]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (root) await removeDir(root);
});

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  return { page, problems };
}

describe('an MDX page using Docusaurus modules, in the browser', () => {
  it('hydrates without errors and its imported Tabs switch on click', async () => {
    const { page, problems } = await open('intro');
    const tabs = page.locator('.tabs-container').nth(1);
    await tabs.getByRole('tab', { name: 'Linux' }).click();
    await expect.poll(() => tabs.getByText('Use apt.').isVisible()).toBe(true);
    expect(await tabs.getByText('Use Homebrew.').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the npm2yarn tabs and the inline SVG component', async () => {
    const { page, problems } = await open('intro');
    const npm = page.locator('.tabs-container').first();
    await npm.getByRole('tab', { name: 'pnpm' }).click();
    await expect.poll(() => npm.getByText('pnpm add --save-dev @acme/widgets').isVisible()).toBe(true);
    expect(await page.locator('svg.fixture-logo[aria-label="Compat logo"] circle').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates a category page whose <DocCardList /> lists the category from the sidebar', async () => {
    const { page, problems } = await open('reference/');
    // Docusaurus's card: the link holds the icon and the title (named in the heading's title).
    expect(await page.locator('.doc-card-list a').allTextContents()).toEqual(['📄️API']);
    expect(await page.locator('.doc-card-list h2').first().getAttribute('title')).toBe('API');
    expect(problems).toEqual([]);
    await page.close();
  });
});
