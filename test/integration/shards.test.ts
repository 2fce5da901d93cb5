import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';
import { MANIFEST_FILE } from '../../src/output/output-manifest.js';
import { CACHE_FORMAT } from '../../src/compile/cache-entry.js';
import { RENDER_TIMES_FILE } from '../../src/pipeline/shard-plan.js';

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await removeDir(dir);
});

async function fixture(name: string): Promise<string> {
  const root = await copyFixture(name);
  made.push(root);
  return root;
}

/** Every file of an output folder and its bytes, the manifest aside (it holds file times and the output folder's own fingerprint). */
async function outputFiles(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const e of entries.filter((x) => x.isFile())) {
    const rel = path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    if (rel !== MANIFEST_FILE) files.set(rel, await readFile(path.join(dir, rel)));
  }
  return files;
}

/** The first difference between two outputs, named, or '' when they are equal byte for byte. */
function firstDifference(a: Map<string, Buffer>, b: Map<string, Buffer>): string {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const name of names) {
    const [x, y] = [a.get(name), b.get(name)];
    if (!x || !y) return `${name}: only in the ${x ? 'single build' : 'merged build'}`;
    if (!x.equals(y)) {
      let i = 0;
      while (x[i] === y[i]) i++;
      return `${name}: differs at byte ${i}: ${JSON.stringify(x.subarray(i, i + 60).toString())} vs ${JSON.stringify(y.subarray(i, i + 60).toString())}`;
    }
  }
  return '';
}

const shardDir = (root: string, k: number, n: number) => path.join(root, `build.shard-${k}-of-${n}`);

async function buildShards(root: string, n: number, extra: string[] = []): Promise<void> {
  for (let k = 1; k <= n; k++) {
    const shard = await runCli(['build', '--shard', `${k}/${n}`, ...extra], root);
    expect(shard.code, shard.stderr).toBe(0);
    expect(shard.stdout).toMatch(new RegExp(`^Built shard ${k}/${n}: \\d+ pages?, \\d+ warnings?, 0 errors`, 'm'));
  }
}

describe('docsgen build --shard K/N and docsgen merge', () => {
  for (const name of ['basic', 'docusaurus-mini']) {
    it(`${name}: three shards merged equal a single build byte for byte`, async () => {
      const root = await fixture(name);
      const single = await runCli(['build', '--out-dir', 'single'], root);
      expect(single.code, single.stderr).toBe(0);
      await buildShards(root, 3);
      // Each shard holds only its share of the pages.
      const shares = await Promise.all([1, 2, 3].map(async (k) => JSON.parse(await readFile(path.join(shardDir(root, k, 3), '.docsgen-shard.json'), 'utf8')) as { routes: string[] }));
      const routes = shares.flatMap((s) => s.routes);
      expect(new Set(routes).size).toBe(routes.length);
      expect(shares.every((s) => s.routes.length > 0)).toBe(true);

      const merged = await runCli(['merge', shardDir(root, 1, 3), shardDir(root, 2, 3), shardDir(root, 3, 3), '--out-dir', 'merged'], root);
      expect(merged.code, merged.stderr).toBe(0);
      // The merge reports what the single build reported: the site-wide checks run there.
      expect(merged.stdout.match(/^Merged 3 shards: (\d+ pages, \d+ warnings?, 0 errors)/m)?.[1]).toBe(single.stdout.match(/^Built: (.*) in /m)?.[1]);
      expect(firstDifference(await outputFiles(path.join(root, 'single')), await outputFiles(path.join(root, 'merged')))).toBe('');
    });
  }

  it('a merge missing a shard renders the routes no shard held, and says so', async () => {
    const root = await fixture('basic');
    await runCli(['build', '--out-dir', 'single'], root);
    await buildShards(root, 3);
    const merged = await runCli(['merge', shardDir(root, 1, 3), shardDir(root, 3, 3), '--out-dir', 'merged'], root);
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toMatch(/^\d+ route\(s\) were in no shard \(a shard is missing, or the shards split with different render times\) and were rendered by the merge\.$/m);
    expect(firstDifference(await outputFiles(path.join(root, 'single')), await outputFiles(path.join(root, 'merged')))).toBe('');
  });

  it('refuses shards rendered from other sources, and folders that are not shards, leaving the output as it was', async () => {
    const root = await fixture('basic');
    await buildShards(root, 2);
    const before = await runCli(['merge', shardDir(root, 1, 2), shardDir(root, 2, 2)], root);
    expect(before.code).toBe(0);
    const built = await outputFiles(path.join(root, 'build'));

    await appendFile(path.join(root, 'content', 'index.md'), '\nA sentence added after the shards were built.\n');
    const stale = await runCli(['merge', shardDir(root, 1, 2), shardDir(root, 2, 2)], root);
    expect(stale.code).toBe(1);
    expect(stale.stderr.replaceAll(root, '<site>')).toMatchInlineSnapshot(`
      "docsgen merge: shard 1/2 (<site>/build.shard-1-of-2), shard 2/2 (<site>/build.shard-2-of-2) was rendered from other sources or config than this site has now: build it again
      The previous output was left unchanged.
      "
    `);
    const notShard = await runCli(['merge', path.join(root, 'content')], root);
    expect(notShard.code).toBe(1);
    expect(notShard.stderr.replaceAll(root, '<site>')).toMatchInlineSnapshot(`
      "docsgen merge: <site>/content is not a shard: it has no .docsgen-shard.json. Build one with \`docsgen build --shard K/N\`.
      The previous output was left unchanged.
      "
    `);
    const twice = await runCli(['merge', shardDir(root, 1, 2), shardDir(root, 1, 2)], root);
    expect(twice.stderr.replaceAll(root, '<site>')).toMatchInlineSnapshot(`
      "docsgen merge: <site>/build.shard-1-of-2 and <site>/build.shard-1-of-2 are both shard 1/2: give each shard once
      The previous output was left unchanged.
      "
    `);
    expect(firstDifference(built, await outputFiles(path.join(root, 'build')))).toBe('');
  });

  it('says what a bad --shard means', async () => {
    const root = await fixture('basic');
    const bad = await runCli(['build', '--shard', '3/2'], root);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatchInlineSnapshot(`
      "--shard 3/2: K counts from 1 to N, so it must be between 1 and 2
      "
    `);
  });
});

