import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LocalSearchEngine } from '../search/local-engine.js';
import type { LocalIndexData, ShardData } from '../search/local-index-types.js';
import type { MultiQueryInput, MultiQueryRequest } from '../search/record-types.js';
import { SEARCH_ASSETS_DIR } from '../search-index/search-index-files.js';
import { isSameOrigin, pathnameOf } from './host-check.js';
import { bodyTooLarge, checkSearchRequests, createGate, indexNameOf, MAX_BODY_BYTES, SearchRequestError } from './search-limits.js';

/**
 * Algolia's search API over the local index, so the real `algoliasearch` client (and DocSearch in
 * Algolia mode) can be pointed at `docsgen preview` or `docsgen serve`:
 * `POST /1/indexes/*\/queries` (multi-query) and `POST /1/indexes/{name}/query` (one index).
 * Paths are at the server's root, as Algolia hosts have no base path. Any index name is answered
 * from the site's one index; credentials are accepted and ignored.
 */
export type SearchEndpoint = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const MULTI = /^\/1\/indexes\/\*\/queries\/?$/;
const SINGLE = /^\/1\/indexes\/([^/]+)\/query\/?$/;

function send(res: ServerResponse, status: number, body: unknown): void {
  // No CORS headers: only the site's own pages (same origin) may read the answers.
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  // A declared length over the limit is refused before a byte is read.
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw bodyTooLarge();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw bodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The multi-query answer, one result at a time: each query's hits are searched, written and let go
 * before the next, waiting for the client to read (backpressure), so fifty queries of a thousand
 * hits never sit in memory together.
 */
async function sendResults(res: ServerResponse, engine: LocalSearchEngine, requests: readonly MultiQueryRequest[]): Promise<void> {
  // The first query is searched before the status is sent, so an engine that fails still answers 500.
  let result = requests.length ? (await engine.search([requests[0]!])).results[0] : undefined;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.write('{"results":[');
  for (let i = 0; i < requests.length; i++) {
    if (i > 0) result = (await engine.search([requests[i]!])).results[0];
    const more = res.write(`${i > 0 ? ',' : ''}${JSON.stringify(result)}`);
    if (!more && !res.destroyed) await new Promise<void>((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    if (res.destroyed) return;
  }
  res.end(']}');
}

/** Where the engine comes from: the built folder (preview), or the dev server's current build. */
export type EngineSource = () => Promise<LocalSearchEngine | undefined>;

export function createSearchEndpoint(engine: EngineSource): SearchEndpoint {
  // Searches take turns: a flood of requests waits (or is told to come back) instead of each holding its results in memory at once.
  const gate = createGate();
  return async (req, res) => {
    const pathname = pathnameOf(req.url);
    if (pathname === undefined) return false;
    const single = SINGLE.exec(pathname);
    if (!MULTI.test(pathname) && !single) return false;
    // Another site's page may send the query (a no-preflight text/plain POST) but never gets an answer.
    if (!isSameOrigin(req.headers.origin, req.headers.host)) {
      send(res, 403, { message: 'Search answers only pages of this site (same origin).', status: 403 });
      return true;
    }
    try {
      const answered = await gate(() => answer(req, res, engine, single?.[1]).then(() => true));
      if (!answered) {
        res.setHeader('retry-after', '1');
        send(res, 503, { message: 'Too many searches at once: try again in a second.', status: 503 });
        req.resume();
      }
    } catch (error) {
      if (error instanceof SearchRequestError) {
        send(res, error.status, { message: error.message, status: error.status });
        // The rest of an oversized body is not read: the connection closes once the answer is sent.
        if (error.status === 413) res.on('finish', () => req.destroy());
      } else if (!res.headersSent) send(res, 500, { message: `Search failed: ${(error as Error).message}`, status: 500 });
      else res.end();
    }
    return true;
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, engine: EngineSource, singleIndex: string | undefined): Promise<void> {
  if (req.method === 'OPTIONS') return void res.writeHead(204, { allow: 'POST' }).end();
  if (req.method !== 'POST') return send(res, 405, { message: 'Use POST for search queries.', status: 405 });
  const text = await readBody(req);
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch (error) {
    return send(res, 400, { message: `Invalid JSON body: ${(error as Error).message}`, status: 400 });
  }
  let found: LocalSearchEngine | undefined;
  try {
    found = await engine();
  } catch (error) {
    return send(res, 500, { message: `The local search index could not be loaded: ${(error as Error).message}`, status: 500 });
  }
  if (!found) return send(res, 404, { message: 'This site has no local search index (build it first).', status: 404 });
  if (singleIndex !== undefined) {
    const request = { ...(body as Omit<MultiQueryRequest, 'indexName'>), indexName: indexNameOf(singleIndex) };
    checkSearchRequests([request]);
    return send(res, 200, (await found.search([request])).results[0]);
  }
  const input = body as MultiQueryInput;
  if (!Array.isArray(input) && !Array.isArray(input?.requests)) {
    return send(res, 400, { message: 'The body must be {"requests": [{"indexName": ..., "params": ...}]}.', status: 400 });
  }
  const requests = Array.isArray(input) ? input : input.requests;
  checkSearchRequests(requests);
  await sendResults(res, found, requests);
}

/**
 * The engine over a built folder's index (`assets/search/index.*.json`), reloaded when a new
 * build replaces it. Shards are read from disk by their URL under the base URL.
 */
export function engineFromBuild(root: string, baseUrl: string): EngineSource {
  let current: { file: string; mtimeMs: number; engine: Promise<LocalSearchEngine> } | undefined;
  const dir = path.join(root, SEARCH_ASSETS_DIR);
  const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
  return async () => {
    const names = await readdir(dir).catch(() => [] as string[]);
    const name = names.find((n) => /^index\.[0-9a-f]+\.json$/.test(n));
    if (!name) return undefined;
    const file = path.join(dir, name);
    const { mtimeMs } = await stat(file);
    if (current?.file !== file || current.mtimeMs !== mtimeMs) {
      const engine = readJson<LocalIndexData>(file).then(
        (data) =>
          new LocalSearchEngine(data, (url) => {
            const rel = decodeURIComponent(url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, ''));
            const shard = path.resolve(root, rel);
            if (!shard.startsWith(path.resolve(root) + path.sep)) return Promise.reject(new Error(`shard ${url} is outside the site`));
            return readJson<ShardData>(shard);
          }),
      );
      current = { file, mtimeMs, engine };
      engine.catch(() => (current = undefined));
    }
    return current.engine;
  };
}
