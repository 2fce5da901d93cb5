/**
 * The client runtime's files: what every page runs at load (main and the chunks it imports) carries V8's
 * compile hint, so Chromium compiles it while it streams in instead of function by function on the main
 * thread during evaluation and hydration; chunks loaded later (search, diagrams) do not, so the functions
 * they never call are not compiled.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/bundle/bundle-client.js';
import { REPO_ROOT } from '../helpers/build-fixture.js';

const HINT = '//# allFunctionsCalledOnLoad\n';

describe('the client bundle', () => {
  it('gives the compile hint to the code a page runs at load, and only to it', async () => {
    const assets = await bundleClient({ baseUrl: '/', themeDir: path.join(REPO_ROOT, 'theme'), minify: true, siteRoot: REPO_ROOT });
    const text = new Map(assets.files.filter((f) => f.path.endsWith('.js')).map((f) => [f.path, Buffer.from(f.data).toString('utf8')]));
    const main = [...text.keys()].find((p) => /^assets\/main\.[^/]+\.js$/.test(p))!;
    const atLoad = assets.metafile.outputs[main]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    const later = assets.metafile.outputs[main]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    expect(atLoad.length).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThan(0);
    for (const file of [main, ...atLoad]) expect(text.get(file)!.startsWith(HINT), file).toBe(true);
    for (const file of later.filter((f) => !atLoad.includes(f))) expect(text.get(file)!.startsWith(HINT), file).toBe(false);
    // Still one module each: the hint is a comment line before the first import.
    expect(text.get(main)!.slice(HINT.length, HINT.length + 7)).toBe('import{');
  }, 120_000);

  it('draws no icon from an SVG image in the stylesheet (each is an isolated document built in the first style pass)', async () => {
    const assets = await bundleClient({ baseUrl: '/', themeDir: path.join(REPO_ROOT, 'theme'), minify: true, siteRoot: REPO_ROOT });
    const css = Buffer.from(assets.files.find((f) => f.path.endsWith('.css'))!.data).toString('utf8');
    expect(css).not.toMatch(/url\(["']?data:image\/svg/);
  }, 120_000);
});
