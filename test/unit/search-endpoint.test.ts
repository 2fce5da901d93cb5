import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { MultiQueryRequest } from '../../src/search/record-types.js';
import { resolveParams } from '../../src/search/search-params.js';
import { recordsOfPage } from '../../src/search-index/records.js';
import { createSearchEndpoint } from '../../src/server/search-endpoint.js';

const facets = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' };
const records = [
  ...recordsOfPage({
    title: 'Reset password',
    href: '/login/resetPassword',
    lvl0: 'Functions',
    facets,
    sections: [{ headings: [], anchor: '', paragraphs: ['Sends a one-time code by mail, then stores the new password.'] }],
  }),
  ...recordsOfPage({
    title: 'Datatable',
    href: '/elements/Datatable',
    lvl0: 'Elements',
    facets,
    sections: [{ headings: ['Paging'], anchor: 'paging', paragraphs: ['Long tables are split into pages of twenty rows.'] }],
  }),
];
const built = buildLocalIndex(records);
const engine = new LocalSearchEngine({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: String(i) })) }, async (url) => built.shards[Number(url)]!);

let server: http.Server;
let base: string;

beforeAll(async () => {
  const endpoint = createSearchEndpoint(async () => engine);
  server = http.createServer(async (req, res) => {
    if (!(await endpoint(req, res))) res.writeHead(404).end('not search');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Algolia-compatible search endpoint', () => {
  it('answers the real algoliasearch client', async () => {
    const { port } = server.address() as AddressInfo;
    const client = liteClient('ANYAPP', 'any-search-key', { hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'read' }] });
    const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'reset password', hitsPerPage: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>' }] });
    const first = results[0] as { hits: { url: string; _highlightResult: { hierarchy: { lvl1: { value: string } } } }[]; nbHits: number };
    expect(first.nbHits).toBeGreaterThan(0);
    expect(first.hits[0]!.url).toBe('/login/resetPassword');
    expect(first.hits[0]!._highlightResult.hierarchy.lvl1.value).toBe('<mark>Reset</mark> <mark>password</mark>');
  });

  it('answers a single-index query, with no wildcard CORS (same origin only)', async () => {
    const res = await fetch(`${base}/1/indexes/docs/query`, { method: 'POST', body: JSON.stringify({ params: 'query=paging&hitsPerPage=1' }) });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const body = (await res.json()) as { hits: { url: string }[]; nbHits: number };
    expect(body.hits.map((h) => h.url)).toEqual(['/elements/Datatable#paging']);
    const preflight = await fetch(`${base}/1/indexes/*/queries`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it("explains bad requests in Algolia's error shape", async () => {
    const bad = await fetch(`${base}/1/indexes/*/queries`, { method: 'POST', body: '{not json' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^Invalid JSON body/);
    const wrong = await fetch(`${base}/1/indexes/*/queries`, { method: 'POST', body: '{"query":"x"}' });
    expect(wrong.status).toBe(400);
    expect((await fetch(`${base}/1/indexes/*/queries`)).status).toBe(405);
  });

  it('answers 400, not 500, to facetFilters nested too deep and to an index name with a bad % escape', async () => {
    const nested = await fetch(`${base}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'docs', query: 'paging', facetFilters: [[['version:current'], 'language:en']] }] }),
    });
    const encoded = await fetch(`${base}/1/indexes/*/queries`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'docs', params: `query=paging&facetFilters=${encodeURIComponent('[[5]]')}` }] }),
    });
    const escape = await fetch(`${base}/1/indexes/docs%zz/query`, { method: 'POST', body: '{"query":"paging"}' });
    expect(await Promise.all([nested, encoded, escape].map(async (res) => ({ status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown }))))
      .toMatchInlineSnapshot(`
        [
          {
            "body": {
              "message": "facetFilters must be a filter ("name:value") or a list of filters and lists of filters, nested no deeper (query 1 gives [[["version:current"],"language:en"]]).",
              "status": 400,
            },
            "status": 400,
            "type": "application/json; charset=utf-8",
          },
          {
            "body": {
              "message": "facetFilters must be a filter ("name:value") or a list of filters and lists of filters, nested no deeper (query 1 gives [[5]]).",
              "status": 400,
            },
            "status": 400,
            "type": "application/json; charset=utf-8",
          },
          {
            "body": {
              "message": "The index name in the path is not valid URL encoding: "docs%zz".",
              "status": 400,
            },
            "status": 400,
            "type": "application/json; charset=utf-8",
          },
        ]
      `);
  });

  it('reads only the filters of a facetFilters list, so the engine never meets a value it cannot match', () => {
    const request = JSON.parse('{"indexName": "docs", "facetFilters": [[["version:current"], "language:en"], 5, "version:current"]}') as MultiQueryRequest;
    expect(resolveParams(request).facetFilters).toEqual([['language:en'], 'version:current']);
  });

  it('leaves other paths to the server', async () => {
    expect(await (await fetch(`${base}/guides/`)).text()).toBe('not search');
  });
});
