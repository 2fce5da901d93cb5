/**
 * A French page of a three-locale Docusaurus site in the browser, against the built site and against
 * `docsgen serve --locale fr`: it hydrates with its translated strings intact, navigating inside the
 * locale stays in it, and (built site) the locale menu loads the same page in another locale whole.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { startPreviewServer } from '../../src/server/preview-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

interface Target {
  url: string;
  close: () => Promise<void>;
}

const TARGETS: Record<'build' | 'serve', () => Promise<Target>> = {
  build: async () => {
    const root = await copyFixture('docusaurus-i18n');
    const result = await buildSite({ root });
    if (!result.ok) throw new Error(`the docusaurus-i18n fixture failed to build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
    const server = await startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
    return { url: server.url, close: async () => (await server.close(), await removeDir(root)) };
  },
  serve: async () => {
    const root = await copyFixture('docusaurus-i18n');
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1', locale: 'fr' });
    const origin = new URL(server.url).origin;
    return { url: `${origin}/`, close: async () => (await server.close(), await removeDir(root)) };
  },
};

async function open(target: Target, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(new URL(path, target.url).href);
  await page.waitForSelector('html[data-interactive]', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  return { page, problems };
}

for (const [name, start] of Object.entries(TARGETS)) {
  describe(`a French page (${name})`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await start();
    }, 180_000);
    afterAll(() => target?.close());

    it('hydrates with its translated strings and language intact', async () => {
      const { page, problems } = await open(target, 'fr/docs/intro');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await page.locator('article h1').textContent()).toBe('Présentation');
      // Hydration would put back the English words if the browser did not have the locale's strings.
      await expect.poll(() => page.getByRole('link', { name: 'Éditer cette page' }).count()).toBe(1);
      expect(await page.locator('.navbar-title').first().textContent()).toBe('Lanterne');
      expect(problems).toEqual([]);
      await page.close();
    });

    it('stays in the locale when a sidebar link is followed', async () => {
      const { page, problems } = await open(target, 'fr/docs/intro');
      await page.locator('nav').getByRole('link', { name: 'Installation' }).first().click();
      await page.waitForURL(/\/fr\/docs\/guide\/install$/);
      await expect.poll(() => page.locator('article h1').textContent()).toBe('Installation');
      expect(await page.getByText('Guide pratique').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await page.close();
    });

    if (name === 'build')
      it('opens the same page in another locale from the locale menu, as a whole page of that locale', async () => {
        const { page, problems } = await open(target, 'fr/docs/guide/install');
        await page.evaluate('window.__sameDocument = true');
        await page.locator('summary[aria-label^="Language"]').click();
        await page.locator('a[lang="en"]').click();
        await page.waitForURL(/\/docs\/guide\/install$/);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
        expect(await page.locator('article h1').textContent()).toBe('Install');
        // A new document: the English site's own scripts and data, not the French router's.
        expect(await page.evaluate('window.__sameDocument')).toBeUndefined();
        expect(problems).toEqual([]);
        await page.close();
      });
  });
}
