/**
 * Issue 24, item 5: `docsgen preview` answers a folder route without its slash as GitHub Pages and
 * Netlify do, with a 301 to the slashed path (the query kept), instead of a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { buildFixture, removeDir } from '../helpers/build-fixture.js';

let root: string;
let preview: RunningServer;
beforeAll(async () => {
  const built = await buildFixture('basic');
  expect(built.ok).toBe(true);
  root = built.root;
  preview = await startPreviewServer({ root: built.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
}, 120_000);
afterAll(async () => {
  await preview?.close();
  await removeDir(root);
});

const get = (path: string) => fetch(`http://127.0.0.1:${preview.port}${path}`, { redirect: 'manual' });

describe('docsgen preview: folder routes without their slash', () => {
  it('redirects /guides to /guides/ with 301, keeping the query', async () => {
    const plain = await get('/guides');
    expect([plain.status, plain.headers.get('location')]).toEqual([301, '/guides/']);
    const query = await get('/guides?tab=1');
    expect([query.status, query.headers.get('location')]).toEqual([301, '/guides/?tab=1']);
    expect((await get('/guides/')).status).toBe(200);
  });

  it('still serves pages without a redirect, and 404 for what does not exist', async () => {
    expect((await get('/reference/Alpha')).status).toBe(200);
    expect((await get('/no-such-folder')).status).toBe(404);
  });
});
