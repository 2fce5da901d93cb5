/**
 * Docusaurus's `trailingSlash`: `true` and `false` change every route, the files written, and the
 * links pages make; absent leaves routes as their files make them.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map(removeDir)));

async function buildWith(trailingSlash: boolean) {
  const root = await copyFixture('docusaurus-mini');
  roots.push(root);
  const config = path.join(root, 'docusaurus.config.js');
  await writeFile(config, (await readFile(config, 'utf8')).replace("baseUrl: '/',", `baseUrl: '/', trailingSlash: ${trailingSlash},`));
  const result = await buildSite({ root });
  expect(result.ok).toBe(true);
  return result.outDir;
}

describe('trailingSlash', () => {
  it('true: every route ends with a slash, is written as a folder, and is linked so', async () => {
    const out = await buildWith(true);
    expect(existsSync(path.join(out, 'docs/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/category/guides/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/tags/public-networks/index.html'))).toBe(true);
    const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('href="/docs/guides/install/"');
    expect(intro).toContain('<link rel="canonical" href="https://mini.example.com/docs/intro/"');
  }, 120_000);

  it('false: no route ends with a slash but the home page, each written as route.html', async () => {
    const out = await buildWith(false);
    expect(existsSync(path.join(out, 'docs/intro.html'))).toBe(true);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    const intro = await readFile(path.join(out, 'docs/intro.html'), 'utf8');
    expect(intro).toContain('href="/docs/guides/install"');
    expect(intro).not.toMatch(/href="\/docs\/[^"]+\/"/);
  }, 120_000);
});