describe('docsgen merge verifies every file it takes from a shard', () => {
  /** One site, two shards built once; each case merges a damaged copy of shard 2. */
  let root: string;
  let page: string;
  let built: Map<string, Buffer>;
  const damagedCopy = async (damage: (dir: string) => Promise<void>): Promise<string> => {
    const copy = path.join(root, 'damaged');
    await rm(copy, { recursive: true, force: true });
    await cp(shardDir(root, 2, 2), copy, { recursive: true, verbatimSymlinks: true });
    await damage(copy);
    return copy;
  };
  const mergeWith = (second: string) => runCli(['merge', shardDir(root, 1, 2), second], root);

  it('builds the shards and a good merge of them', async () => {
    root = await fixture('basic');
    await buildShards(root, 2);
    const share = JSON.parse(await readFile(path.join(shardDir(root, 2, 2), '.docsgen-shard.json'), 'utf8')) as { files: Record<string, { size: number }> };
    page = Object.keys(share.files).find((f) => f.endsWith('.html'))!;
    expect(page).toBe('beta-custom.html');
    const merged = await mergeWith(shardDir(root, 2, 2));
    expect(merged.code, merged.stderr).toBe(0);
    built = await outputFiles(path.join(root, 'build'));
  });

  /** A merge with a damaged copy of shard 2: refused with exit 1, the output as it was; its message. */
  const refusedMerge = async (damage: (dir: string) => Promise<void>): Promise<string> => {
    const merged = await mergeWith(await damagedCopy(damage));
    expect(merged.code).toBe(1);
    expect(merged.stdout).toBe('');
    expect(firstDifference(built, await outputFiles(path.join(root, 'build')))).toBe('');
    return merged.stderr.replaceAll(root, '<site>');
  };

  it('refuses a shard with a page removed (a cut-short download)', async () => {
    expect(await refusedMerge((dir) => rm(path.join(dir, page)))).toMatchInlineSnapshot(`
      "docsgen merge: shard 2/2 (<site>/damaged) is not as docsgen wrote it: beta-custom.html is missing. Copy the whole shard folder again, or build it again with \`docsgen build --shard 2/2\`.
      The previous output was left unchanged.
      "
    `);
  });

  it('refuses a shard with a page edited by hand', async () => {
    expect(await refusedMerge((dir) => appendFile(path.join(dir, page), '<script>alert(1)</script>'))).toMatchInlineSnapshot(`
      "docsgen merge: shard 2/2 (<site>/damaged) is not as docsgen wrote it: beta-custom.html was changed after the shard was built. Copy the whole shard folder again, or build it again with \`docsgen build --shard 2/2\`.
      The previous output was left unchanged.
      "
    `);
  });

  it('refuses a shard with a page edited to the same size (its sha256 differs)', async () => {
    const sameSize = async (dir: string) => writeFile(path.join(dir, page), (await readFile(path.join(dir, page), 'utf8')).replace('<html', '<HTML'));
    expect(await refusedMerge(sameSize)).toMatchInlineSnapshot(`
      "docsgen merge: shard 2/2 (<site>/damaged) is not as docsgen wrote it: beta-custom.html was changed after the shard was built. Copy the whole shard folder again, or build it again with \`docsgen build --shard 2/2\`.
      The previous output was left unchanged.
      "
    `);
  });

  it('refuses a shard with a file added', async () => {
    expect(await refusedMerge((dir) => writeFile(path.join(dir, 'extra.html'), '<p>not rendered by docsgen</p>'))).toMatchInlineSnapshot(`
      "docsgen merge: shard 2/2 (<site>/damaged) is not as docsgen wrote it: extra.html was not written by the shard. Copy the whole shard folder again, or build it again with \`docsgen build --shard 2/2\`.
      The previous output was left unchanged.
      "
    `);
  });

  it('refuses a shard holding a link, and never publishes its target', async () => {
    expect(await refusedMerge((dir) => symlink('/etc/passwd', path.join(dir, 'passwd.html')))).toMatchInlineSnapshot(`
      "docsgen merge: shard 2/2 (<site>/damaged) is not as docsgen wrote it: passwd.html is a symbolic link. Copy the whole shard folder again, or build it again with \`docsgen build --shard 2/2\`.
      The previous output was left unchanged.
      "
    `);
    expect(existsSync(path.join(root, 'build', 'passwd.html'))).toBe(false);
  });

  it('renders a page itself when a shard names its route but does not hold its page', async () => {
    const dropPage = async (dir: string) => {
      const file = path.join(dir, '.docsgen-shard.json');
      const share = JSON.parse(await readFile(file, 'utf8')) as { files: Record<string, unknown> };
      delete share.files[page];
      await writeFile(file, JSON.stringify(share));
      await rm(path.join(dir, page));
    };
    const merged = await mergeWith(await damagedCopy(dropPage));
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toMatch(/^1 route\(s\) were in no shard/m);
    expect(firstDifference(built, await outputFiles(path.join(root, 'build')))).toBe('');
  });

  it('a later build is not fooled by an output committed without a page: it builds the page again', async () => {
    // What a merge of a shard that lost a page committed before merges verified their shards.
    const out = path.join(root, 'build');
    const manifest = JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')) as { files: Record<string, unknown> };
    delete manifest.files[page];
    await rm(path.join(out, page));
    await writeFile(path.join(out, MANIFEST_FILE), JSON.stringify(manifest));
    const build = await runCli(['build'], root);
    expect(build.code, build.stderr).toBe(0);
    expect(firstDifference(built, await outputFiles(out))).toBe('');
  });
});

