/**
 * Issue "Errors a user can act on, and an output folder any deploy step can take", item 1, and
 * issue "Nothing outside the site read or written", item 2: `build/` is a plain folder that any
 * copy or upload step takes as it is, it survives a kill at any moment, and docsgen knows which
 * files in it are its own.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, REPO_ROOT, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';
import { MANIFEST_FILE, outputDamage, readManifest } from '../../src/output/output-manifest.js';
import { startPreviewServer } from '../../src/server/preview-server.js';

let root: string;
const cli = (args: string[], env: NodeJS.ProcessEnv = {}) => runCli(args, root, env);
const out = () => path.join(root, 'build');
const indexMd = () => path.join(root, 'content', 'index.md');

/** Every file under a folder with its bytes (the manifest aside: it records the files' times). */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => !e.isDirectory() && e.name !== MANIFEST_FILE).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), (await readFile(f)).toString('base64')] as [string, string])));
}

/** Marks the home page with a version number, so a test can tell which build an output folder holds. */
async function markVersion(n: number): Promise<void> {
  const text = readFileSync(indexMd(), 'utf8').replace(/\nVersion marker \d+\.\n$/, '');
  await writeFile(indexMd(), `${text}\nVersion marker ${n}.\n`);
}

/** The version an output folder holds, read from two files written at different moments of a build: they must agree. */
function versionOf(dir: string): number {
  const html = /Version marker (\d+)\./.exec(readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1];
  const twin = /Version marker (\d+)\./.exec(readFileSync(path.join(dir, 'llms-full.txt'), 'utf8'))?.[1];
  expect(twin, 'the page and the site-wide Markdown twin come from one build').toBe(html);
  return Number(html);
}

/** An output folder is whole when every file its manifest lists is there as written, and nothing else is. */
async function expectWhole(dir: string): Promise<void> {
  const manifest = await readManifest(dir);
  expect(manifest, `${dir} has a manifest`).toBeDefined();
  expect(await outputDamage(dir, manifest!)).toEqual([]);
}

async function serveAndFetch(dir: string, route: string): Promise<{ status: number; body: string }> {
  const server = await startPreviewServer({ root: dir, port: 0, host: '127.0.0.1', baseUrl: '/' });
  try {
    const res = await fetch(new URL(route, server.url));
    return { status: res.status, body: await res.text() };
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  root = await copyFixture('basic');
  await markVersion(0);
  expect((await cli(['build'])).code).toBe(0);
}, 60_000);
afterAll(() => removeDir(root));

