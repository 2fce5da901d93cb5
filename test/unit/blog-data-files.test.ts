/** `authors.yml` and `tags.yml` that are not valid YAML: a located error naming the file, never the parser's stack. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlog } from '../../src/blog/load-blog.js';
import { configSchema } from '../../src/config/schema.js';
import type { CompiledDoc } from '../../src/markdown/compiled-doc.js';

const options = configSchema.parse({ title: 'T', url: 'https://t.example', blog: { tags: 'tags.yml' } }).blog!;
const noCompile = (): Promise<CompiledDoc> => Promise.reject(new Error('no posts in these projects'));

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-blog-data-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Loads a blog folder holding only `authors.yml` (and `tags.yml` when given) with these texts. */
async function loadWith(authors: string, tags?: string) {
  const project = await mkdtemp(path.join(root, 'p-'));
  await mkdir(path.join(project, 'blog'));
  await writeFile(path.join(project, 'blog', 'authors.yml'), authors);
  if (tags !== undefined) await writeFile(path.join(project, 'blog', 'tags.yml'), tags);
  const loaded = await loadBlog(project, options, noCompile);
  return { data: loaded.authorsData, found: loaded.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message} [${d.code}]`) };
}

describe('blog data files that are not YAML', () => {
  it('an unclosed quote, a duplicate key, a tab and an alias bomb are each located in authors.yml', async () => {
    const bomb = ['a: &a [x,x,x,x,x,x,x,x,x]', ...'bcd'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abc'[i]}`).join(',')}]`)].join('\n');
    const found = await Promise.all(['ann:\n  name: "Ann\n', 'ann:\n  name: A\nann:\n  name: B\n', 'ann:\n\tname: Ann\n', bomb, 'ann: *nobody\n'].map(async (text) => (await loadWith(text)).found));
    expect(found).toMatchInlineSnapshot(`
      [
        [
          "blog/authors.yml:3:1 Invalid YAML in authors.yml: Missing closing "quote [blog-authors-yaml]",
        ],
        [
          "blog/authors.yml:3:1 Invalid YAML in authors.yml: Map keys must be unique [blog-authors-yaml]",
        ],
        [
          "blog/authors.yml:2:1 Invalid YAML in authors.yml: Tabs are not allowed as indentation [blog-authors-yaml]",
        ],
        [
          "blog/authors.yml:2:8 Invalid YAML in authors.yml: its aliases expand to too many values (more than 100 alias uses) [blog-authors-yaml]",
        ],
        [
          "blog/authors.yml:1:6 Invalid YAML in authors.yml: Unresolved alias (the anchor must be set before the alias): nobody [blog-authors-yaml]",
        ],
      ]
    `);
  });

  it('a broken tags.yml is located too, and a good authors.yml still reads', async () => {
    const { data, found } = await loadWith('ann:\n  name: Ann\n', 'news: [\n');
    expect(data).toEqual({ ann: { name: 'Ann' } });
    expect(found).toMatchInlineSnapshot(`
      [
        "blog/tags.yml:2:1 Invalid YAML in tags.yml: Flow sequence in block collection must be sufficiently indented and end with a ] [blog-tags-yaml]",
      ]
    `);
  });
});
