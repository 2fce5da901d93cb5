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

describe('docsgen preview compresses as a static host does', () => {
  it('the page, its scripts and its stylesheet come Brotli-compressed to a browser', async () => {
    const { page, close } = await openPage(browser);
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const kind = /html/.test(type) ? 'html' : /javascript/.test(type) ? 'js' : /css/.test(type) ? 'css' : /image\/png/.test(type) ? 'png' : undefined;
      if (kind) encodings.set(kind, response.headers()['content-encoding'] ?? 'none');
    });
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    expect(Object.fromEntries(encodings)).toMatchObject({ html: 'br', js: 'br', css: 'br' });
    const again = await page.request.get(`${siteUrl}${FUNCTION_PAGE}`);
    expect(again.headers()['vary']).toContain('Accept-Encoding');
    await close();
  });

  it('gzip for a client without Brotli, nothing for one that asks for no encoding, and the text is the same', async () => {
    const { page, close } = await openPage(browser);
    const gzip = await page.request.get(`${siteUrl}${FUNCTION_PAGE}`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await page.request.get(`${siteUrl}${FUNCTION_PAGE}`, { headers: { 'accept-encoding': 'identity' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await gzip.text()).toBe(await plain.text());
    const missing = await page.request.get(`${siteUrl}no/such/page`, { headers: { 'accept-encoding': 'br' } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-encoding']).toBe('br');
    await close();
  });
});
