/**
 * Issue "Nothing lost, nothing let in", item 3: content stays inside the site. Slugs, aliases and
 * tags that would climb out of the output (or hold characters no file system takes), and images from
 * outside the content and static folders, are located errors; nothing is written or copied.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('basic');
  await mkdir(path.join(root, 'content', 'hostile'), { recursive: true });
  await writeFile(path.join(root, 'secret.txt'), 'do not publish');
  const page = (name: string, text: string) => writeFile(path.join(root, 'content', 'hostile', name), text);
  await page('slug.md', '---\nslug: /../../bin/docsgen\n---\n\n# Slug\n\nText.\n');
  await page('alias.md', '---\naliases:\n  - /../../../outside\n---\n\n# Alias\n\nText.\n');
  await page('tag.md', '---\ntags:\n  - ../../escape\n---\n\n# Tag\n\nText.\n');
  await page('long.md', `---\nslug: /${'x'.repeat(300)}\n---\n\n# Long\n\nText.\n`);
  await page('nul.md', '---\nslug: "/a\\0b"\n---\n\n# Nul\n\nText.\n');
  await page('image.md', '# Image\n\n![secret](../../../secret.txt)\n\n![passwd](../../../../../../../../etc/passwd)\n');
  result = await buildSite({ root, outDir: path.join(root, 'out') });
}, 120_000);
afterAll(() => removeDir(root));

const at = (file: string, code: string) => result.diagnostics.filter((d) => d.file === `content/hostile/${file}` && d.code === code);

describe('content stays inside the site', () => {
  it('a slug with "..", a long or NUL slug, an alias and a tag with ".." are located errors at their frontmatter line', () => {
    expect(at('slug.md', 'unsafe-route')).toEqual([
      expect.objectContaining({ severity: 'error', line: 2, message: expect.stringMatching(/"\/\.\.\/\.\.\/bin\/docsgen" \(from `slug`\) cannot be written/) }),
    ]);
    expect(at('alias.md', 'unsafe-route')).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/from `aliases`/) })]);
    expect(at('tag.md', 'unsafe-route')).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/from `tags`/) })]);
    expect(at('long.md', 'unsafe-route')[0]?.message).toMatch(/300 bytes long/);
    expect(at('nul.md', 'unsafe-route')[0]?.message).toMatch(/NUL/);
  });

  it('an image outside the content and static folders is an error at the image, and never copied', () => {
    const images = at('image.md', 'asset-outside-site');
    expect(images.map((d) => [d.line, d.column])).toEqual([
      [3, 1],
      [5, 1],
    ]);
  });

  it('the build fails and writes nothing anywhere', () => {
    expect(result.ok).toBe(false);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
    expect(readdirSync(path.join(root)).filter((n) => n.startsWith('outside') || n === 'escape')).toEqual([]);
  });
});
