import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir, REPO_ROOT } from '../helpers/build-fixture.js';

let root: string | undefined;
afterAll(() => (root ? removeDir(root) : undefined));

/** The CLI in a shell whose open-file limit is `limit`, as on a CI runner or a user's machine with a low `ulimit -n`. */
function checkWithFileLimit(dir: string, limit: number): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `ulimit -n ${limit} && exec "$0" "$1" check`, process.execPath, path.join(REPO_ROOT, 'bin', 'docsgen.js')], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe('a site with more pages than the process may open files', () => {
  it('is read whole: every page is there, none silently left out', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fd-limit-'));
    await mkdir(path.join(root, 'content'), { recursive: true });
    await writeFile(path.join(root, 'site.config.ts'), "export default { title: 'Many pages', url: 'https://many.example' };\n");
    await cp(path.join(REPO_ROOT, 'theme'), path.join(root, 'theme'), { recursive: true });
    const PAGES = 1500;
    for (let i = 0; i < PAGES; i += 100)
      await Promise.all(Array.from({ length: 100 }, (_, j) => writeFile(path.join(root!, 'content', `page-${i + j}.md`), `---\ntitle: Page ${i + j}\n---\n\nText of page ${i + j}.\n`)));
    const { code, out } = await checkWithFileLimit(root, 1024);
    expect(code, out).toBe(0);
    // Every page, plus the generated routes (home, search, tags).
    expect(out).toMatch(/^Checked: 150\d routes, 0 warnings, 0 errors/m);
    expect(Number(/^Checked: (\d+) routes/m.exec(out)?.[1])).toBeGreaterThan(PAGES);
  });
});
