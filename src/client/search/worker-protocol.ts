import type { MultiQueryInput, MultiQueryResponse, SearchAnswer } from '../../search/record-types.js';

/** What the page asks of the search engine. */
export type EngineCall = { method: 'warm' } | { method: 'search'; input: MultiQueryInput } | { method: 'answer'; query: string; facetFilters?: (string | string[])[] };

/** A call sent to the search worker: `id` pairs it with its reply, `indexUrl` names the index to answer from. */
export type WorkerRequest = EngineCall & { id: number; indexUrl: string };

/** What a call resolves to. */
export type EngineValue = MultiQueryResponse | SearchAnswer | null;

/** The worker's reply: a result, or an error by name (DocSearch shows its error screen for `RetryError` only). */
export type WorkerReply = { id: number; ok: true; value: EngineValue } | { id: number; ok: false; name: string; message: string };
