import type { SearchAnswer } from '../../search/record-types.js';
import type { SearchClient } from '../../shared/search-types.js';
import { RetryError } from './fetch-json.js';
import { resolveParams } from '../../search/search-params.js';
import type { AnsweredAlong, EngineCall, WorkerReply, WorkerRequest } from './worker-protocol.js';

export { RetryError } from './fetch-json.js';

/** What the page asks of an engine, wherever it runs. */
interface EngineCalls {
  warm: () => Promise<unknown>;
  search: SearchClient['search'];
  answer: (query: string, facetFilters?: (string | string[])[]) => Promise<SearchAnswer | null>;
}

/** The engine on the page's own thread: only where a worker cannot start (no module workers, a blocked worker script). */
function inPageEngine(indexUrl: string): EngineCalls {
  let engine: Promise<import('../../search/local-engine.js').LocalSearchEngine> | undefined;
  const load = () => {
    engine ??= import('./in-page-engine.js').then((m) => m.loadEngine(indexUrl));
    engine.catch(() => (engine = undefined));
    return engine;
  };
  return {
    warm: () => load(),
    search: async (input) => (await load()).search(input),
    answer: async (query, facetFilters) => (await (await load()).answer(query, facetFilters)) ?? null,
  };
}

/**
 * The engine in a module worker (`search-worker.ts`): reading the index and ranking run off the
 * main thread. When the worker cannot start or dies, the calls waiting for it and every later one
 * go to the engine on the page instead, so search degrades in speed, never in answers.
 */
function workerEngine(indexUrl: string, workerUrl: string): EngineCalls {
  let worker: Worker | undefined;
  let fallback: EngineCalls | undefined;
  let nextId = 0;
  const waiting = new Map<number, { call: EngineCall; resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  // The answer passage that came with the last search (see WorkerReply): the modal's next question, already answered.
  let lastAnswered: AnsweredAlong | undefined;
  const onPage = () => (fallback ??= inPageEngine(indexUrl));
  const giveUp = (why: unknown) => {
    console.warn('[docsgen] The search worker failed; searching on the page instead.', why);
    worker?.terminate();
    worker = undefined;
    const pending = [...waiting.values()];
    waiting.clear();
    for (const p of pending) runOnPage(p.call).then(p.resolve, p.reject);
  };
  const runOnPage = (call: EngineCall): Promise<unknown> => {
    const engine = onPage();
    if (call.method === 'search') return engine.search(call.input);
    if (call.method === 'answer') return engine.answer(call.query, call.facetFilters);
    return engine.warm();
  };
  const start = (): Worker | undefined => {
    if (worker || fallback) return worker;
    try {
      worker = new Worker(workerUrl, { type: 'module', name: 'docsgen-search' });
    } catch (error) {
      giveUp(error);
      return undefined;
    }
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const p = waiting.get(reply.id);
      if (!p) return;
      waiting.delete(reply.id);
      if (reply.ok && reply.answered) lastAnswered = reply.answered;
      if (reply.ok) p.resolve(reply.value);
      else p.reject(reply.name === 'RetryError' ? new RetryError(reply.message) : Object.assign(new Error(reply.message), { name: reply.name }));
    };
    worker.onerror = (event) => giveUp(event.message || 'the worker script did not load');
    return worker;
  };
  const run = (call: EngineCall): Promise<unknown> => {
    const w = start();
    if (!w) return runOnPage(call);
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { call, resolve, reject });
      const request: WorkerRequest = { ...call, id, indexUrl };
      w.postMessage(request);
    });
  };
  return {
    warm: () => run({ method: 'warm' }),
    search: (input) => run({ method: 'search', input }) as ReturnType<SearchClient['search']>,
    answer: (query, facetFilters) => {
      const asked = resolveParams({ indexName: '', query, ...(facetFilters ? { facetFilters } : {}) });
      if (lastAnswered && lastAnswered.query === asked.query && lastAnswered.facetFilters === JSON.stringify(asked.facetFilters)) return Promise.resolve(lastAnswered.value);
      return run({ method: 'answer', query, facetFilters }) as Promise<SearchAnswer | null>;
    },
  };
}

/**
 * The embedded engine behind an algoliasearch-shaped client. The index is fetched on the first
 * search (or `warm`), text shards as result pages need them; a failed fetch is retried on the
 * next search. With a worker URL the engine runs in that worker.
 */
export function localSearchClient(indexUrl: string, workerUrl?: string): SearchClient {
  const engine = workerUrl && typeof Worker !== 'undefined' ? workerEngine(indexUrl, workerUrl) : inPageEngine(indexUrl);
  const agent = { value: 'docsgen-local', add: () => agent };
  return {
    search: (input) => engine.search(input),
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: agent },
    warm: () => void engine.warm().catch(() => {}),
    answer: (query, facetFilters) => engine.answer(query, facetFilters),
  };
}
