import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';

let browser: Browser;
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('pages without JavaScript', () => {
  it('the home page shows content, navbar, sidebar, table of contents and footer', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(siteUrl);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('nav[aria-label="Main"]').isVisible()).toBe(true);
    expect(await page.locator('h1').first().textContent()).toBe('Tessera documentation');
    expect(await page.locator('aside[aria-label="Docs sidebar"] a').count()).toBeGreaterThan(5);
    expect(await page.locator('footer').last().textContent()).toContain('Copyright © 2025 Tessera Labs B.V.');
    expect(await page.locator('#main-content .markdown p').count()).toBeGreaterThan(2);
    await context.close();
  });
});

describe('docsgen preview serves every route at its exact URL', () => {
  it('loads a page whose URL has spaces at that URL', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${siteUrl}building-concepts/ui/Elements/Check%20box`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBe('Check box');
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/building-concepts/ui/Elements/Check box');
    await page.close();
  });

  it('answers an unmatched path with the not-found page and status 404', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${siteUrl}no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').first().textContent()).toBe('Page not found');
    await page.close();
  });
});
