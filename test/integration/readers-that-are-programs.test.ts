/**
 * Issue "Docs that people and AI agents can both read": llms.txt, llms-full.txt, a Markdown twin of
 * every HTML page, and OpenGraph meta with a 1200×630 social card on every page.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

let root: string;
let result: BuildResult;
const out = (rel: string) => readFile(path.join(result.outDir, rel), 'utf8');

beforeAll(async () => {
  root = await copyFixture('basic');
  await writeFile(
    path.join(root, 'content', 'guides', 'Install.mdx'),
    '---\ntitle: Install\ndescription: Install the tool.\n---\n\n# Install\n\n:::warning[Before you start]\n\nBack up your data.\n\n:::\n\n<Tabs>\n<TabItem value="npm" label="npm">\n\n```sh\nnpm install tool\n```\n\n</TabItem>\n<TabItem value="yarn" label="Yarn">\n\n```sh\nyarn add tool\n```\n\n</TabItem>\n</Tabs>\n\nThen read [Alpha](../reference/Alpha.md).\n',
  );
  result = await buildSite({ root });
  expect(result.ok).toBe(true);
}, 120_000);
afterAll(() => removeDir(root));

describe('llms.txt and llms-full.txt', () => {
  it("llms.txt has the title, the summary, then every section's pages as Markdown links with descriptions", async () => {
    const llms = await out('llms.txt');
    expect(llms).toMatch(/^# Fixture Docs\n\n> A small site that exercises every engine feature\.\n/);
    expect(llms).toMatch(/\n## Guides\n\n(- \[.+\]\(https:\/\/fixture\.example\/.+\.md\)(: .+)?\n)+/);
    expect(llms).toContain('- [Tabs demo](https://fixture.example/guides/Tabs%20demo.md): An MDX page with tabs and details.');
  });

  it("llms-full.txt holds every page's Markdown, in sidebar order", async () => {
    const full = await out('llms-full.txt');
    expect(full).toContain('# Tabs demo');
    expect(full.indexOf('# Install')).toBeGreaterThan(-1);
    expect(full).not.toMatch(/^---\ntitle:/m);
  });
});

describe('the Markdown twin of every page', () => {
  it('exists beside every HTML page, linked from it with rel=alternate type=text/markdown', async () => {
    const pages = (await readdir(result.outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const twin = page === 'index.html' || page.endsWith('/index.html') ? page.replace(/\.html$/, '.md') : page.replace(/\.html$/, '.md');
      expect(existsSync(path.join(result.outDir, twin)), twin).toBe(true);
      const html = await out(page);
      expect(html, page).toMatch(/<link rel="alternate" type="text\/markdown" href="[^"]+\.md">/);
    }
  });

  it('a Markdown page: frontmatter gone, title and description first, links absolute', async () => {
    const twin = await out('reference/Alpha.md');
    expect(twin).not.toContain('displayed_sidebar');
    expect(twin).toMatch(/^# Alpha\n\n> Reference page\.\n/);
    expect(twin).toContain('## Usage');
    expect(twin).toContain('[Beta](https://fixture.example/beta-custom)');
  });

  it('an MDX page: tabs as headed sections, admonitions as blockquotes with their label, code blocks kept', async () => {
    const twin = await out('guides/Install.md');
    expect(twin).toMatch(/> \*\*Before you start:\*\*\n>\n> Back up your data\./);
    expect(twin).toMatch(/## npm\n\n```sh\nnpm install tool\n```/);
    expect(twin).toMatch(/## Yarn\n\n```sh\nyarn add tool\n```/);
    expect(twin).toContain('[Alpha](https://fixture.example/reference/Alpha)');
    expect(twin).not.toMatch(/<Tabs|<TabItem|:::/);
  });

  it("the index page's twin is /index.md", async () => {
    const twin = await out('index.md');
    expect(twin).toMatch(/^# /);
    expect(await out('guides/index.md')).toMatch(/^# /);
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('OpenGraph and social cards', () => {
  it('every HTML page has og:title, og:description and og:image pointing at an existing 1200×630 PNG', async () => {
    const pages = (await readdir(result.outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    for (const page of pages) {
      const html = await out(page);
      expect(html, page).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html, page).toMatch(/<meta property="og:description" content="[^"]+">/);
      expect(html, page).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
      const image = /<meta property="og:image" content="https:\/\/fixture\.example\/(assets\/cards\/[0-9a-f]+\.png)">/.exec(html)?.[1];
      expect(image, page).toBeDefined();
      expect(pngSize(await readFile(path.join(result.outDir, image!))), image).toEqual([1200, 630]);
    }
  });

  it('cards are cached by content: a second build draws none and gives the same files', async () => {
    const again = await buildSite({ root, force: true });
    expect(again.ok).toBe(true);
    const cards = await readdir(path.join(again.outDir, 'assets', 'cards'));
    expect(cards.length).toBeGreaterThan(5);
  });
});
