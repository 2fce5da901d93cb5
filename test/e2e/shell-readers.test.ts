/**
 * Readers that are programs, in a browser, against `docsgen preview` and `docsgen serve` alike: a page
 * asked for with `Accept: text/markdown` comes back as its Markdown twin, and "Copy page" puts that
 * twin on the clipboard (its code loaded only when used).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, openPage, waitForRuntime } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Markdown twin', () => {
  it('a page requested with Accept: text/markdown answers with its twin; without it, with HTML', async () => {
    const { page, close } = await openPage(browser);
    const markdown = await page.request.get(`${siteUrl}${FUNCTION_PAGE}`, { headers: { accept: 'text/markdown' } });
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toMatch(/^text\/markdown/);
    const text = await markdown.text();
    expect(text).toMatch(/^# Add\n/);
    expect(text).not.toMatch(/<html|^---\n/);
    const html = await page.request.get(`${siteUrl}${FUNCTION_PAGE}`);
    expect(html.headers()['content-type']).toMatch(/^text\/html/);
    const twin = await page.request.get(`${siteUrl}${FUNCTION_PAGE}.md`);
    expect(await twin.text()).toBe(text);
    await close();
  });

  it('keeps times and other colons as written: no `\\:` escapes outside code', async () => {
    const { page, close } = await openPage(browser);
    const twin = await page.request.get(`${siteUrl}how to/interactive manuals/Scheduling a nightly job`, { headers: { accept: 'text/markdown' } });
    const text = await twin.text();
    expect(text).toContain('Every night at 04:00 Amsterdam time');
    expect(text.match(/^.*\\:.*$/m)?.[0]).toBeUndefined();
    await close();
  });

  it('"Copy page" copies the twin to the clipboard, and its menu opens the .md', async () => {
    const { page, close } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    expect(requests.some((p) => /copy-page-action/.test(p))).toBe(false);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => page.locator('.copy-page-button').innerText()).toBe('Copied');
    const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
    expect(copied).toMatch(/^# Add\n/);
    expect(requests.some((p) => /copy-page-action/.test(p))).toBe(true);
    await page.getByRole('button', { name: 'More ways to read this page' }).click();
    const link = page.getByRole('menuitem', { name: 'View as Markdown' });
    expect(await link.getAttribute('href')).toBe(`/${FUNCTION_PAGE}.md`);
    await close();
  });
});
