import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { FUNCTION_PAGE, inPage, openPage, serveShellFixture, waitForRuntime, warnings } from './shell-helpers.js';

let browser: Browser;
const siteUrl = inject('siteUrl');
const siteOutDir = inject('siteOutDir');

const CDN = 'https://cdn.jsdelivr.net/npm/@tessera-labs/docs-chatbot@1/dist/';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Local stand-ins for the chatbot's CDN files; returns the list of CDN requests made. */
async function standInCdn(page: Page, mode: 'serve' | 'fail'): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${CDN}**`, (route) => {
    requests.push(route.request().url());
    if (mode === 'fail') return route.abort('connectionrefused');
    const url = route.request().url();
    const headers = { 'access-control-allow-origin': '*' };
    if (url.endsWith('.css')) return route.fulfill({ headers, contentType: 'text/css', body: '.stand-in-chat { color: inherit; }' });
    return route.fulfill({
      headers,
      contentType: 'text/javascript',
      body: `export function createChat({ target, title }) { const el = document.createElement('p'); el.className = 'stand-in-chat'; el.textContent = 'Chat window: ' + title; target.append(el); }`,
    });
  });
  return requests;
}

describe('the Ask AI chatbot', () => {
  it('sits at the bottom right and fetches its stylesheet and module once, on first use, titled from the config', async () => {
    const { page, close } = await openPage(browser);
    const requests = await standInCdn(page, 'serve');
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    const button = page.getByRole('button', { name: 'Ask AI' });
    await expect.poll(() => button.isVisible()).toBe(true);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 60);
    expect(box.y + box.height).toBeGreaterThan(900 - 60);
    expect(requests).toEqual([]);
    await button.click();
    const panel = page.getByRole('region', { name: 'Tessera Documentation Chatbot' });
    await expect.poll(() => panel.locator('.stand-in-chat').textContent()).toBe('Chat window: Tessera Documentation Chatbot');
    expect(await panel.locator('h2').textContent()).toBe('Tessera Documentation Chatbot');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    // Still there after a client-side navigation, without fetching again.
    await page.locator('aside.sidebar a', { hasText: /^floor$/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Floor');
    expect(requests.map((u) => u.slice(CDN.length)).sort()).toEqual(['chatbot.css', 'chatbot.js']);
    await close();
  });

  it('when the CDN cannot be reached, the page keeps working and logs at most one warning', async () => {
    const { page, messages, errors, close } = await openPage(browser);
    const requests = await standInCdn(page, 'fail');
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    const button = page.getByRole('button', { name: 'Ask AI' });
    await button.click();
    const panel = page.getByRole('region', { name: 'Tessera Documentation Chatbot' });
    await expect.poll(() => panel.textContent()).toContain('The assistant is unavailable right now.');
    await button.click();
    await button.click();
    await page.locator('aside.sidebar a', { hasText: /^floor$/ }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Floor');
    expect(errors).toEqual([]);
    expect(warnings(messages).filter((w) => w.includes('chatbot'))).toHaveLength(1);
    expect(new Set(requests).size).toBe(requests.length);
    await close();
  });
});

describe('third parties never hold the page', () => {
  it('with an analytics CDN that never answers, the load event still fires', async () => {
    const production = await serveShellFixture();
    const { page, close } = await openPage(browser);
    try {
      let asked = false;
      // Hold the request for ever: never fulfilled, never aborted.
      await page.route('https://analytics.shell.example/**', () => void (asked = true));
      await page.goto(production.url, { waitUntil: 'load', timeout: 15_000 });
      expect(await inPage(page, 'document.readyState')).toBe('complete');
      await expect.poll(() => asked).toBe(true);
    } finally {
      await close();
      await production.close();
    }
  });

  it('with a chatbot CDN that never answers, the assistant says it is unavailable instead of loading for ever', async () => {
    const { page, close } = await openPage(browser);
    await page.route(`${CDN}**`, () => undefined);
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await waitForRuntime(page);
    await page.getByRole('button', { name: 'Ask AI' }).click();
    const panel = page.getByRole('region', { name: 'Tessera Documentation Chatbot' });
    expect(await panel.textContent()).toContain('Loading the assistant');
    await expect.poll(() => panel.textContent(), { timeout: 15_000 }).toContain('The assistant is unavailable right now.');
    await close();
  }, 30_000);
});

describe('analytics', () => {
  // Analytics is production-only: against the dev server this spec has nothing to load.
  it.skipIf(inject('siteMode') === 'serve')('the production build loads the privacy-friendly script for the configured domain', async () => {
    const html = await readFile(path.join(siteOutDir, 'building-concepts', 'jobs.html'), 'utf8');
    // Added once the page has loaded, so the analytics CDN never holds the load event.
    expect(html).toContain(`s.dataset.domain="docs.tessera.example";s.src="https://plausible.io/js/script.js"`);
    const { page, close } = await openPage(browser);
    await page.route('https://plausible.io/js/script.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsDomain = document.currentScript.dataset.domain;' }));
    await page.goto(`${siteUrl}${FUNCTION_PAGE}`);
    await expect.poll(() => inPage(page, 'window.__analyticsDomain')).toBe('docs.tessera.example');
    await close();
  });

  it('a development build has no analytics script', async () => {
    const dev = await serveShellFixture({ mode: 'development' });
    try {
      const html = await readFile(path.join(dev.outDir, 'index.html'), 'utf8');
      expect(html).not.toMatch(/<script[^>]*src="https:\/\/analytics\.shell\.example/);
      const production = await serveShellFixture();
      try {
        expect(await readFile(path.join(production.outDir, 'index.html'), 'utf8')).toContain(`s.dataset.domain="shell.example";s.src="https://analytics.shell.example/js/script.js"`);
      } finally {
        await production.close();
      }
    } finally {
      await dev.close();
    }
  });
});
