/**
 * Issue 24, item 5: an absolute `contentDir`, or `content` being a file, is a configuration error the
 * author can act on (exit 2, the key, the fix), not an internal error with a stack trace.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

let root: string;
afterEach(() => removeDir(root));

const build = async () => {
  const result = await runCli(['build', root, '--out-dir', path.join(root, 'out')], root);
  return { code: result.code, stderr: result.stderr.replaceAll(root, '<root>').trim() };
};

describe('site folders in the config', () => {
  it('an absolute contentDir is a configuration error', async () => {
    root = await copyFixture('basic');
    const config = path.join(root, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("favicon: 'img/logo.svg',", `favicon: 'img/logo.svg',\n  contentDir: ${JSON.stringify(path.join(root, 'content'))},`));
    expect(await build()).toMatchInlineSnapshot(`
      {
        "code": 2,
        "stderr": "<root>/site.config.ts: 1 configuration problem
        - contentDir: is an absolute path (<root>/content). Fix: give the folder relative to the site root, e.g. "content".",
      }
    `);
  });

  it('content being a file is a configuration error', async () => {
    root = await copyFixture('basic');
    await rm(path.join(root, 'content'), { recursive: true });
    await writeFile(path.join(root, 'content'), 'not a folder');
    expect(await build()).toMatchInlineSnapshot(`
      {
        "code": 2,
        "stderr": "<root>/site.config.ts: 1 configuration problem
        - contentDir: content is a file, not a folder. Fix: make content a folder of pages, or set contentDir to the folder that holds them.",
      }
    `);
  });
});
