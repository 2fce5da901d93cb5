import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { buildFixture, removeDir } from '../helpers/build-fixture.js';
import { startPreviewServer } from '../../src/server/preview-server.js';
import type { BuildOptions } from '../../src/pipeline/build-site.js';

/** Pages of the real site the shell tests visit. */
export const FUNCTION_PAGE = 'building-concepts/logic/functions/all-functions/math/add';
export const ELEMENT_PAGE = 'building-concepts/ui/Elements/Button';
export const DIAGRAM_PAGE = 'building-concepts/jobs';
/** A manual page with a diagram above a linked heading. */
export const MANUAL_PAGE = 'security/Incident response';

/** One page of each kind the site renders, by what a reader would call it. */
export const PAGE_KINDS: Record<string, string> = {
  home: '',
  'function page': FUNCTION_PAGE,
  'element page': ELEMENT_PAGE,
  manual: MANUAL_PAGE,
  'category index': 'building-concepts/',
  'tag page': 'tags/bug-bounty',
  'search page': 'search?q=password',
  'not-found page': 'no/such/page',
};

export interface ServedFixture {
  url: string;
  outDir: string;
  close: () => Promise<void>;
}

/** Builds `test/fixtures/shell` (with the repo's theme) and serves it with `docsgen preview`. */
export async function serveShellFixture(options: Omit<BuildOptions, 'root'> & { servedAt?: string } = {}): Promise<ServedFixture> {
  const { servedAt, ...build } = options;
  const result = await buildFixture('shell', build);
  if (!result.ok) throw new Error(`the shell fixture failed to build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
  const server = await startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: servedAt ?? build.baseUrl ?? '/' });
  return {
    url: server.url,
    outDir: result.outDir,
    close: async () => {
      await server.close();
      await removeDir(result.root);
    },
  };
}

/** A fresh page in its own context, with the console and page errors it produced. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; messages: ConsoleMessage[]; errors: Error[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const messages: ConsoleMessage[] = [];
  const errors: Error[] = [];
  page.on('console', (m) => messages.push(m));
  page.on('pageerror', (e) => errors.push(e));
  return { page, messages, errors, close: () => context.close() };
}

/** Waits until the client runtime has hydrated the page. */
export async function waitForRuntime(page: Page): Promise<void> {
  await page.waitForSelector('html[data-interactive]', { state: 'attached' });
}

export const warnings = (messages: ConsoleMessage[]) => messages.filter((m) => m.type() === 'warning').map((m) => m.text());

/**
 * Evaluates a JavaScript expression in the page. The tests are type-checked without the DOM's types
 * (node code must not use browser globals), so browser-side snippets are written as strings.
 */
export function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Sets a marker on `window`; it survives client-side navigation and is gone after a full page load. */
export const setMarker = (page: Page) => inPage<void>(page, `void (window.__shellMarker = 'kept')`);
export const hasMarker = (page: Page) => inPage<boolean>(page, `window.__shellMarker === 'kept'`);
export const scrollY = (page: Page) => inPage<number>(page, 'window.scrollY');
