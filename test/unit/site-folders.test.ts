/** The site's folders as the config names them: a static folder outside the project is refused, and a Docusaurus config's keys are named as written. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, finishConfig } from '../../src/config/load-config.js';

let scratch: string;
let root: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'docsgen-site-folders-'));
  root = path.join(scratch, 'site');
  await mkdir(path.join(scratch, 'outside'), { recursive: true });
  await mkdir(path.join(root, 'docs'), { recursive: true });
  await writeFile(path.join(root, 'notes.md'), '# a file\n');
  // A folder of the project that is a link to one outside it.
  await symlink(path.join(scratch, 'outside'), path.join(root, 'linked-static'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The refusal of a config with these folders, one line per issue. */
async function refusal(input: Record<string, unknown>, docusaurus: boolean): Promise<string> {
  const file = path.join(root, docusaurus ? 'docusaurus.config.js' : 'site.config.ts');
  try {
    await finishConfig({ title: 'T', url: 'https://t.example', contentDir: 'docs', ...input }, file, root, { docusaurus });
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.issues.map((i) => `${path.basename(error.file)} ${i.path}: ${i.message}`).join('\n');
  }
}

describe('site folders', () => {
  it('refuses a static folder outside the project, as written or through a link, naming the key the author wrote', async () => {
    const found = [await refusal({ staticDir: '../outside' }, false), await refusal({ staticDir: 'linked-static' }, false), await refusal({ staticDir: '../outside' }, true)];
    expect(found).toMatchInlineSnapshot(`
      [
        "site.config.ts staticDir: names ../outside, outside the project: everything in it would be published with the site",
        "site.config.ts staticDir: names linked-static, outside the project: everything in it would be published with the site",
        "docusaurus.config.js staticDirectories[0]: names ../outside, outside the project: everything in it would be published with the site",
      ]
    `);
  });

  it("names a Docusaurus config's docs folder by its own key, and still takes docs beside the site (a monorepo's '../docs')", async () => {
    expect(await refusal({ contentDir: 'notes.md' }, true)).toMatchInlineSnapshot(`"docusaurus.config.js presets.classic.docs.path: notes.md is a file, not a folder"`);
    await mkdir(path.join(scratch, 'docs'), { recursive: true });
    expect(await refusal({ contentDir: '../docs', staticDir: 'static' }, true)).toBe('accepted');
  });
});
