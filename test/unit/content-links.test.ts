/** Content files that are symbolic links: read through when they stay in the project, an error at the link when they lead out of it. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanContent } from '../../src/content/scan-content.js';

let scratch: string;
let root: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'docsgen-content-links-'));
  root = path.join(scratch, 'site');
  await mkdir(path.join(root, 'content'), { recursive: true });
  await mkdir(path.join(root, 'shared'), { recursive: true });
  await writeFile(path.join(scratch, 'secret.md'), '# Secret\n');
  await writeFile(path.join(root, 'shared', 'common.md'), '# Common\n');
  await writeFile(path.join(root, 'content', 'page.md'), '# Page\n');
  await symlink(path.join(scratch, 'secret.md'), path.join(root, 'content', 'secret.md'));
  await symlink('../shared/common.md', path.join(root, 'content', 'common.md'));
  await symlink(path.join(scratch, 'gone.md'), path.join(root, 'content', 'broken.md'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('content files that are links', () => {
  it('reads a link inside the project, reports one leading out of it at the link, and leaves a broken one out', async () => {
    const tree = await scanContent(root, 'content');
    expect(tree.docs.map((d) => `${d.contentPath}: ${d.source.trim()}`)).toEqual(['common.md: # Common', 'page.md: # Page']);
    expect(tree.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message.replace(scratch, '<scratch>')}`)).toMatchInlineSnapshot(`
      [
        "content/secret.md:1:1 is a link to <scratch>/secret.md, outside the project, so it is not built",
      ]
    `);
  });
});
