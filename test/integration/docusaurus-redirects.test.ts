/** Docusaurus's client-redirects plugin: each `from` of its `redirects` list becomes a page that sends readers on. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map(removeDir)));

describe('client redirects (Docusaurus projects)', () => {
  it('writes a redirect page for every `from`, leaves a page that has the URL alone, and names createRedirects as not run (with titleDelimiter, icon and html navbar items)', async () => {
    const root = await copyFixture('docusaurus-mini');
    roots.push(root);
    const config = path.join(root, 'docusaurus.config.js');
    const plugin = `plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old-intro', to: '/docs/intro' }, { from: ['/a', '/docs/intro'], to: '/docs/guides/install' }, { from: '/gone', to: 'https://example.com/elsewhere' }], createRedirects(existingPath) { return undefined; } }]],\n  presets:`;
    const iconLink =
      "{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { href: 'https://github.com/example/mini', className: 'header-github-link', position: 'right' }, { type: 'html', value: '<span class=\\'beta\\'>beta</span>' },";
    await writeFile(
      config,
      (await readFile(config, 'utf8'))
        .replace('presets:', plugin)
        .replace("baseUrl: '/',", "baseUrl: '/', titleDelimiter: '·',")
        .replace("{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },", iconLink),
    );
    const result = await buildSite({ root });
    expect(result.ok).toBe(true);
    const page = await readFile(path.join(result.outDir, 'old-intro.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(page).toContain('<link rel="canonical" href="/docs/intro">');
    expect(await readFile(path.join(result.outDir, 'a.html'), 'utf8')).toContain('url=/docs/guides/install"');
    expect(await readFile(path.join(result.outDir, 'gone.html'), 'utf8')).toContain('url=https://example.com/elsewhere"');
    // /docs/intro is a page: it stays the page.
    const intro = await readFile(path.join(result.outDir, 'docs/intro.html'), 'utf8');
    expect(intro).toContain('Introduction');
    // The same build: titleDelimiter, an icon link the site's CSS draws (named for screen readers), an html item.
    expect(intro).toContain('<title>Introduction · Mini</title>');
    expect(intro).toMatch(/<a class="navbar-link header-github-link" href="https:\/\/github.com\/example\/mini" aria-label="github.com"/);
    expect(intro).toContain(`<span class='beta'>beta</span>`);
    const warning = result.diagnostics.find((d) => d.code === 'docusaurus-config');
    expect(warning?.message).toContain('plugins[0].createRedirects (@docusaurus/plugin-client-redirects: only its `redirects` list is built)');
    expect(warning?.message).not.toContain('plugins[0] (@docusaurus/plugin-client-redirects)');
  }, 120_000);
});
