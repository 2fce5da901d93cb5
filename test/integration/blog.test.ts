/**
 * A Docusaurus project's blog, built by docsgen as Docusaurus builds it (classic-template: authors.yml,
 * tags.yml, a folder post, an MDX post, truncate markers), with the routes Docusaurus 3.10.2 wrote;
 * its feeds read by a strict XML reader; and a docsgen site's own `blog` block.
 */
import { cp, mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { outputPathOfRoute } from '../../src/content/route-of-file.js';
import { FIXTURES, REPO_ROOT, removeDir } from '../helpers/build-fixture.js';
import { child, childrenNamed, parseXml, type XmlElement } from '../helpers/strict-xml.js';

const TEMPLATE = path.join(FIXTURES, 'docusaurus-corpus', 'classic-template');
const reference = JSON.parse(await readFile(path.join(REPO_ROOT, 'test/parity/references/docusaurus-corpus/classic-template.json'), 'utf8')) as { pages: { route: string; kind: string }[] };

async function copyTemplate(edit?: (config: string) => string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-blog-'));
  await cp(TEMPLATE, dir, { recursive: true });
  if (edit) await writeFile(path.join(dir, 'docusaurus.config.js'), edit(await readFile(path.join(dir, 'docusaurus.config.js'), 'utf8')));
  return dir;
}

const textOf = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

let root: string;
let result: BuildResult;
const read = (file: string) => readFile(path.join(result.outDir, file), 'utf8');
const page = (route: string) => read(outputPathOfRoute(route));

beforeAll(async () => {
  root = await copyTemplate();
  result = await buildSite({ root });
}, 120_000);
afterAll(() => removeDir(root));

describe("classic-template's blog, as Docusaurus 3.10.2 wrote it", () => {
  it('builds with no warning about the blog', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => d.message).join('\n')).not.toMatch(/blog/);
  });

  it('writes every blog route of the reference', () => {
    const blogRoutes = reference.pages.filter((p) => p.kind === 'blog').map((p) => p.route);
    expect(blogRoutes).toHaveLength(14);
    for (const route of blogRoutes) expect(existsSync(path.join(result.outDir, outputPathOfRoute(route))), route).toBe(true);
  });

  it('lists the posts newest first, each with its date, reading time, authors, excerpt and "Read more"', async () => {
    const text = textOf(await page('/blog'));
    expect(text).toMatch(
      /^Welcome August 26, 2021 · One min read Sébastien Lorber Docusaurus maintainer .*Yangshun Tay Ex-Meta Staff Engineer, Co-founder GreatFrontEnd .*Docusaurus blogging features are powered by the blog plugin \. Here are a few tips you might find useful\. Tags: Facebook Hello Docusaurus Read more MDX Blog Post August 1, 2021/,
    );
    expect(text).toContain('Long Blog Post May 29, 2019 · 3 min read');
    // Only the part above the truncate marker.
    expect(text).not.toContain('Simply add Markdown files');
    expect(await page('/blog')).toContain('<title>Blog | My Site</title>');
  });

  it('shows a post whole at its slug, with tags, edit link and the older post', async () => {
    const welcome = await page('/blog/welcome');
    expect(welcome).toContain('<title>Welcome | My Site</title>');
    const text = textOf(welcome);
    expect(text).toContain('Simply add Markdown files (or folders) to the blog directory.');
    expect(text).toContain('Tags: Facebook Hello Docusaurus');
    expect(text).toMatch(/Older post MDX Blog Post/);
    expect(welcome).toContain('href="https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/blog/2021-08-26-welcome/index.mdx"');
    expect(welcome).toMatch(/<img src="\/assets\/media\/docusaurus-plushie-banner\.[0-9a-f]+\.jpeg"/);
  });

  it('titles the tag, author, tags, authors and archive pages as Docusaurus does', async () => {
    expect(await page('/blog/tags/hola')).toContain('<title>One post tagged with &quot;Hola&quot; | My Site</title>');
    expect(await page('/blog/tags/docusaurus')).toContain('<title>4 posts tagged with &quot;Docusaurus&quot; | My Site</title>');
    expect(await page('/blog/authors/yangshun')).toContain('<title>Yangshun Tay - 3 posts | My Site</title>');
    expect(await page('/blog/authors/all-sebastien-lorber-articles')).toContain('<title>Sébastien Lorber - 3 posts | My Site</title>');
    expect(textOf(await page('/blog/tags'))).toBe('Tags D Docusaurus 4 F Facebook 1 H Hello 2 Hola 1');
    expect(textOf(await page('/blog/authors'))).toBe('Authors Yangshun Tay 3 Ex-Meta Staff Engineer, Co-founder GreatFrontEnd Sébastien Lorber 3 Docusaurus maintainer');
    expect(textOf(await page('/blog/archive'))).toBe('Archive 2021 August 1 - MDX Blog Post August 26 - Welcome 2019 May 28 - First Blog Post May 29 - Long Blog Post');
  });

  it('shows the recent posts in the blog sidebar', async () => {
    const sidebar = /<nav[^>]*sidebar[^>]*>([\s\S]*?)<\/nav>/.exec(await page('/blog/long-blog-post'))?.[1] ?? '';
    expect(textOf(`<main>${sidebar}</main>`)).toBe('Recent posts Welcome MDX Blog Post Long Blog Post First Blog Post');
  });
});