describe('--cache-dir', () => {
  it('keeps the caches where it says, and another checkout of the site at another path builds from them without compiling', async () => {
    const cache = await mkdtemp(path.join(os.tmpdir(), 'docsgen-cache-'));
    made.push(cache);
    const first = await fixture('basic');
    const a = await runCli(['build', '--cache-dir', cache, '--profile'], first);
    expect(a.code, a.stderr).toBe(0);
    expect(existsSync(path.join(first, '.docsgen', 'cache'))).toBe(false);
    expect(existsSync(path.join(cache, `page-index.v${CACHE_FORMAT}.json`))).toBe(true);
    expect(existsSync(path.join(cache, RENDER_TIMES_FILE))).toBe(true);
    expect(a.stdout).toMatch(/^Cache: [1-9]\d* page\(s\) compiled/m);

    const second = await fixture('basic');
    await rm(path.join(second, 'build'), { recursive: true, force: true });
    const b = await runCli(['build', '--cache-dir', cache, '--profile'], second);
    expect(b.code, b.stderr).toBe(0);
    expect(b.stdout).toMatch(/^Cache: 0 page\(s\) compiled/m);
    expect(firstDifference(await outputFiles(path.join(first, 'build')), await outputFiles(path.join(second, 'build')))).toBe('');
  });
});
