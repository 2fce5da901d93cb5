/**
 * Issue 37, findings 2 and 4: a damaged cache entry made every later build an internal error (the
 * README's CI recipe restores one cache in every job), a garbage social card in the cache was
 * published, and `--cache-dir` had no guard (`--cache-dir static` published the cache).
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_FORMAT } from '../../src/compile/cache-entry.js';
import { VENDOR_CACHE_DIR } from '../../src/engine/engine-paths.js';
import { MANIFEST_FILE } from '../../src/output/output-manifest.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

let root: string;
let clean: Map<string, string>;
const cleanCache = () => path.join(root, '.cache-clean');

/** Every file under a folder with its bytes (the manifest aside: it records the files' times). */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && e.name !== MANIFEST_FILE).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), (await readFile(f)).toString('base64')] as [string, string])));
}

/** The copies of a file of this build's output (`assets/...`) in the engine's cached bundles (several keys may hold the same file). */
async function bundledCopies(prefix: string, inOutput: RegExp): Promise<string[]> {
  const output = [...clean.keys()].find((f) => inOutput.test(f))!;
  const dirs = (await readdir(VENDOR_CACHE_DIR)).filter((d) => d.startsWith(prefix) && !d.includes('.tmp'));
  const candidates = dirs.flatMap((dir) => [path.join(VENDOR_CACHE_DIR, dir, 'files', output), path.join(VENDOR_CACHE_DIR, dir, path.relative(path.join('assets', dir), output))]);
  const copies = candidates.filter((file) => existsSync(file));
  expect(copies.length, `a cached bundle holds ${output}`).toBeGreaterThan(0);
  return copies;
}

/** The entries of a cache folder of one kind, in a stable order. */
async function entries(cacheDir: string, ending: string): Promise<string[]> {
  const all = await readdir(cacheDir, { recursive: true, withFileTypes: true });
  return all
    .filter((e) => e.isFile() && e.name.endsWith(ending) && (ending !== '.json' || !e.name.endsWith('.summary.json')))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

beforeAll(async () => {
  root = await copyFixture('basic');
  const result = await buildSite({ root, cacheDir: cleanCache(), outDir: 'build-clean' });
  expect(result.ok).toBe(true);
  expect(result.notes).toBeUndefined();
  clean = await snapshot(path.join(root, 'build-clean'));
});

afterAll(() => removeDir(root));

describe('a damaged cache entry is rebuilt, never fatal and never published', () => {
  it('truncated, {}, null, wrong type, wrong version, a garbage PNG and cut bundle files: the build says so and its output equals a clean build', async () => {
    const cache = path.join(root, '.cache-damaged');
    await cp(cleanCache(), cache, { recursive: true });
    // Without the page index the summaries are read from the cache too.
    await rm(path.join(cache, `page-index.v${CACHE_FORMAT}.json`), { force: true });
    const [b1, b2, b3, b4, b5] = await entries(cache, '.json');
    const [card] = await entries(cache, '.card');
    await writeFile(b1!, (await readFile(b1!)).subarray(0, 30));
    await writeFile(b2!, '{}');
    await writeFile(b3!, 'null');
    await writeFile(b4!.replace(/\.json$/, '.summary.json'), '[1, "two"]');
    await writeFile(b5!, (await readFile(b5!, 'latin1')).replace(`docsgen-cache ${CACHE_FORMAT} `, 'docsgen-cache 0 '), 'latin1');
    await writeFile(card!, 'not a PNG');
    // The engine's own caches of bundles (kept beside its packages) are checked the same way.
    for (const file of await bundledCopies('client-', /^assets\/main\.[^/]+\.js$/)) await writeFile(file, 'cut');
    for (const file of await bundledCopies('mermaid-', /^assets\/mermaid-[^/]+\/mermaid\.js$/)) await writeFile(file, 'cut');

    const damaged = await buildSite({ root, cacheDir: cache, outDir: 'build-damaged' });
    expect(damaged.ok, JSON.stringify(damaged.diagnostics)).toBe(true);
    expect(damaged.notes).toMatchInlineSnapshot(`
      [
        "8 cache entries were damaged and rebuilt.",
      ]
    `);
    expect(await snapshot(path.join(root, 'build-damaged'))).toEqual(clean);

    // The rebuilt entries replaced the damaged ones: the next build finds none.
    const again = await buildSite({ root, cacheDir: cache, outDir: 'build-damaged', force: true });
    expect([again.ok, again.notes, again.compiled]).toEqual([true, undefined, 0]);
  });
});

describe('--cache-dir is guarded like --out-dir', () => {
  it('a cache inside static/ is refused, exit 2, and nothing is written there', async () => {
    const before = await snapshot(path.join(root, 'static'));
    const result = await runCli(['build', '--cache-dir', 'static/cache'], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatchInlineSnapshot(`
      "Refusing to keep the cache in static/cache: it is inside static/, which holds your sources. Choose a folder outside the sources, e.g. --cache-dir .docsgen/cache.
      "
    `);
    expect(await snapshot(path.join(root, 'static'))).toEqual(before);
  });

  it('the dev server refuses a cache folder that is a file, exit 2, before compiling anything', async () => {
    await mkdir(path.join(root, '.docsgen'), { recursive: true });
    await writeFile(path.join(root, '.docsgen', 'cache'), 'a file');
    try {
      const result = await runCli(['serve', '--port', '0'], root);
      expect([result.code, result.stderr]).toMatchInlineSnapshot(`
        [
          2,
          "Refusing to keep the cache in .docsgen/cache: it is an existing file. Remove it: docsgen keeps its caches there.
        ",
        ]
      `);
    } finally {
      await rm(path.join(root, '.docsgen'), { recursive: true, force: true });
    }
  });
});
