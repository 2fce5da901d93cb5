/**
 * A Docusaurus project keeps its look: its `customCss` is loaded after the theme, and the Infima
 * variables it sets (`--ifm-color-primary` for light and dark) colour the theme, in the built site
 * and on the dev server alike. Judged in Chromium by the colours a reader sees.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { FIXTURES, removeDir } from '../helpers/build-fixture.js';
import { launchBrowser } from '../helpers/browser.js';
import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The classic template's src/css/custom.css: `--ifm-color-primary: #2e8555` in light mode, `#25c2a0` in dark.
const LIGHT = 'rgb(46, 133, 85)';
const DARK = 'rgb(37, 194, 160)';

let root: string;
let browser: Browser;
let preview: RunningServer;
let dev: DevServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-look-'));
  await cp(path.join(FIXTURES, 'docusaurus-corpus', 'classic-template'), root, { recursive: true });
  const built = await buildSite({ root });
  expect(built.ok).toBe(true);
  [preview, dev, browser] = await Promise.all([
    startPreviewServer({ root: built.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' }),
    startDevServer({ root, port: 0, log: { info: () => {}, problems: () => {} } }),
    launchBrowser(),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([browser?.close(), preview?.close(), dev?.close()]);
  await removeDir(root);
});

/** The colour of the first link in the article and the theme's primary colour, as computed in the page. */
async function colours(url: string, mode: 'light' | 'dark'): Promise<{ link: string; primary: string }> {
  const page = await browser.newPage();
  await page.addInitScript(`localStorage.setItem('theme', '${mode}')`);
  await page.goto(url);
  const result = (await page.evaluate(`(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--c-primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    const link = document.querySelector('#main-content .markdown a');
    return { link: link ? getComputedStyle(link).color : '', primary };
  })()`)) as { link: string; primary: string };
  await page.close();
  return result;
}

describe("a Docusaurus project's customCss and Infima colours", () => {
  for (const server of ['built site', 'dev server'] as const) {
    it(`${server}: links and the primary colour are the project's, in light and in dark mode`, async () => {
      const base = server === 'built site' ? preview.url : dev.url;
      const url = `${base.replace(/\/$/, '')}/docs/intro`;
      expect(await colours(url, 'light')).toEqual({ link: LIGHT, primary: LIGHT });
      expect(await colours(url, 'dark')).toEqual({ link: DARK, primary: DARK });
    });
  }
});
