import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCSEARCH_INDEX_SETTINGS, pushRecords } from '../../src/search-index/algolia-push.js';
import { recordsOfPage } from '../../src/search-index/records.js';

interface Received {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: unknown;
}

/** A stand-in for Algolia's write API: every task is published at once. */
let server: http.Server;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  let task = 0;
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      received.push({ method: req.method ?? '', path: decodeURIComponent(path), apiKey: req.headers['x-algolia-api-key'] as string | undefined, body: text ? JSON.parse(text) : undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (/\/task\/\d+$/.test(path)) return void res.end(JSON.stringify({ status: 'published', pendingTask: false }));
      res.end(JSON.stringify({ taskID: ++task, updatedAt: new Date().toISOString(), objectIDs: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const records = recordsOfPage({
  title: 'Reset password',
  href: '/login/resetPassword',
  lvl0: 'Functions',
  facets: { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' },
  sections: [{ headings: ['Inputs'], anchor: 'inputs', paragraphs: ['The Email of the account, then the Code and the new password.'] }],
});

describe('docsgen index --push', () => {
  it("sets DocSearch's settings, then replaces every record of the index at once", async () => {
    const result = await pushRecords({ appId: 'APP', adminKey: 'admin-secret', indexName: 'docs', records, hosts: [{ url: '127.0.0.1', port, protocol: 'http' }] });
    expect(result).toEqual({ records: records.length, indexName: 'docs' });
    const writes = received.filter((r) => r.method !== 'GET');
    expect(writes[0]).toMatchObject({ method: 'PUT', path: '/1/indexes/docs/settings', body: DOCSEARCH_INDEX_SETTINGS });
    const batches = writes.filter((r) => r.path.endsWith('/batch'));
    const sent = batches.flatMap((b) => (b.body as { requests: { action: string; body: { objectID: string } }[] }).requests);
    expect(sent.map((r) => r.action)).toEqual(records.map(() => 'addObject'));
    expect(sent.map((r) => r.body.objectID)).toEqual(records.map((r) => r.objectID));
    expect(batches[0]!.path).toMatch(/^\/1\/indexes\/docs_tmp_\d+\/batch$/);
    const move = writes.find((r) => (r.body as { operation?: string } | undefined)?.operation === 'move');
    expect(move?.body).toEqual({ operation: 'move', destination: 'docs' });
    for (const r of received) expect(r.apiKey).toBe('admin-secret');
  });
});
