/**
 * A Docusaurus project's swizzled components in the browser, built and served: the DocItem/Content
 * wrapper and the version banner hydrate (no mismatch, no error), react to clicks, and stay on client
 * navigation; the banner's module is loaded before the page hydrates. The project's own plugin publishes
 * data (setGlobalData) that the banner and a page's component read, on the server and in the browser.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { startPreviewServer } from '../../src/server/preview-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture, removeDir, writeFiles } from '../helpers/build-fixture.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

const CONTENT = `
import { useState } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function DocItemContent({ children }) {
  const { metadata } = useDoc();
  const [copied, setCopied] = useState(false);
  return (
    <div className="theme-doc-markdown markdown">
      <button className="own-copy" onClick={() => setCopied(true)}>{copied ? 'Copied ' + metadata.permalink : 'Copy page'}</button>
      {children}
    </div>
  );
}
`;

const BANNER = `
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';
export default function DocVersionBanner() {
  const version = useDocsVersion();
  const { latest } = usePluginData('releases');
  return version.banner ? <div role="alert" className="own-banner">Unreleased: {version.label} (latest {latest})</div> : null;
}
`;

const RELEASES_PLUGIN = `module.exports = function releases() {
  return { name: 'releases', async contentLoaded({ actions }) { actions.setGlobalData({ latest: 'v1.2.3', all: ['v1.2.3', 'v1.2.2'] }); } };
};
`;

/** Reads the data as its module is evaluated (when the browser loads the page's module), and as it renders. */
const RELEASE_LIST = `
import { useState } from 'react';
import globalData from '@generated/globalData';
const count = globalData.releases.default.all.length;
export default function ReleaseList() {
  const [open, setOpen] = useState(false);
  return <button className="release-list" onClick={() => setOpen(true)}>{open ? globalData.releases.default.all.join(', ') : count + ' releases'}</button>;
}
`;

async function swizzledProject(): Promise<string> {
  const root = await copyFixture('docusaurus-mini');
  const config = await readFile(path.join(root, 'docusaurus.config.js'), 'utf8');
  await writeFiles(root, {
    'docusaurus.config.js': config.replace('themeConfig: {', "plugins: ['./src/plugins/releases.js'],\n  themeConfig: {"),
    'src/plugins/releases.js': RELEASES_PLUGIN,
    'src/components/ReleaseList.js': RELEASE_LIST,
    'docs/02-guides/01-install.md': "# Install\n\nInstall it. Then [configure](./02-configure.md).\n\nimport ReleaseList from '@site/src/components/ReleaseList';\n\n<ReleaseList />\n",
    'src/theme/DocItem/Content/index.js': CONTENT,
    'src/theme/DocVersionBanner/index.js': BANNER,
    'versions.json': JSON.stringify(['1.0']),
    'versioned_docs/version-1.0/01-intro.md': '# Introduction to 1.0\n\nOld text.\n',
    'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ docs: ['intro'], api: ['intro'] }),
  });
  return root;
}

interface Target {
  url: string;
  close: () => Promise<void>;
}

const TARGETS: Record<'build' | 'serve', () => Promise<Target>> = {
  build: async () => {
    const root = await swizzledProject();
    const result = await buildSite({ root });
    if (!result.ok) throw new Error(`the swizzled fixture failed to build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
    const server = await startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
    return { url: server.url, close: async () => (await server.close(), await removeDir(root)) };
  },
  serve: async () => {
    const root = await swizzledProject();
    const server = await startDevServer({ root, port: 0, host: '127.0.0.1' });
    return { url: `${new URL(server.url).origin}/`, close: async () => (await server.close(), await removeDir(root)) };
  },
};

async function open(target: Target, route: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(new URL(route, target.url).href);
  await page.waitForSelector('html[data-interactive]', { timeout: 20_000 });
  return { page, problems };
}

for (const [name, start] of Object.entries(TARGETS)) {
  describe(`swizzled components in the browser (${name})`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await start();
    }, 180_000);
    afterAll(() => target?.close());

    it("hydrates the project's DocItem/Content and version banner, which then react", async () => {
      const { page, problems } = await open(target, 'docs/next/intro');
      expect(await page.locator('.own-banner').textContent()).toBe('Unreleased: Next (latest v1.2.3)');
      await page.locator('.own-copy').click();
      await expect.poll(() => page.locator('.own-copy').textContent()).toBe('Copied /docs/next/intro');
      expect(problems).toEqual([]);
      await page.close();
    });

    it("renders a page's component with the plugin's data, and hydrates it on a direct load", async () => {
      const { page, problems } = await open(target, 'docs/next/guides/install');
      expect(await page.locator('.release-list').textContent()).toBe('2 releases');
      await page.locator('.release-list').click();
      await expect.poll(() => page.locator('.release-list').textContent()).toBe('v1.2.3, v1.2.2');
      expect(problems).toEqual([]);
      await page.close();
    });

    it('keeps them on client navigation, with the new page in them', async () => {
      const { page, problems } = await open(target, 'docs/next/intro');
      await page.locator('a.pagination-link.next').click();
      await page.waitForURL(/\/docs\/next\/guides\/install$/);
      await expect.poll(() => page.locator('article h1').textContent()).toBe('Install');
      await page.locator('.own-copy').click();
      await expect.poll(() => page.locator('.own-copy').textContent()).toBe('Copied /docs/next/guides/install');
      expect(await page.locator('.own-banner').count()).toBe(1);
      // The page's component read the plugin's data when its module loaded, and reads it again on a click.
      expect(await page.locator('.release-list').textContent()).toBe('2 releases');
      await page.locator('.release-list').click();
      await expect.poll(() => page.locator('.release-list').textContent()).toBe('v1.2.3, v1.2.2');
      expect(problems).toEqual([]);
      await page.close();
    });
  });
}