/** RSS 2.0: `rss@version`, one channel with title, link and description; items with a title or description, RFC 822 dates. */
function expectRss2(feed: XmlElement) {
  expect(feed.name).toBe('rss');
  expect(feed.attributes.version).toBe('2.0');
  const channel = child(feed, 'channel')!;
  for (const name of ['title', 'link', 'description']) expect(child(channel, name)?.text, name).toBeTruthy();
  const items = childrenNamed(channel, 'item');
  for (const item of items) {
    expect(child(item, 'title')?.text || child(item, 'description')?.text).toBeTruthy();
    expect(child(item, 'pubDate')!.text).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(child(item, 'guid')!.text).toMatch(/^https:\/\//);
  }
  return items;
}

/** Atom 1.0: the Atom namespace; feed id, title, updated; entries with id, title, updated, a link and an author. */
function expectAtom1(feed: XmlElement) {
  expect(feed.name).toBe('feed');
  expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
  for (const name of ['id', 'title']) expect(child(feed, name)?.text, name).toBeTruthy();
  expect(child(feed, 'updated')!.text).toMatch(rfc3339);
  const entries = childrenNamed(feed, 'entry');
  for (const entry of entries) {
    for (const name of ['id', 'title']) expect(child(entry, name)?.text, name).toBeTruthy();
    expect(child(entry, 'updated')!.text).toMatch(rfc3339);
    expect(child(entry, 'link')?.attributes.href).toMatch(/^https:\/\//);
    // Atom asks for an author in every entry when the feed has none.
    expect(child(child(entry, 'author')!, 'name')!.text).toBeTruthy();
  }
  return entries;
}

describe('the feeds', () => {
  it('rss.xml is RSS 2.0 with the posts Docusaurus lists, newest first', async () => {
    const items = expectRss2(parseXml(await read('blog/rss.xml')));
    expect(items.map((i) => [child(i, 'title')!.text, child(i, 'link')!.text, child(i, 'pubDate')!.text])).toEqual([
      ['Welcome', 'https://your-docusaurus-site.example.com/blog/welcome', 'Thu, 26 Aug 2021 00:00:00 GMT'],
      ['MDX Blog Post', 'https://your-docusaurus-site.example.com/blog/mdx-blog-post', 'Sun, 01 Aug 2021 00:00:00 GMT'],
      ['Long Blog Post', 'https://your-docusaurus-site.example.com/blog/long-blog-post', 'Wed, 29 May 2019 00:00:00 GMT'],
      ['First Blog Post', 'https://your-docusaurus-site.example.com/blog/first-blog-post', 'Tue, 28 May 2019 00:00:00 GMT'],
    ]);
    expect(childrenNamed(items[0]!, 'category').map((c) => c.text)).toEqual(['Facebook', 'Hello', 'Docusaurus']);
    expect(child(items[0]!, 'description')!.text).toBe('Docusaurus blogging features are powered by the blog plugin.');
    // The whole post, its image at an absolute URL.
    expect(child(items[0]!, 'content:encoded')!.text).toMatch(/<img src="https:\/\/your-docusaurus-site\.example\.com\/assets\/media\/docusaurus-plushie-banner\.[0-9a-f]+\.jpeg"/);
  });

  it('with xslt: true, names its style sheets, written beside the feeds as well-formed XSLT', async () => {
    expect(await read('blog/rss.xml')).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="rss.xsl"\?>/);
    for (const kind of ['rss', 'atom']) {
      expect(parseXml(await read(`blog/${kind}.xsl`)).name).toBe('xsl:stylesheet');
      expect(await read(`blog/${kind}.css`)).toContain('.feed-item');
    }
  });

  it('atom.xml is Atom 1.0, each entry with its authors', async () => {
    const feed = parseXml(await read('blog/atom.xml'));
    const entries = expectAtom1(feed);
    expect(child(feed, 'title')!.text).toBe('My Site Blog');
    expect(
      entries
        .at(-1)!
        .children.filter((c) => c.name === 'author')
        .map((a) => [child(a, 'name')!.text, child(a, 'uri')!.text]),
    ).toEqual([
      ['Sébastien Lorber', 'https://sebastienlorber.com'],
      ['Yangshun Tay', 'https://linkedin.com/in/yangshun'],
    ]);
  });

  it("writes no feed.json unless feedOptions.type asks for it, and a JSON Feed 1.1 with type 'all'", async () => {
    expect(existsSync(path.join(result.outDir, 'blog/feed.json'))).toBe(false);
    const all = await copyTemplate((config) => config.replace("type: ['rss', 'atom']", "type: 'all'"));
    try {
      const built = await buildSite({ root: all });
      expect(built.ok).toBe(true);
      expectRss2(parseXml(await readFile(path.join(built.outDir, 'blog/rss.xml'), 'utf8')));
      const feed = JSON.parse(await readFile(path.join(built.outDir, 'blog/feed.json'), 'utf8')) as Record<string, unknown> & { items: Record<string, unknown>[] };
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(feed.title).toBe('My Site Blog');
      expect(feed.items.map((i) => i.id)).toEqual(['welcome', 'mdx-blog-post', 'long-blog-post', 'first-blog-post'].map((s) => `https://your-docusaurus-site.example.com/blog/${s}`));
      for (const item of feed.items) {
        expect(typeof item.content_html).toBe('string');
        expect(new Date(item.date_published as string).toISOString()).toBe(item.date_published);
      }
    } finally {
      await removeDir(all);
    }
  }, 120_000);
});

describe("a docsgen site's own blog block", () => {
  it('is off by default, and builds posts, pages of postsPerPage and the asked feeds when set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-own-blog-'));
    try {
      await cp(path.join(FIXTURES, 'basic'), dir, { recursive: true });
      await cp(path.join(REPO_ROOT, 'theme'), path.join(dir, 'theme'), { recursive: true });
      const plain = await buildSite({ root: dir, outDir: path.join(dir, 'plain') });
      expect(plain.ok).toBe(true);
      expect(existsSync(path.join(plain.outDir, 'blog.html'))).toBe(false);

      const config = await readFile(path.join(dir, 'site.config.ts'), 'utf8');
      await writeFile(
        path.join(dir, 'site.config.ts'),
        config.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  blog: { path: 'news', routeBasePath: 'news', title: 'News', postsPerPage: 1, feedOptions: { type: ['json'] } },"),
      );
      await mkdir(path.join(dir, 'news'));
      await writeFile(
        path.join(dir, 'news', '2024-03-01-launch.md'),
        '---\ntitle: Launch\nauthors: [{ name: Ada, url: https://ada.example }]\ntags: [release]\n---\n\nWe launched.\n\n<!-- truncate -->\n\nThe details.\n',
      );
      await writeFile(path.join(dir, 'news', '2024-04-02-update.md'), '---\ntitle: Update\n---\n\nAn update.\n');
      const built = await buildSite({ root: dir, outDir: path.join(dir, 'with-blog') });
      expect(built.ok).toBe(true);
      const html = (route: string) => readFile(path.join(built.outDir, outputPathOfRoute(route)), 'utf8');
      expect(textOf(await html('/news'))).toMatch(/^Update April 2, 2024 · One min read An update\. Older entries »$/);
      expect(textOf(await html('/news/page/2'))).toMatch(/^Launch March 1, 2024 · One min read Ada We launched\. Tags: release Read more « Newer entries$/);
      expect(textOf(await html('/news/2024/03/01/launch'))).toContain('The details.');
      expect(await html('/news/tags/release')).toContain('<title>One post tagged with &quot;release&quot; | Fixture Docs</title>');
      const feed = JSON.parse(await readFile(path.join(built.outDir, 'news/feed.json'), 'utf8')) as { items: { title: string }[] };
      expect(feed.items.map((i) => i.title)).toEqual(['Update', 'Launch']);
      expect(existsSync(path.join(built.outDir, 'news/rss.xml'))).toBe(false);
    } finally {
      await removeDir(dir);
    }
  }, 120_000);
});
