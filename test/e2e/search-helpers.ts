import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startPreviewServer } from '../../src/server/preview-server.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

export interface ServedSite {
  url: string;
  outDir: string;
  close: () => Promise<void>;
}

/**
 * Builds `test/fixtures/search` (with the repo's theme), optionally with another `site.config.ts`,
 * and serves it with `docsgen preview`.
 */
export async function serveSearchFixture(config?: string): Promise<ServedSite> {
  const root = await copyFixture('search');
  if (config !== undefined) await writeFile(path.join(root, 'site.config.ts'), config);
  const result = await buildSite({ root });
  if (!result.ok) throw new Error(`the search fixture failed to build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
  const server = await startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
  return {
    url: server.url,
    outDir: result.outDir,
    close: async () => {
      await server.close();
      await removeDir(root);
    },
  };
}

export interface OpenedPage {
  page: Page;
  /** Paths of every request the page made (search chunks, index files, ...). */
  requests: string[];
  errors: Error[];
  close: () => Promise<void>;
}

export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  // Third-party scripts of the real site (analytics, chatbot) are off the closed network.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: Error[] = [];
  page.on('request', (r) => requests.push(decodeURIComponent(new URL(r.url()).pathname)));
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(url);
  await page.waitForSelector('html[data-interactive]', { state: 'attached' });
  return { page, requests, errors, close: () => context.close() };
}

export const MODAL = '.DocSearch-Modal';
export const INPUT = '.DocSearch-Input';
export const HIT = '.DocSearch-Hit';

/** Opens the modal from the navbar's search box and waits for its input. */
export async function openModal(page: Page): Promise<void> {
  await page.click('.navbar-search .DocSearch-Button');
  await page.waitForSelector(INPUT);
}

/**
 * Types a query and waits until the results shown are this query's: the 'See all' link names the
 * query of the results on screen (DocSearch redraws them only once a search has settled), and the
 * no-results screen quotes it.
 */
export async function search(page: Page, query: string): Promise<void> {
  await page.fill(INPUT, query);
  const encoded = encodeURIComponent(query);
  // A string, as the test code is type-checked without the DOM's types.
  await page.waitForFunction(`(() => {
    const link = document.querySelector('.search-see-all');
    if (link && link.getAttribute('href').endsWith('?q=' + ${JSON.stringify(encoded)})) return true;
    const title = document.querySelector('.DocSearch-NoResults .DocSearch-Title strong');
    return title !== null && title.textContent === ${JSON.stringify(query)};
  })()`);
}

/** Texts of the visible hits' titles, in order. */
export function hitTitles(page: Page): Promise<string[]> {
  return page.locator(`${HIT} .DocSearch-Hit-title`).allInnerTexts();
}
