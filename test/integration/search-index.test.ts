import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocSearchRecord } from '../../src/search/record-types.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

let root: string;
beforeAll(async () => {
  root = await copyFixture('search');
});
afterAll(async () => removeDir(root));

const ADMIN_KEY = 'admin-key-that-must-stay-secret-9f2c';

describe('docsgen index', () => {
  it('writes every page as DocSearch records to .docsgen/search-index/records.json', async () => {
    const result = await runCli(['index'], root);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Indexed: \d+ records from 10 pages in [\d.]+s → .docsgen\/search\/records.json\n$/);
    const records = JSON.parse(await readFile(path.join(root, '.docsgen', 'search', 'records.json'), 'utf8')) as DocSearchRecord[];
    const heading = records.find((r) => r.type === 'lvl2' && r.hierarchy.lvl1 === 'Sourdough bread' && r.anchor === 'feeding-the-starter');
    expect(heading).toMatchObject({
      hierarchy: { lvl0: 'Recipes', lvl1: 'Sourdough bread', lvl2: 'Feeding the starter', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      url: '/recipes/Sourdough%20bread#feeding-the-starter',
      url_without_anchor: '/recipes/Sourdough%20bread',
      language: 'en',
      version: 'current',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 0, level: 80, position: expect.any(Number) },
    });
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('writes to --out and gives the same object IDs run after run', async () => {
    const first = await runCli(['index', '--out', 'records.json'], root);
    expect(first.code).toBe(0);
    const a = JSON.parse(await readFile(path.join(root, 'records.json'), 'utf8')) as DocSearchRecord[];
    const b = JSON.parse(await readFile(path.join(root, '.docsgen', 'search', 'records.json'), 'utf8')) as DocSearchRecord[];
    expect(a.map((r) => r.objectID)).toEqual(b.map((r) => r.objectID));
  });

  it('--push says which Algolia credentials are missing and exits 2 without indexing', async () => {
    const result = await runCli(['index', '--push', '--out', 'pushed.json'], root, { ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_API_KEY: '' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('docsgen index --push: ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY are not set.');
    expect(existsSync(path.join(root, 'pushed.json'))).toBe(false);
  });

  it('--push needs an algolia section in the config', async () => {
    const result = await runCli(['index', '--push', '--out', 'pushed.json'], root, { ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: ADMIN_KEY });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the config has no `algolia` section');
    expect(await readFile(path.join(root, 'pushed.json'), 'utf8')).not.toContain(ADMIN_KEY);
  });
});

describe('the build', () => {
  it('writes the local index under assets/search with hashed names, names it in the page data, and never writes the admin key', async () => {
    const result = await runCli(['build'], root, { ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_API_KEY: ADMIN_KEY });
    expect(result.code).toBe(0);
    const out = path.join(root, 'build');
    const files = await readdir(path.join(out, 'assets', 'search'));
    const index = files.find((f) => /^index\.[0-9a-f]{10}\.json$/.test(f));
    expect(index).toBeDefined();
    expect(files.some((f) => /^text-0\.[0-9a-f]{10}\.json$/.test(f))).toBe(true);
    const html = await readFile(path.join(out, 'recipes', 'Pea soup.html'), 'utf8');
    expect(html).toContain(`"searchIndex":"/assets/search/${index}"`);
    expect(html).toContain('<meta name="docsearch:language" content="en">');
    expect(html).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-current">');
    for (const file of await readdir(out, { recursive: true })) {
      const full = path.join(out, file);
      if (/\.(html|js|json|css|txt|xml)$/.test(file)) expect(await readFile(full, 'utf8')).not.toContain(ADMIN_KEY);
    }
  });
});
