/**
 * Issue "Nothing lost, nothing let in", item 6: a `[x](javascript:...)` link in a `.md` page does not
 * run when clicked, on a page loaded whole or reached by client-side navigation.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { inPage, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await copyFixture('basic');
  await writeFile(
    path.join(root, 'content', 'reference', 'Unsafe.md'),
    '---\ntitle: Unsafe links\n---\n\n# Unsafe links\n\nDo not [click me](javascript:window.__ran=true) or [this one](JAVASCRIPT:window.__ran=true).\n',
  );
  await writeFile(path.join(root, 'content', 'reference', 'Alpha.md'), '---\ntitle: Alpha\n---\n\n# Alpha\n\nSee [the unsafe page](./Unsafe.md).\n');
  const result = await buildSite({ root });
  expect(result.ok).toBe(true);
  server = await startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await removeDir(root);
});

describe('javascript: links in .md pages', () => {
  it('do not run when clicked, on a page loaded whole or after client-side navigation', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}reference/Unsafe`);
    await waitForRuntime(page);
    await page.getByText('click me').click();
    await page.getByText('this one').click();
    expect(await inPage(page, 'window.__ran === true')).toBe(false);

    await page.goto(`${server.url}reference/Alpha`);
    await waitForRuntime(page);
    await inPage(page, 'void (window.__marker = 1)');
    await page.getByText('the unsafe page').click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Unsafe links');
    expect(await inPage(page, 'window.__marker')).toBe(1); // client-side navigation, not a reload
    await page.getByText('click me').click();
    expect(await inPage(page, 'window.__ran === true')).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
