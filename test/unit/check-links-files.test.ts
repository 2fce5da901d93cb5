/**
 * The link check on links to files, as Docusaurus follows them: a file beside the docs or elsewhere
 * in the site is copied as an asset, a site-absolute `.md` path is the doc's page, a file under
 * `static/` is served where it lies. Only what reaches nothing is reported.
 */
import { describe, expect, it } from 'vitest';
import { summarise } from '../../src/compile/page-summary.js';
import { configSchema } from '../../src/config/schema.js';
import type { SourceFile } from '../../src/content/source-file.js';
import { compilePage } from '../../src/markdown/compile-page.js';
import { checkLinks } from '../../src/site/check-links.js';
import { planSite } from '../../src/site/plan-site.js';

const config = configSchema.parse({ title: 'T', url: 'https://t.example', contentDir: 'docs' });

async function check(pages: Record<string, string>, files: readonly string[], staticFiles: readonly string[] = []) {
  const docs = await Promise.all(
    Object.entries(pages).map(async ([contentPath, text]) => {
      const source: SourceFile = { file: `docs/${contentPath}`, contentPath, kind: 'md', source: text, hash: contentPath };
      return summarise(await compilePage(source, { contentDir: 'docs', staticDir: 'static', tocMin: 2, tocMax: 3, mdxComponents: [] }), contentPath);
    }),
  );
  const site = planSite({ config, docs, categories: new Map(), tagDefinitions: new Map(), includeDrafts: false, sources: new Map() });
  const existing = new Set(files);
  return checkLinks({ site, staticFiles: new Set(staticFiles), configFile: 'site.config.ts', fileExists: (f) => existing.has(f) });
}

describe('links to files that are not pages', () => {
  it('a JSON, PDF or YAML file beside the docs or in a sibling folder of the site is not a broken link', async () => {
    const page = '[collection](../assets/postman/collection.json), [spec](./spec.yaml), [manual](../../downloads/manual.pdf)';
    const found = await check({ 'global/postman.md': page }, ['docs/assets/postman/collection.json', 'docs/global/spec.yaml', 'downloads/manual.pdf']);
    expect(found).toEqual([]);
  });

  it('a file that is not there is reported, naming the file it looked for', async () => {
    const found = await check({ 'global/postman.md': 'Download [the collection](../assets/postman/collection.json).' }, []);
    expect(found.map(({ message, hint, line, column }) => ({ message, hint, line, column }))).toMatchInlineSnapshot(`
      [
        {
          "column": 10,
          "hint": "Check the path, relative to this page's file, and the file name (spaces and capitals count).",
          "line": 1,
          "message": "Broken link to ../assets/postman/collection.json: there is no file docs/assets/postman/collection.json, and no page or static file at /assets/postman/collection.json.",
        },
      ]
    `);
  });

  it('a link written relative to the page URL that reaches a static file is not broken', async () => {
    expect(await check({ 'guide/intro.md': '[logo](../img/logo.svg)' }, [], ['/img/logo.svg'])).toEqual([]);
  });
});

describe('files copied from static/', () => {
  it('a site-absolute link to a static file is not broken', async () => {
    expect(await check({ 'guide/intro.md': '[sheet](/files/cheatsheet.pdf) and [data](/data/list.json#top)' }, [], ['/files/cheatsheet.pdf', '/data/list.json'])).toEqual([]);
  });

  it('an HTML file under static/ (a generated API reference, a demo) is served as written, not read as a page route', async () => {
    const page = '[the API](/api/index.html), [the demo](/demo/run.html#start) and [the player](../demo/player.html)';
    expect(await check({ 'guide/intro.md': page }, [], ['/api/index.html', '/demo/run.html', '/demo/player.html'])).toEqual([]);
  });
});

describe('site-absolute links to Markdown files', () => {
  it('reach the doc, from the docs folder or from the site folder, as Docusaurus tries them', async () => {
    const pages = { 'guide/intro.md': '# Intro\n\n## Start', 'guide/other.md': '[a](/guide/intro.md#start) and [b](/docs/guide/intro.md)' };
    expect(await check(pages, [])).toEqual([]);
  });

  it('one that names no doc is a broken link to that path', async () => {
    const found = await check({ 'guide/intro.md': '# Intro', 'guide/other.md': '[a](/guide/intro-old.md)' }, []);
    expect(found.map(({ message, hint }) => ({ message, hint }))).toMatchInlineSnapshot(`
      [
        {
          "hint": "Check the spelling (spaces and capitals count), or link the page's file with a relative .md path so the link follows it.",
          "message": "Broken link to /guide/intro-old.md: no such page.",
        },
      ]
    `);
  });
});
