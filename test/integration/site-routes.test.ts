import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { REPO_ROOT } from '../helpers/build-fixture.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';

/** The canonical route list of the Tessera site (copied from the spec into the repo). */
async function canonicalRoutes(): Promise<string[]> {
  const text = await readFile(path.join(REPO_ROOT, 'test', 'content', 'routes.txt'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t')[0]!);
}

let result: BuildResult;
let server: RunningServer;
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-site-'));
  result = await buildSite({ root: REPO_ROOT, outDir: path.join(tmp, 'build') });
  server = await startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
});
afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('the Tessera site', () => {
  it('builds with zero warnings and zero errors', () => {
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('serves every route of routes.txt at its exact URL through docsgen preview', async () => {
    const routes = await canonicalRoutes();
    expect(routes.length).toBeGreaterThan(380);
    const failures: string[] = [];
    for (const route of routes) {
      const url = new URL(route.split('/').map(encodeURIComponent).join('/').replace(/%26/g, '&'), server.url);
      const response = await fetch(url);
      if (response.status !== 200) failures.push(`${response.status} ${route}`);
      else if (!(await response.text()).includes(`data-route="${route.replace(/&/g, '&amp;')}"`)) failures.push(`wrong page at ${route}`);
    }
    expect(failures).toEqual([]);
  });
});
