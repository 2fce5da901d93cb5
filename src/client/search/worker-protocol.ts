import type { MultiQueryInput, MultiQueryResponse, SearchAnswer } from '../../search/record-types.js';

/** What the page asks of the search engine. */
export type EngineCall = { method: 'warm' } | { method: 'search'; input: MultiQueryInput } | { method: 'answer'; query: string; facetFilters?: (string | string[])[] };

/** A call sent to the search worker: `id` pairs it with its reply, `indexUrl` names the index to answer from. */
export type WorkerRequest = EngineCall & { id: number; indexUrl: string };

/** What a call resolves to. */
export type EngineValue = MultiQueryResponse | SearchAnswer | null;

/** The answer passage the worker found along with a search, for the query and facet filters (as JSON) it searched. */
export interface AnsweredAlong {
  query: string;
  facetFilters: string;
  value: SearchAnswer | null;
}

/**
 * The worker's reply: a result, or an error by name (DocSearch shows its error screen for `RetryError` only).
 * A search of one query also brings that query's answer passage, which the modal asks for next: one trip, not two.
 */
export type WorkerReply = { id: number; ok: true; value: EngineValue; answered?: AnsweredAlong } | { id: number; ok: false; name: string; message: string };
