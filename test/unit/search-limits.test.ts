/**
 * Issue 24, item 4: the search endpoint (`POST /1/indexes/*\/queries`, in `preview` and `serve`)
 * caps what one request may cost, as Algolia does: at most 50 queries, `hitsPerPage` up to 1000,
 * a bounded body; answers are written one query at a time, and searches take turns, so memory
 * stays flat under a flood.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { recordsOfPage } from '../../src/search-index/records.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import { createSearchEndpoint } from '../../src/server/search-endpoint.js';

const facets = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' };
/** 1,200 pages that all match "widget": every query can fill a page of a thousand hits. */
const records = Array.from({ length: 1200 }, (_, i) =>
  recordsOfPage({
    title: `Widget ${i}`,
    href: `/widgets/w${i}`,
    lvl0: 'Widgets',
    facets,
    sections: [{ headings: ['Settings'], anchor: 'settings', paragraphs: [`The widget number ${i} shows a table of settings, with a paragraph long enough to be snippeted.`] }],
  }),
).flat();
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

const queries = (n: number, hitsPerPage: number | string = 1000) => ({ requests: Array.from({ length: n }, () => ({ indexName: 'docs', params: `query=widget&hitsPerPage=${hitsPerPage}` })) });
const post = async (body: string) => {
  const res = await fetch(`${base}/1/indexes/*/queries`, { method: 'POST', body });
  return { status: res.status, body: (await res.json()) as { message?: string; results?: { hits: unknown[] }[] } };
};

describe('the search endpoint bounds one request', () => {
  it('more than 50 queries, or hitsPerPage over 1000, is a 400 with a message', async () => {
    expect(await post(JSON.stringify(queries(60)))).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "Too many queries in multi query request: 60, at most 50.",
          "status": 400,
        },
        "status": 400,
      }
    `);
    expect((await post(JSON.stringify(queries(1, 5000)))).body.message).toMatchInlineSnapshot(`"hitsPerPage must be between 0 and 1000 (query 1 asks for "5000")."`);
    const inline = await fetch(`${base}/1/indexes/docs/query`, { method: 'POST', body: JSON.stringify({ query: 'widget', hitsPerPage: 100_000 }) });
    expect(inline.status).toBe(400);
  });

  it('a body over 100 KB (3,000 queries, 173 KB, which ran the server out of memory) is a 413 with a message, without reading it all', async () => {
    const oversized = JSON.stringify(queries(3000));
    expect(oversized.length).toBeGreaterThan(170_000);
    expect(await post(oversized)).toMatchInlineSnapshot(`
      {
        "body": {
          "message": "The request body is over 100 KB, the most a search request may send.",
          "status": 413,
        },
        "status": 413,
      }
    `);
  });

  it('50 queries are answered in full, and a page of 1000 hits too', async () => {
    const many = await post(JSON.stringify(queries(50, 5)));
    expect(many.status).toBe(200);
    expect(many.body.results).toHaveLength(50);
    const full = await post(JSON.stringify(queries(2)));
    expect(full.body.results!.map((r) => r.hits.length)).toEqual([1000, 1000]);
  }, 60_000);
});

/** One request on its own connection, the answer read as a stream and dropped (a client that only counts it). */
function postDropping(body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/1/indexes/*/queries`, { method: 'POST', agent: false }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a flood of searches', () => {
  it('keeps memory flat: 40 requests of 50 queries x 100 hits, 30 at a time, grow the heap by less than 200 MB', async () => {
    const body = JSON.stringify(queries(50, 100));
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 10);
    const statuses: number[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < 40) {
        sent++;
        statuses.push(await postDropping(body));
      }
    };
    await Promise.all(Array.from({ length: 30 }, worker));
    clearInterval(sampler);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect((peak - before) / 1048576).toBeLessThan(200);
  }, 300_000);
});
