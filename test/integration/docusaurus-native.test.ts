/**
 * A Docusaurus project with its packages installed is its own site: built by its own plugins, theme
 * and server entry, it writes the pages Docusaurus wrote and looks as Docusaurus's build looks, judged
 * against screenshots recorded from Docusaurus's own build (`test/visual/record.ts`), not by docsgen.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/build-fixture.js';
import { launchBrowser } from '../helpers/browser.js';
import { runCli, type CliResult } from '../helpers/cli.js';
import { projectInInstall } from '../helpers/docusaurus-install.js';
import { CLASSIC_TEMPLATE_SHOTS } from '../visual/classic-template-shots.js';
import { serveFolder, shotName, takeShots } from '../visual/screenshots.js';
import { compareScreenshots } from '../visual/ssim.js';

const REFERENCES = path.join(import.meta.dirname, '..', 'visual', 'references', 'classic-template');
let site: string;
let out: string;
let built: CliResult;
let browser: Browser;

beforeAll(async () => {
  site = await projectInInstall(path.join(FIXTURES, 'docusaurus-corpus', 'classic-template'), 'classic-template');
  out = path.join(os.tmpdir(), `docsgen-native-${process.pid}`);
  built = await runCli(['build', site, '--out-dir', out], site);
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await rm(out, { recursive: true, force: true });
});

const pagesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true }))
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html') || f.endsWith('.xml'))
    .sort();

describe('classic-template, its packages installed', () => {
  it('builds with its own theme, writing every page Docusaurus wrote', async () => {
    expect(built.stderr).not.toMatch(/error/i);
    expect(built.code).toBe(0);
    const expected = JSON.parse(await readFile(path.join(REFERENCES, 'files.json'), 'utf8')) as string[];
    expect(await pagesIn(out)).toEqual(expected);
  });

  it("renders Docusaurus's DOM and nothing of docsgen's", async () => {
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('hero hero--primary');
    expect(home).toContain('navbar__brand');
    expect(home).toMatch(/<meta name=generator content="Docusaurus v3\.10\.2">/);
    const doc = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    for (const marker of ['theme-doc-markdown', 'menu__link', 'pagination-nav', 'table-of-contents']) expect(doc).toContain(marker);
    expect(doc).not.toMatch(/Copy page|docsgen/i);
  });

  it('hydrates without errors', async () => {
    const server = await serveFolder(out);
    try {
      for (const route of ['/', '/docs/intro', '/blog/first-blog-post']) {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => message.type() === 'error' && !/Failed to load resource/.test(message.text()) && errors.push(message.text()));
        await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.fulfill({ status: 204, body: '' }));
        await page.goto(server.url + route, { waitUntil: 'networkidle' });
        await page.waitForFunction("document.documentElement.dataset.hasHydrated === 'true'");
        expect(errors, route).toEqual([]);
        await page.close();
      }
    } finally {
      await server.close();
    }
  });

  it("looks as Docusaurus's build looks: every page kind, both widths, both schemes", async () => {
    const server = await serveFolder(out);
    try {
      const shots = await takeShots(browser, server.url, CLASSIC_TEMPLATE_SHOTS);
      const scores: Record<string, number> = {};
      for (const [shot, png] of shots) scores[shotName(shot)] = compareScreenshots(await readFile(path.join(REFERENCES, shotName(shot))), png).ssim;
      const values = Object.values(scores);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      console.info(`visual parity, classic-template: mean SSIM ${mean.toFixed(4)}, lowest ${Math.min(...values).toFixed(4)}`);
      expect(mean, JSON.stringify(scores)).toBeGreaterThanOrEqual(0.95);
      for (const [name, ssim] of Object.entries(scores)) expect(ssim, name).toBeGreaterThanOrEqual(0.85);
    } finally {
      await server.close();
    }
  });
});
