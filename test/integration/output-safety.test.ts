/**
 * Issue "Nothing lost, nothing let in", items 1 and 2: the output folder is never a place of the
 * user's work, and the output is always present and whole, whatever kills the build.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, REPO_ROOT, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

let root: string;
const cli = (...args: string[]) => runCli(args, root);

/** Every file under a folder with its bytes, to prove nothing was touched. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), (await readFile(f)).toString('base64')] as [string, string])));
}

beforeAll(async () => {
  root = await copyFixture('basic');
}, 60_000);
afterAll(() => removeDir(root));

describe("the output folder is never a place of the user's work", () => {
  it('--out-dir . exits 2 with a clear message and deletes nothing', async () => {
    const before = await snapshot(root);
    const result = await cli('build', '--out-dir', '.');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Refusing to write the site into .*site root/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(await snapshot(root)).toEqual(before);
  });

  it('--out-dir content (or a folder inside it, or the theme) exits 2 and deletes nothing', async () => {
    const before = await snapshot(root);
    for (const dir of ['content', 'content/guides', 'theme', 'static']) {
      const result = await cli('build', '--out-dir', dir);
      expect(result.code, dir).toBe(2);
      expect(result.stderr, dir).toMatch(/holds your sources/);
    }
    expect(await snapshot(root)).toEqual(before);
  });

  it('a folder that holds the site root is refused', async () => {
    const result = await cli('build', '--out-dir', '..');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/holds the site root/);
  });

  it('an existing file, or a folder docsgen did not write, is refused and left as it was', async () => {
    await writeFile(path.join(root, 'notes.txt'), 'mine');
    await mkdir(path.join(root, 'mine'), { recursive: true });
    await writeFile(path.join(root, 'mine', 'keep.md'), 'keep me');
    const file = await cli('build', '--out-dir', 'notes.txt');
    expect(file.code).toBe(2);
    expect(file.stderr).toMatch(/existing file/);
    const folder = await cli('build', '--out-dir', 'mine');
    expect(folder.code).toBe(2);
    expect(folder.stderr).toMatch(/did not write/);
    expect(readFileSync(path.join(root, 'notes.txt'), 'utf8')).toBe('mine');
    expect(readFileSync(path.join(root, 'mine', 'keep.md'), 'utf8')).toBe('keep me');
  });

  it('an empty folder, and the output of an earlier build, are written', async () => {
    await mkdir(path.join(root, 'empty-out'), { recursive: true });
    expect((await cli('build', '--out-dir', 'empty-out')).code).toBe(0);
    expect(existsSync(path.join(root, 'empty-out', 'index.html'))).toBe(true);
    expect((await cli('build', '--out-dir', 'empty-out')).code).toBe(0);
  }, 60_000);
});

describe('the output is always present and whole', () => {
  it('SIGKILL at the commit point never leaves the output missing (10 trials), and the next build removes what the kills left', async () => {
    const out = path.join(root, 'build');
    expect((await cli('build')).code).toBe(0);
    const versions = path.join(root, '.build.docsgen'); // where each build writes its new site before the swap
    let missing = 0;
    for (let trial = 0; trial < 10; trial++) {
      // Touch a page so the build is not skipped as unchanged; kill once its last file is written, just before or during the swap.
      await writeFile(path.join(root, 'content', 'index.md'), `${readFileSync(path.join(root, 'content', 'index.md'), 'utf8')}\nTrial ${trial}.\n`);
      const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'docsgen.js'), 'build'], { cwd: root, stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && child.exitCode === null) {
        if (existsSync(path.join(versions, `new-${child.pid}`, '404.html'))) break;
        await new Promise((r) => setTimeout(r, 1));
      }
      await new Promise((r) => setTimeout(r, trial % 4)); // 0-3 ms later: before, during or after the rename
      child.kill('SIGKILL');
      await exited;
      if (!existsSync(path.join(out, 'index.html')) || !statSync(out).isDirectory()) missing++;
    }
    expect(missing).toBe(0);
    expect((await cli('build')).code).toBe(0);
    expect(lstatSync(out).isDirectory()).toBe(true);
    expect(existsSync(versions) ? readdirSync(versions) : []).toEqual([]);
  }, 240_000);

  it('a failure to write the output says so in one line, exits 1 and leaves the previous output as it was', async () => {
    if (process.getuid?.() === 0) {
      // root ignores file permissions: fill the versions folder's place with a file instead, so nothing can be created there.
      const out = path.join(root, 'ro-out');
      expect((await cli('build', '--out-dir', 'ro-out')).code).toBe(0);
      const before = await snapshot(out);
      const versions = path.join(root, '.ro-out.docsgen'); // the staging folder
      await removeDir(versions).catch(() => {});
      await writeFile(versions, 'not a folder');
      await writeFile(path.join(root, 'content', 'index.md'), `${readFileSync(path.join(root, 'content', 'index.md'), 'utf8')}\nChanged.\n`);
      const result = await cli('build', '--out-dir', 'ro-out');
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/could not create/);
      expect(result.stderr).toMatch(/previous output was left unchanged/);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      await removeDir(versions);
      return;
    }
    await chmod(root, 0o555);
    try {
      const result = await cli('build', '--out-dir', 'build');
      expect(result.code).toBe(1);
    } finally {
      await chmod(root, 0o755);
    }
  }, 120_000);
});
