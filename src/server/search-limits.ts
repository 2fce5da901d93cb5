import type { MultiQueryRequest } from '../search/record-types.js';
import { MAX_HITS_PER_PAGE, paramsObject } from '../search/search-params.js';

/** Algolia answers more than 50 queries in one request with 400 "Too many queries in multi query request". */
export const MAX_QUERIES_PER_REQUEST = 50;
/** DocSearch's requests are about a kilobyte; fifty long queries fit many times over. */
export const MAX_BODY_BYTES = 100 * 1024;
/** Searches run at once; more wait their turn, so a flood costs time, not memory. */
export const MAX_CONCURRENT_SEARCHES = 2;
/** Requests waiting beyond this are told to come back (503), each waiting one holding at most a body. */
export const MAX_WAITING_SEARCHES = 64;

export class SearchRequestError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export const bodyTooLarge = () => new SearchRequestError(413, `The request body is over ${MAX_BODY_BYTES / 1024} KB, the most a search request may send.`);

/** `hitsPerPage` as the request gives it: inline, in a params object, or in Algolia's URL-encoded params string (shown as sent). */
function hitsPerPageOf(request: MultiQueryRequest): unknown {
  if ('hitsPerPage' in request) return request.hitsPerPage;
  const params = request.params;
  if (typeof params === 'string') return new URLSearchParams(params).get('hitsPerPage') ?? undefined;
  return params?.hitsPerPage;
}

/** The request's parameters as the engine reads them: inline, in a params object, or in Algolia's URL-encoded params string. */
function paramsOf(request: MultiQueryRequest): Record<string, unknown> {
  const { indexName: _indexName, params, type: _type, ...inline } = request;
  return { ...paramsObject(params), ...inline };
}

/** Algolia's `facetFilters`: one filter, or a list whose entries are filters or lists of filters (an OR), never deeper. */
function isFacetFilters(value: unknown): boolean {
  if (value === undefined || value === null || typeof value === 'string') return true;
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string' || (Array.isArray(entry) && entry.every((inner) => typeof inner === 'string')));
}

/** A value as the message shows it: JSON, cut short. */
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

/** The index name in a `/1/indexes/{name}/query` path, decoded; a bad `%` escape is the client's mistake, not the server's. */
export function indexNameOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new SearchRequestError(400, `The index name in the path is not valid URL encoding: ${shown(segment)}.`);
  }
}

/** Refuses what Algolia refuses and what would make one request cost unbounded work: too many queries, too many hits a page, facetFilters of another shape. */
export function checkSearchRequests(requests: readonly MultiQueryRequest[]): void {
  if (requests.length > MAX_QUERIES_PER_REQUEST) {
    throw new SearchRequestError(400, `Too many queries in multi query request: ${requests.length}, at most ${MAX_QUERIES_PER_REQUEST}.`);
  }
  for (const [i, request] of requests.entries()) {
    if (typeof request !== 'object' || request === null) throw new SearchRequestError(400, `Query ${i + 1} is not an object.`);
    const hits = hitsPerPageOf(request);
    if (hits !== undefined && hits !== null && !(Number(hits) >= 0 && Number(hits) <= MAX_HITS_PER_PAGE)) {
      throw new SearchRequestError(400, `hitsPerPage must be between 0 and ${MAX_HITS_PER_PAGE} (query ${i + 1} asks for ${JSON.stringify(hits)}).`);
    }
    const { facetFilters } = paramsOf(request);
    if (!isFacetFilters(facetFilters)) {
      throw new SearchRequestError(400, `facetFilters must be a filter ("name:value") or a list of filters and lists of filters, nested no deeper (query ${i + 1} gives ${shown(facetFilters)}).`);
    }
  }
}

/** At most `running` tasks at once and `waiting` queued; `undefined` when the queue is full. */
export function createGate(running = MAX_CONCURRENT_SEARCHES, waiting = MAX_WAITING_SEARCHES) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (active >= running) {
      if (queue.length >= waiting) return undefined;
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}