describe('build/ is a plain folder any deploy step can take', () => {
  it('is a directory, not a link, and holds nothing of the staging', () => {
    expect(lstatSync(out()).isDirectory()).toBe(true);
    expect(lstatSync(out()).isSymbolicLink()).toBe(false);
    expect(existsSync(path.join(root, '.build.docsgen'))).toBe(false);
  });

  it('cp -r, tar and rsync -a give a working site', async () => {
    const built = await snapshot(out());
    execFileSync('cp', ['-r', 'build', 'copied'], { cwd: root });
    await mkdir(path.join(root, 'untarred'));
    execFileSync('tar', ['czf', 'site.tgz', 'build'], { cwd: root });
    execFileSync('tar', ['xzf', '../site.tgz'], { cwd: path.join(root, 'untarred') });
    const copies = ['copied', path.join('untarred', 'build')];
    const hasRsync = (() => {
      try {
        execFileSync('rsync', ['--version'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    })();
    if (hasRsync) {
      execFileSync('rsync', ['-a', 'build', 'synced'], { cwd: root });
      copies.push(path.join('synced', 'build'));
    } else console.warn('rsync is not installed: the rsync copy is not tried');
    for (const copy of copies) {
      expect(await snapshot(path.join(root, copy)), copy).toEqual(built);
      const home = await serveAndFetch(path.join(root, copy), '/');
      expect(home.status, copy).toBe(200);
      expect(home.body).toContain('Version marker 0.');
      const page = await serveAndFetch(path.join(root, copy), '/guides/');
      expect(page.status, copy).toBe(200);
    }
  }, 60_000);
});

describe('an output folder of an older docsgen (a link into .build.docsgen/)', () => {
  it('becomes a plain folder at the next build, and the old versions are removed', async () => {
    const legacy = path.join(root, 'legacy-out');
    const versions = path.join(root, '.legacy-out.docsgen');
    await mkdir(path.join(versions, 'v-old-999999'), { recursive: true });
    await writeFile(path.join(versions, 'v-old-999999', 'index.html'), 'the old site');
    await symlink(path.join('.legacy-out.docsgen', 'v-old-999999'), legacy);
    const result = await cli(['build', '--out-dir', 'legacy-out']);
    expect(result.code, result.stderr).toBe(0);
    expect(lstatSync(legacy).isDirectory()).toBe(true);
    expect(readFileSync(path.join(legacy, 'index.html'), 'utf8')).toContain('Version marker');
    expect(existsSync(versions)).toBe(false);
    await removeDir(legacy);
  }, 60_000);
});

describe('a kill never leaves build/ missing or mixed', () => {
  it('killed between the two renames, the next start puts the new site in', async () => {
    await markVersion(1);
    const killed = await cli(['build'], { DOCSGEN_TEST_KILL_BETWEEN_RENAMES: '1' });
    expect(killed.code).toBe(-1); // killed by the signal, not exited
    expect(existsSync(out()), 'the kill fell between the renames').toBe(false);
    const next = await cli(['build']);
    expect(next.code).toBe(0);
    expect(next.stdout).toMatch(/^Built/);
    expect(versionOf(out())).toBe(1);
    await expectWhole(out());
  }, 60_000);

  it('docsgen preview is a next start too: it restores the output before serving it', async () => {
    await markVersion(2);
    expect((await cli(['build'], { DOCSGEN_TEST_KILL_BETWEEN_RENAMES: '1' })).code).toBe(-1);
    expect(existsSync(out())).toBe(false);
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'docsgen.js'), 'preview', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.kill('SIGTERM');
    expect(versionOf(out())).toBe(2);
    await expectWhole(out());
  }, 60_000);

  it('SIGKILL at random moments of 12 builds: after the next start build/ is always there, whole and of one version', async () => {
    let version = versionOf(out());
    for (let trial = 0; trial < 12; trial++) {
      const next = 100 + trial;
      await markVersion(next);
      const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'docsgen.js'), 'build'], { cwd: root, stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      // Spread over the whole build (about 2-4 s here), with the last trials aimed at the commit.
      const staged = path.join(root, '.build.docsgen', `new-${child.pid}`, '.docsgen-manifest.json');
      if (trial < 8) await new Promise((r) => setTimeout(r, 150 + Math.random() * 3_000));
      else while (child.exitCode === null && !existsSync(staged)) await new Promise((r) => setTimeout(r, 1));
      child.kill('SIGKILL');
      await exited;
      const start = await cli(['build']);
      expect(start.code, start.stderr).toBe(0);
      const now = versionOf(out());
      expect([version, next], `trial ${trial}`).toContain(now);
      await expectWhole(out());
      version = next; // the start above built it
      expect(versionOf(out())).toBe(next);
    }
    expect(existsSync(path.join(root, '.build.docsgen'))).toBe(false);
  }, 300_000);
});

describe('the output folder is known, not assumed', () => {
  it('--out-dir through a link into content/ is refused by its real path, and nothing is written', async () => {
    await symlink('content', path.join(root, 'clink'));
    const before = await snapshot(path.join(root, 'content'));
    const result = await cli(['build', '--out-dir', 'clink/sub']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Refusing to write the site into clink\/sub: it is inside content\/, which holds your sources/);
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
    await rm(path.join(root, 'clink'));
  }, 60_000);

  it('a folder re-created by the user where a build once wrote is refused, and its notes are kept', async () => {
    expect((await cli(['build', '--out-dir', 'mine'])).code).toBe(0);
    await removeDir(path.join(root, 'mine'));
    await mkdir(path.join(root, 'mine'));
    await writeFile(path.join(root, 'mine', 'notes.md'), 'x');
    const result = await cli(['build', '--out-dir', 'mine']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatchInlineSnapshot(`
      "Refusing to write the site into mine: it is a folder docsgen did not write (it holds notes.md). Move those files away (or into static/ to publish them) or choose another --out-dir.
      "
    `);
    expect(readFileSync(path.join(root, 'mine', 'notes.md'), 'utf8')).toBe('x');
  }, 60_000);

  it('a file added to the output is not deleted: the build is refused and names it', async () => {
    await writeFile(path.join(out(), 'CNAME'), 'docs.example.com');
    const result = await cli(['build']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/it holds files docsgen did not write \(CNAME\), and docsgen deletes only what it wrote/);
    expect(readFileSync(path.join(out(), 'CNAME'), 'utf8')).toBe('docs.example.com');
    await rm(path.join(out(), 'CNAME'));
  }, 60_000);

  it('a missing or changed file means rebuild: after rm build/x.html the next build restores it', async () => {
    const unchanged = await cli(['build']);
    expect(unchanged.code).toBe(0);
    const before = await snapshot(out());
    const page = path.join(out(), 'guides', 'index.html');
    await rm(page);
    const restored = await cli(['build']);
    expect(restored.code).toBe(0);
    expect(existsSync(page)).toBe(true);
    await writeFile(path.join(out(), 'index.html'), 'defaced');
    expect((await cli(['build'])).code).toBe(0);
    expect(await snapshot(out())).toEqual(before);
    await expectWhole(out());
  }, 90_000);

  it("another site's build into the same folder is rebuilt, not taken as up to date", async () => {
    const other = await copyFixture('basic');
    try {
      await writeFile(path.join(other, 'content', 'index.md'), '# Another site\n\nOther home.\n');
      expect((await runCli(['build', '--out-dir', out()], other)).code).toBe(0);
      expect(readFileSync(path.join(out(), 'index.html'), 'utf8')).toContain('Other home.');
      expect((await cli(['build'])).code).toBe(0);
      expect(readFileSync(path.join(out(), 'index.html'), 'utf8')).toContain('Version marker');
    } finally {
      await removeDir(other);
    }
  }, 90_000);
});
