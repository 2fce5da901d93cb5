/**
 * Issue 24, item 1: containment by real paths. What a page reads (MDX imports of any kind, images,
 * partials) and what `static/` copies must really lie inside the project once links are followed;
 * anything else is a located error and is never read. The output never holds a link a page could
 * be written through.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let outside: string;

beforeAll(async () => {
  outside = await mkdtemp(path.join(os.tmpdir(), 'docsgen-outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'TOP-SECRET-TEXT');
  await writeFile(path.join(outside, 'secret.json'), '{"token":"TOP-SECRET-JSON"}');
  await writeFile(path.join(outside, 'secret.png'), PNG);
  await writeFile(path.join(outside, 'victim.html'), 'ORIGINAL');
  await mkdir(path.join(outside, 'dir'));
});
afterAll(() => removeDir(outside));

const everyFile = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

describe('imports and images that lead outside the project', () => {
  let root: string;
  let result: BuildResult;
  beforeAll(async () => {
    root = await copyFixture('basic');
    const dir = path.join(root, 'content', 'hostile');
    await mkdir(dir, { recursive: true });
    const rel = path.relative(dir, outside);
    await symlink(path.join(outside, 'secret.json'), path.join(dir, 'linked.json'));
    await symlink(path.join(outside, 'secret.png'), path.join(dir, 'linked.png'));
    await writeFile(path.join(dir, 'absolute.mdx'), `# Absolute\n\nimport s from '${outside}/secret.txt';\n\n{s}\n`);
    await writeFile(path.join(dir, 'relative.mdx'), `# Relative\n\nimport j from '${rel}/secret.json';\n\n{j.token}\n`);
    await writeFile(path.join(dir, 'image.mdx'), `# Image\n\nimport p from '${rel}/secret.png';\n\n<img src={p} />\n`);
    await writeFile(path.join(dir, 'run.mdx'), `# Run\n\nimport x from '/etc/hostname';\n\n{x}\n`);
    await writeFile(path.join(dir, 'link.mdx'), `# Link\n\nimport j from './linked.json';\n\n{j.token}\n`);
    await writeFile(path.join(dir, 'site.mdx'), `# Site\n\nimport j from '@site/content/hostile/linked.json';\n\n{j.token}\n`);
    await writeFile(path.join(dir, 'picture.md'), '# Picture\n\nText.\n\n![secret](./linked.png)\n');
    await writeFile(path.join(dir, 'download.md'), '# Download\n\nGet [the data](./linked.json) here.\n');
    result = await buildSite({ root, outDir: path.join(root, 'out') });
  }, 120_000);
  afterAll(() => removeDir(root));

  const at = (file: string) =>
    result.diagnostics.filter((d) => d.file === `content/hostile/${file}`).map((d) => ({ line: d.line, column: d.column, message: d.message.replaceAll(outside, '<outside>') }));

  it('every import of a file outside, directly or through a link, is an error at the import', () => {
    expect(at('absolute.mdx')).toEqual([{ line: 3, column: 15, message: `Cannot import '<outside>/secret.txt': it is outside the site (it resolves to <outside>/secret.txt).` }]);
    expect(at('relative.mdx')[0]).toMatchObject({ line: 3, column: 15 });
    expect(at('image.mdx')).toMatchObject([{ line: 3, column: 15 }]);
    expect(at('run.mdx')).toMatchInlineSnapshot(`
      [
        {
          "column": 15,
          "line": 3,
          "message": "Cannot import '/etc/hostname': it is outside the site (it resolves to /etc/hostname).",
        },
      ]
    `);
    expect(at('link.mdx')).toEqual([{ line: 3, column: 15, message: `Cannot import './linked.json': it is outside the site (it resolves to <outside>/secret.json).` }]);
    expect(at('site.mdx')[0]).toMatchObject({ line: 3, message: expect.stringMatching(/^Cannot import '@site\/content\/hostile\/linked.json': it is outside the site/) });
  });

  it('an image that is a link to a file outside is an error at the image', () => {
    expect(at('picture.md')).toMatchInlineSnapshot(`
      [
        {
          "column": 1,
          "line": 5,
          "message": "The image "content/hostile/linked.png" leads to <outside>/secret.png, outside the site, so it is not copied into the site.",
        },
      ]
    `);
  });

  it('a linked file (copied as an asset when inside) that is a link to a file outside is an error at the link', () => {
    expect(at('download.md')).toMatchInlineSnapshot(`
      [
        {
          "column": 5,
          "line": 3,
          "message": "The file "content/hostile/linked.json" leads to <outside>/secret.json, outside the site, so it is not copied into the site.",
        },
      ]
    `);
  });

  it('nothing outside is read into the site or shown in a message, and nothing is written', () => {
    expect(result.ok).toBe(false);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
    const shown = JSON.stringify(result.diagnostics);
    expect(shown).not.toContain('TOP-SECRET');
    expect(shown).not.toContain(readFileSync('/etc/hostname', 'utf8').trim() || '\0');
  });
});

describe('links in static/', () => {
  it('a link that leads outside the project is an error, and nothing is written through it', async () => {
    const root = await copyFixture('basic');
    try {
      await symlink(path.join(outside, 'victim.html'), path.join(root, 'static', '404.html'));
      await symlink(path.relative(path.join(root, 'static'), path.join(outside, 'dir')), path.join(root, 'static', 'guides'));
      const result = await buildSite({ root, outDir: path.join(root, 'out') });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.filter((d) => d.code === 'static-link-outside').map((d) => `${d.file}: ${d.message.replaceAll(outside, '<outside>')}`)).toMatchInlineSnapshot(`
        [
          "static/404.html: static/404.html is a link to <outside>/victim.html, outside the project, so it is not copied into the site.",
          "static/guides: static/guides is a link to <outside>/dir, outside the project, so it is not copied into the site.",
        ]
      `);
      expect(await readFile(path.join(outside, 'victim.html'), 'utf8')).toBe('ORIGINAL');
      expect(readdirSync(path.join(outside, 'dir'))).toEqual([]);
    } finally {
      await removeDir(root);
    }
  }, 120_000);

  it('a link that stays inside the project is copied as a regular file; the output holds no links', async () => {
    const root = await copyFixture('basic');
    try {
      await writeFile(path.join(root, 'shared.txt'), 'SHARED');
      await symlink('../shared.txt', path.join(root, 'static', 'shared.txt'));
      await symlink('img', path.join(root, 'static', 'pictures'));
      const result = await buildSite({ root, outDir: path.join(root, 'out') });
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const out = path.join(root, 'out');
      expect(await readFile(path.join(out, 'shared.txt'), 'utf8')).toBe('SHARED');
      expect(readdirSync(path.join(out, 'pictures'))).toEqual(readdirSync(path.join(root, 'static', 'img')));
      const links = everyFile(path.join(out, '/')).concat(readdirSync(path.join(out, '/'), { recursive: true }).map((n) => path.join(out, '/', String(n))));
      expect(links.filter((f) => lstatSync(f).isSymbolicLink())).toEqual([]);
    } finally {
      await removeDir(root);
    }
  }, 120_000);
});
