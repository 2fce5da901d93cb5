import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LocalSearchEngine } from '../search/local-engine.js';
import type { LocalIndexData, ShardData } from '../search/local-index-types.js';
import type { MultiQueryInput, MultiQueryRequest } from '../search/record-types.js';
import { SEARCH_ASSETS_DIR } from '../search-index/search-index-files.js';
import { isSameOrigin, pathnameOf } from './host-check.js';

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
const MAX_BODY = 1_000_000;

function send(res: ServerResponse, status: number, body: unknown): void {
  // No CORS headers: only the site's own pages (same origin) may read the answers.
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('The request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Where the engine comes from: the built folder (preview), or the dev server's current build. */
export type EngineSource = () => Promise<LocalSearchEngine | undefined>;

export function createSearchEndpoint(engine: EngineSource): SearchEndpoint {
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
      await answer(req, res, engine, single?.[1]);
    } catch (error) {
      if (!res.headersSent) send(res, 500, { message: `Search failed: ${(error as Error).message}`, status: 500 });
      else res.end();
    }
    return true;
  };
}

async function answer(req: IncomingMessage, res: ServerResponse, engine: EngineSource, singleIndex: string | undefined): Promise<void> {
  if (req.method === 'OPTIONS') return void res.writeHead(204, { allow: 'POST' }).end();
  if (req.method !== 'POST') return send(res, 405, { message: 'Use POST for search queries.', status: 405 });
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req)) || '{}');
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
    const request = { ...(body as Omit<MultiQueryRequest, 'indexName'>), indexName: decodeURIComponent(singleIndex) };
    return send(res, 200, (await found.search([request])).results[0]);
  }
  const input = body as MultiQueryInput;
  if (!Array.isArray(input) && !Array.isArray(input?.requests)) {
    return send(res, 400, { message: 'The body must be {"requests": [{"indexName": ..., "params": ...}]}.', status: 400 });
  }
  send(res, 200, await found.search(input));
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
