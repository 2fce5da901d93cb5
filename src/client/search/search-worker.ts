// The search worker: the local engine off the page's main thread. Reading the index (about 1 MB of
// JSON) and ranking a query take tens to hundreds of milliseconds on a phone; here they never
// block the reader's typing, scrolling or the page's first paint. One engine per index URL.
import type { LocalSearchEngine } from '../../search/local-engine.js';
import { loadEngine } from './in-page-engine.js';
import { resolveParams } from '../../search/search-params.js';
import type { AnsweredAlong, EngineValue, WorkerReply, WorkerRequest } from './worker-protocol.js';

declare const self: { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage: (reply: WorkerReply) => void };

const engines = new Map<string, Promise<LocalSearchEngine>>();

/** The engine over an index, loaded on first use; a failed load is forgotten so the next call retries. */
function engineOf(indexUrl: string): Promise<LocalSearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    // The worker's URL is under assets/, so the index's (site-absolute) URL is resolved against the worker's own origin.
    engine = loadEngine(indexUrl);
    engines.set(indexUrl, engine);
    engine.catch(() => engines.delete(indexUrl));
  }
  return engine;
}

async function answer(request: WorkerRequest): Promise<{ value: EngineValue; answered?: AnsweredAlong }> {
  const engine = await engineOf(request.indexUrl);
  if (request.method === 'search') {
    const value = await engine.search(request.input);
    const requests = Array.isArray(request.input) ? request.input : request.input.requests;
    if (requests.length !== 1) return { value };
    // The modal asks for this query's answer next: found now, from the ranking just made, and sent with the hits.
    const { query, facetFilters } = resolveParams(requests[0]!);
    return { value, answered: { query, facetFilters: JSON.stringify(facetFilters), value: (await engine.answer(query, facetFilters)) ?? null } };
  }
  if (request.method === 'answer') return { value: (await engine.answer(request.query, request.facetFilters)) ?? null };
  return { value: null };
}

self.onmessage = (event) => {
  const request = event.data;
  answer(request).then(
    ({ value, answered }) => self.postMessage({ id: request.id, ok: true, value, ...(answered ? { answered } : {}) }),
    (error: unknown) => self.postMessage({ id: request.id, ok: false, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) }),
  );
};
