import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { refusedStatus } from '../helpers/dev-socket.js';

let browser: Browser;
let server: DevServer;
let root: string;

const file = (rel: string) => path.join(root, rel);
async function edit(rel: string, change: (text: string) => string): Promise<void> {
  await writeFile(file(rel), change(await readFile(file(rel), 'utf8')));
}

/** Opens a page of the dev server and waits until its live-reload socket is connected. */
async function open(rel: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.url}${rel}`);
  await page.locator('html[data-docsgen-dev="connected"]').waitFor({ state: 'attached' });
  // Marks this document: a reload would lose it, an in-place update keeps it.
  await page.evaluate('window.__sameDocument = true');
  return page;
}

const sameDocument = (page: Page) => page.evaluate('window.__sameDocument === true');

/** A raw HTTP request, so the path reaches the server exactly as written (no client-side normalising). */
function rawStatus(port: number, requestPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  root = await copyFixture('basic');
  [browser, server] = await Promise.all([launchBrowser(), startDevServer({ root, port: 0 })]);
  await server.watching;
});

/** Puts back files a failed test left broken, so one failure does not cascade. */
let restore: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const undo of restore) await undo();
  restore = [];
  await server.idle();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (root) await removeDir(root);
});

describe('docsgen serve in the browser', () => {
  it('editing the open page’s file changes its text without a manual refresh', async () => {
    const page = await open('reference/Alpha');
    expect(await page.locator('#main-content').textContent()).toContain('Use it.');
    await edit('content/reference/Alpha.md', (t) => t.replace('Use it.', 'Use it, now edited live.'));
    await page.getByText('Use it, now edited live.').waitFor();
    // Updated in place: same document, no reload.
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it('breaking the frontmatter shows the overlay with file:line:column, the server stays up, and the fix clears it', async () => {
    const page = await open('reference/Alpha');
    const original = await readFile(file('content/reference/Alpha.md'), 'utf8');
    restore.push(() => writeFile(file('content/reference/Alpha.md'), original));
    await writeFile(file('content/reference/Alpha.md'), original.replace('tags: [alpha]', 'tags: [alpha'));

    const overlay = page.locator('docsgen-error-overlay');
    await overlay.waitFor();
    await overlay.getByText(/^content\/reference\/Alpha\.md:5:\d+$/).waitFor();
    expect(await overlay.locator('pre').textContent()).toMatch(/> +5 \| tags: \[alpha/);
    expect(await overlay.locator('.window').textContent()).toContain('Invalid YAML in frontmatter');
    // The page underneath keeps its last good version, and the server still answers.
    expect(await page.locator('#main-content').textContent()).toContain('Use it, now edited live.');
    expect((await fetch(`${server.url}reference/Alpha`)).status).toBe(200);

    await writeFile(file('content/reference/Alpha.md'), original.replace('Use it, now edited live.', 'Use it, fixed.'));
    await overlay.waitFor({ state: 'detached' });
    await page.getByText('Use it, fixed.').waitFor();
    await page.close();
  });

  it('a page opened while a file is broken shows the overlay at once', async () => {
    const original = await readFile(file('content/guides/index.md'), 'utf8');
    restore.push(() => writeFile(file('content/guides/index.md'), original));
    await writeFile(file('content/guides/index.md'), original.replace('title: Guides overview', 'title: "Guides overview'));
    await server.idle();
    const page = await browser.newPage();
    await page.goto(`${server.url}beta-custom`);
    await page
      .locator('docsgen-error-overlay')
      .getByText(/^content\/guides\/index\.md:\d+:\d+$/)
      .waitFor();
    await writeFile(file('content/guides/index.md'), original);
    await page.locator('docsgen-error-overlay').waitFor({ state: 'detached' });
    await page.close();
  });

  it('a stylesheet change is swapped in without reloading the page', async () => {
    const page = await open('');
    await edit('theme/styles.css', (t) => `${t}\nbody { outline: 3px solid rgb(1, 2, 3); }\n`);
    await page.waitForFunction("getComputedStyle(document.body).outlineColor === 'rgb(1, 2, 3)'");
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it('an added page appears in the sidebar of an open tab', async () => {
    const page = await open('guides/');
    await writeFile(file('content/guides/Added live.md'), '---\ntitle: Added live\n---\n\nHello.\n');
    await page.locator('aside a', { hasText: 'Added live' }).first().waitFor();
    await page.close();
  });
});

describe('docsgen serve is safe by default', () => {
  it('answers 404 to paths that try to leave the site, encoded or not', async () => {
    const attempts = [
      '/..%2f..%2fetc/passwd',
      '/..%2F..%2F..%2Fetc%2Fpasswd',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%5c..%5cetc%5cpasswd',
      '/%252e%252e%252fetc%252fpasswd',
      '/img/..%2f..%2f..%2fpackage.json',
      '/assets/..%2f..%2f..%2fetc/passwd',
      '/_page/..%2f..%2f..%2fetc/passwd.js',
      '/..%00/etc/passwd',
      '//etc/passwd',
    ];
    for (const attempt of attempts) expect([attempt, await rawStatus(server.port, attempt)]).toEqual([attempt, 404]);
  });

  it('refuses a websocket without the token', async () => {
    expect(await refusedStatus(`ws://127.0.0.1:${server.port}/__docsgen/ws`)).toBe(403);
  });
});
