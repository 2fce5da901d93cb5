import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { chromium, type Page, type Route } from 'playwright-core';
import { withoutBaseUrl } from '../content/route-of-file.js';
import { BOOK_ORIGIN, BOOK_PATH } from './book-html.js';
import type { BookEntry } from './book-pages.js';
import { pageNumbersOf } from './pdf-outline.js';

export interface PrintInput {
  html: string;
  entries: readonly BookEntry[];
  /** The built site the book's stylesheets and images come from, and the base URL its root is served at. */
  outDir: string;
  siteBaseUrl: string;
  browserPath: string;
  mermaidChunk?: string;
  onProgress?: (phase: string, done: number, total: number) => void;
}

/** Paper, margins and the page number at the foot of every page (what the table of contents refers to). */
const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  displayHeaderFooter: true,
  headerTemplate: '<span></span>',
  footerTemplate: '<div style="width:100%;font:9px system-ui,sans-serif;color:#666;text-align:center"><span class="pageNumber"></span></div>',
  margin: { top: '16mm', bottom: '18mm', left: '15mm', right: '15mm' },
} as const;

/** The site's files answer the book's requests; nothing else is fetched (the book prints offline, as built). */
async function serveBuiltFile(route: Route, input: PrintInput): Promise<void> {
  const url = new URL(route.request().url());
  if (url.origin !== BOOK_ORIGIN) return route.abort();
  if (url.pathname === BOOK_PATH) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: input.html });
  const relative = decodeURIComponent(withoutBaseUrl(url.pathname, input.siteBaseUrl)).replace(/^\/+/, '');
  const file = path.resolve(input.outDir, relative);
  // Only files inside the build: a `..` in a page's URL reads nothing else.
  if (file !== input.outDir && !file.startsWith(input.outDir + path.sep)) return route.fulfill({ status: 404, body: '' });
  const found = await stat(file).catch(() => undefined);
  const target = found?.isDirectory() ? path.join(file, 'index.html') : file;
  if (!found) return route.fulfill({ status: 404, body: '' });
  return route.fulfill({ path: target });
}

/**
 * Scripts run in the book's page. Strings, not functions: the engine is compiled without the DOM's types.
 * The diagram style is the site's (what `mermaid-loader.ts` reads), in light mode.
 */
const DRAW_DIAGRAMS = `async (url) => {
  const style = getComputedStyle(document.documentElement);
  const read = (name) => style.getPropertyValue(name).trim();
  const diagramStyle = {
    background: read('--c-surface'), nodeFill: read('--c-primary-soft'), nodeBorder: read('--c-primary'), text: read('--c-text'),
    line: read('--c-text-soft'), clusterFill: read('--c-bg-soft'), clusterBorder: read('--c-border-strong'),
    fontFamily: getComputedStyle(document.body).fontFamily, fontSize: getComputedStyle(document.querySelector('.markdown') || document.body).fontSize,
  };
  const mermaid = await import(url);
  await mermaid.renderDiagrams(Array.from(document.querySelectorAll('[data-mermaid]')), 'light', diagramStyle);
}`;
const IMAGES_LOADED = `() => Promise.all(Array.from(document.images).map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))))`;
const FILL_PAGE_NUMBERS = `(pairs) => {
  const byId = new Map(pairs);
  for (const cell of document.querySelectorAll('.pdf-toc-page[data-page-of]')) cell.textContent = String(byId.get(cell.dataset.pageOf) ?? '');
}`;

const run = (page: Page, script: string, arg?: unknown): Promise<unknown> => page.evaluate(`(${script})(${JSON.stringify(arg ?? null)})`);

/** The book's Mermaid diagrams, drawn by the site's own chunk, before printing. */
async function drawDiagrams(page: Page, chunk: string | undefined): Promise<void> {
  if (!chunk || !(await page.locator('[data-mermaid]').count())) return;
  await run(page, DRAW_DIAGRAMS, chunk);
}

/**
 * Prints the book in Chromium: once to learn the page every entry starts on (Chromium writes a named
 * destination for every anchor a link points at, as the contents' links do), then again with those
 * numbers in the contents. The numbers sit in a column of fixed width, so filling them in moves nothing.
 */
export async function printBook(input: PrintInput): Promise<Uint8Array> {
  const browser = await chromium.launch({
    executablePath: input.browserPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.route('**/*', (route) => serveBuiltFile(route, input));
    input.onProgress?.('Printing', 0, 3);
    await page.goto(`${BOOK_ORIGIN}${BOOK_PATH}`, { waitUntil: 'load', timeout: 0 });
    await page.emulateMedia({ media: 'print' });
    await drawDiagrams(page, input.mermaidChunk);
    // Every image decoded (or failed): the print is made once, from what is on the page.
    await run(page, IMAGES_LOADED);
    input.onProgress?.('Printing', 1, 3);
    const first = await page.pdf(PDF_OPTIONS);
    await run(page, FILL_PAGE_NUMBERS, [...pageNumbersOf(await PDFDocument.load(first), input.entries)]);
    input.onProgress?.('Printing', 2, 3);
    const final = await page.pdf(PDF_OPTIONS);
    input.onProgress?.('Printing', 3, 3);
    return final;
  } finally {
    await browser.close();
  }
}
