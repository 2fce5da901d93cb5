/** showLastUpdateTime / showLastUpdateAuthor: each page says when and by whom it was last committed, or what its `last_update` says. */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map(removeDir)));

describe('last update lines (Docusaurus projects)', () => {
  it("shows each page's last commit, and a page's last_update frontmatter over it", async () => {
    const root = await copyFixture('docusaurus-mini');
    roots.push(root);
    const config = path.join(root, 'docusaurus.config.js');
    await writeFile(config, (await readFile(config, 'utf8')).replace('docs: { sidebarPath:', 'docs: { showLastUpdateTime: true, showLastUpdateAuthor: true, sidebarPath:'));
    const install = path.join(root, 'docs/02-guides/01-install.md');
    await writeFile(install, `---\nlast_update:\n  date: 2020-03-04\n  author: Grace Hopper\n---\n\n${await readFile(install, 'utf8')}`);
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: root,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Ada Lovelace',
          GIT_AUTHOR_EMAIL: 'ada@example.com',
          GIT_COMMITTER_NAME: 'Ada Lovelace',
          GIT_COMMITTER_EMAIL: 'ada@example.com',
          GIT_AUTHOR_DATE: '2024-01-02T10:00:00Z',
          GIT_COMMITTER_DATE: '2024-01-02T10:00:00Z',
        },
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'docs');
    const result = await buildSite({ root });
    expect(result.ok).toBe(true);
    const text = (html: string) => /<span class="last-updated">(.*?)<\/span>/.exec(html.replace(/<!-- -->/g, ''))?.[1];
    expect(text(await readFile(path.join(result.outDir, 'docs/intro.html'), 'utf8'))).toBe(
      'Last updated on <b><time dateTime="2024-01-02T10:00:00.000Z">Jan 2, 2024</time></b> by <b>Ada Lovelace</b>',
    );
    expect(text(await readFile(path.join(result.outDir, 'docs/guides/install.html'), 'utf8'))).toBe(
      'Last updated on <b><time dateTime="2020-03-04T00:00:00.000Z">Mar 4, 2020</time></b> by <b>Grace Hopper</b>',
    );
  }, 120_000);
});
