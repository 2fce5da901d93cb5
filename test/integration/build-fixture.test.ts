import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, removeDir } from '../helpers/build-fixture.js';

let root: string;
let out: string;
let result: Awaited<ReturnType<typeof buildFixture>>;
const read = (rel: string) => readFile(path.join(out, rel), 'utf8');

beforeAll(async () => {
  result = await buildFixture('basic');
  root = result.root;
  out = result.outDir;
});
afterAll(() => removeDir(root));

describe('docsgen build of the fixture site', () => {
  it('succeeds without warnings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('writes an HTML file for every content page and generated route at the path of its exact URL', () => {
    for (const file of [
      'index.html',
      'guides/index.html',
      'guides/Page with spaces.html',
      'guides/Tabs demo.html',
      'guides/Deep & Nested/Inner.html',
      'reference/Alpha.html',
      'beta-custom.html',
      'guides/old-page.html',
      'search.html',
      'tags.html',
      'tags/alpha.html',
      'tags/beta.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      'notes.txt',
    ]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
  });

  it('renders complete HTML: lang, dir, title, description, canonical, navbar, sidebar, TOC, breadcrumbs, prev/next, footer', async () => {
    const html = await read('guides/Page with spaces.html');
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('<title>Page with spaces | Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="A page whose file name has spaces.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/guides/Page%20with%20spaces">');
    expect(html).toMatch(/<nav class="navbar[^"]*" aria-label="Main">/);
    expect(html).toContain('aria-label="Docs sidebar"');
    expect(html).toContain('aria-label="On this page"');
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
    expect(html).toContain('Copyright © 2025 Fixture');
    expect(html).toContain('href="#custom-one"');
    expect(html).toContain('admonition-tip');
  });

  it('rewrites links to routes, keeps spaces percent-encoded and & as written', async () => {
    const home = await read('index.html');
    expect(home).toContain('href="/guides/"');
    expect(home).toContain('href="/guides/Page%20with%20spaces"');
    expect(home).toContain('href="/reference/Alpha#usage"');
    const inner = await read('guides/Deep & Nested/Inner.html');
    expect(inner).toContain('href="/guides/#first-steps"');
  });

  it('copies images under content-hashed names in assets/', async () => {
    const home = await read('index.html');
    const src = /src="(\/assets\/media\/diagram\.[0-9a-f]+\.svg)"/.exec(home)?.[1];
    expect(src).toBeDefined();
    expect(existsSync(path.join(out, src!))).toBe(true);
  });

  it('hashes client assets and writes a page module per route', async () => {
    const assets = await readdir(path.join(out, 'assets'));
    expect(assets.some((f) => /^main\.[A-Z0-9]+\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => /^main\.[A-Z0-9]+\.css$/.test(f))).toBe(true);
    const mod = await read('_page/guides/Page with spaces.js');
    expect(mod).toContain('export default');
    expect(mod).toContain('export const meta');
  });

  it('shows an alias at its second URL with a canonical link to the page', async () => {
    const html = await read('guides/old-page.html');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/guides/Page%20with%20spaces">');
  });

  it('renders a page with displayed_sidebar: null without a sidebar', async () => {
    expect(await read('reference/Alpha.html')).not.toContain('aria-label="Docs sidebar"');
  });

  it('renders MDX with tabs, details and expressions', async () => {
    const html = await read('guides/Tabs demo.html');
    expect(html).toContain('The answer is <!-- -->42');
    expect(html).toContain('role="tablist"');
    expect(html).toContain('<summary>More</summary>');
    expect(html).toContain('id="mdx-heading"');
  });

  it('generates tag pages from frontmatter and tags.yml', async () => {
    expect(await read('tags.html')).toContain('Alpha tag');
    const alpha = await read('tags/alpha.html');
    expect(alpha).toContain('2 docs tagged with &quot;Alpha tag&quot;');
    expect(alpha).toContain('Pages about alpha.');
  });

  it('writes sitemap.xml with canonical pages only, robots.txt and a not-found page', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.example/guides/Page%20with%20spaces</loc>');
    expect(sitemap).not.toContain('old-page');
    expect(await read('robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml');
    expect(await read('404.html')).toContain('Page not found');
  });
});

describe('docsgen build --base-url /docs/', () => {
  let docsOut: string;
  let docsRoot: string;
  beforeAll(async () => {
    const r = await buildFixture('basic', { baseUrl: '/docs/' });
    docsOut = r.outDir;
    docsRoot = r.root;
  });
  afterAll(() => removeDir(docsRoot));

  it("prefixes every internal link and asset with /docs/, the announcement bar's included", async () => {
    expect(await readFile(path.join(docsOut, 'index.html'), 'utf8')).toContain('read the <a href="/docs/guides/">guides</a>');
    const files = (await readdir(docsOut, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const html = await readFile(path.join(docsOut, file), 'utf8');
      const urls = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
      for (const url of urls) {
        if (/^(https?:|#|mailto:)/.test(url)) continue;
        expect(url, `${file}: ${url}`).toMatch(/^\/docs\//);
      }
    }
  });
});
