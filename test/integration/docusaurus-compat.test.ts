import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, removeDir } from '../helpers/build-fixture.js';

let root: string;
let out: string;
let result: Awaited<ReturnType<typeof buildFixture>>;
const read = (rel: string) => readFile(path.join(out, rel), 'utf8');
/** The page body, with React's empty text separators removed. */
const main = async (rel: string) => /<main[\s\S]*<\/main>/.exec(await read(rel))![0].replaceAll('<!-- -->', '');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  result = await buildFixture('docusaurus-compat');
  root = result.root;
  out = result.outDir;
}, 120_000);
afterAll(() => removeDir(root));

describe('a docs folder written for Docusaurus 3', () => {
  it('builds without errors or warnings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('strips number prefixes from URLs and orders the sidebar by prefix and _category_ positions (07 and .yml)', async () => {
    for (const file of ['intro.html', 'guides/setup.html', 'guides/deploy.html', 'reference/api.html', 'reference/internals.html']) await read(file);
    // On a Reference page, so that category is open (a collapsed category with its own page leaves its children out).
    const sidebar = /<nav[^>]*class="sidebar[\s\S]*?<\/nav>/.exec(await read('reference/api.html'))![0];
    expect(text(sidebar).trim()).toMatch(/^Intro Reference API Guides Setup Deploy$/);
    // `className` from _category_.yml and `sidebar_class_name` from frontmatter reach the sidebar.
    expect(sidebar).toMatch(/<li class="sidebar-category[^"]* sidebar-reference">/);
    expect(sidebar).toMatch(/<li class="api-item"><a[^>]*href="\/reference\/api"/);
    // `collapsible: false`: Guides is open on every page, with no toggle.
    const guides = /<li class="sidebar-category open"><div[^>]*><span class="sidebar-link sidebar-category-label">Guides<\/span><\/div><ul[\s\S]*?<\/ul>/.exec(sidebar)?.[0];
    expect(text(guides ?? '')).toContain('Setup Deploy');
  });

  it('renders the MDX page: HTML comments gone, @theme Tabs, SVG component, @site component with a CSS module, @docusaurus/Link', async () => {
    const html = await main('intro.html');
    expect(html).not.toContain('for authors only');
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="fixture-logo" width="48" height="48" role="img" aria-label="Compat logo"><circle');
    expect(html).toMatch(/Welcome <span class="badge_[0-9a-f]{6}">beta<\/span>/);
    expect(html).toContain('<a href="/guides/setup">setup guide</a>');
    expect(html).toContain('You are at <code>/intro</code>.');
    expect(html).toMatch(/role="tab"[^>]*>macOS<\/button><button[^>]*>Linux<\/button>/);
  });

  it('renders npm2yarn tabs, magic-comment highlights, admonitions in both title forms, custom keywords, details and {#id}', async () => {
    const html = await main('intro.html');
    expect(html).toMatch(/>npm<\/button><button[^>]*>Yarn<\/button><button[^>]*>pnpm<\/button>/);
    expect(text(html)).toContain('yarn add --dev @acme/widgets');
    expect(html).toMatch(/<span class="line highlighted">.*theme: /);
    expect(html).not.toContain('highlight-next-line');
    expect(html).toContain('<p class="admonition-title">Before you start</p>');
    expect(html).toContain('<div class="admonition admonition-my-callout" role="note"><p class="admonition-title">Custom keyword</p>');
    expect(html).toContain('<div class="admonition admonition-warning" role="note"><p class="admonition-title">Careful</p>');
    expect(html).toContain('<details><summary>Why widgets?</summary>');
    expect(html).toContain('<h2 id="install-it"');
    expect(html).toContain('<p>Need help? Ask in <strong>#help</strong>.</p>');
    const setup = await main('guides/setup.html');
    expect(setup).toMatch(/<span class="line highlighted">.*import.*widgets/);
    expect(setup).not.toContain('highlight-start');
    expect(setup).toContain('<a href="/intro">introduction</a>');
    expect(await main('guides/deploy.html')).toContain('<p class="admonition-title">Ship it</p>');
  });

  it('honours frontmatter: toc_max_heading_level, tags as objects, pagination_label, hide_title, custom_edit_url, unlisted', async () => {
    const intro = await main('intro.html');
    expect(intro).toMatch(/<nav class="toc"[\s\S]*href="#deep-heading"/);
    expect(intro).toContain('>Getting started</a>');
    expect(await main('reference/api.html')).toContain('<span class="pagination-label">Setup guide »</span>');
    // `pagination_next: intro` names a page by its doc id (number prefixes stripped).
    expect(await main('guides/deploy.html')).toMatch(/<a class="pagination-link next" href="\/intro"/);
    const internals = await main('reference/internals.html');
    expect(internals).not.toContain('<header><h1>');
    expect(internals).toContain('href="https://example.com/edit/internals"');
    expect(await read('intro.html')).not.toContain('/reference/internals');
  });

  it('writes images an MDX page imports or require()s as hashed files and links them', async () => {
    const html = await main('intro.html');
    const diagram = /<img src="([^"]+)" alt="Diagram"\/>/.exec(html)?.[1];
    const shot = /<img src="([^"]+)" alt="Screenshot"\/>/.exec(html)?.[1];
    expect(diagram).toMatch(/^\/assets\/.*diagram.*\.png$/);
    expect(shot).toMatch(/^\/assets\/.*shot.*\.png$/);
    const bytes = await readFile(path.join(out, diagram!));
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('copies files the docs link to (beside the docs or elsewhere in the site) as hashed assets, and serves static ones where they lie', async () => {
    const html = await main('guides/deploy.html');
    const schema = /<a href="([^"]+)" target="_blank">the schema<\/a>/.exec(html)?.[1];
    const sample = /<a href="([^"]+)" target="_blank">a sample config<\/a>/.exec(html)?.[1];
    expect(schema).toMatch(/^\/assets\/media\/schema\.[0-9a-f]{10}\.json#\/definitions$/);
    expect(sample).toMatch(/^\/assets\/media\/config\.[0-9a-f]{10}\.yaml$/);
    expect(JSON.parse(await read(schema!.replace(/#.*/, '')))).toEqual({ definitions: { target: { type: 'string' } } });
    expect(await read(sample!)).toBe('target: production\nregion: eu-west-1\n');
    expect(html).toMatch(/<a href="\/img\/logo.svg"[^>]*>the logo<\/a>/);
  });

  it('links site-absolute .md paths to the pages, from the content folder or the site folder', async () => {
    const html = await main('guides/deploy.html');
    expect(html).toContain('<a href="/intro">the introduction</a>');
    expect(html).toContain('<a href="/reference/api">the API</a>');
  });

  it("lists a category's pages with <DocCardList /> on the category's own page", async () => {
    const html = await main('reference/index.html');
    // As Docusaurus's DocCard: the whole card links, its h2 holds the icon and the title.
    expect(html).toMatch(
      /<section class="doc-cards doc-card-list"><article><a[^>]* href="\/reference\/api"[^>]*><h2 class="doc-card-title" title="API"><span class="doc-card-icon">📄️<\/span>API<\/h2><\/a><\/article><\/section>/,
    );
  });

  it('never makes a route of a partial', async () => {
    await expect(read('_partials/_support.html')).rejects.toThrow();
    await expect(read('partials/support.html')).rejects.toThrow();
  });
});
