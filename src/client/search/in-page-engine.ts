import { LocalSearchEngine } from '../../search/local-engine.js';
import type { LocalIndexData, ShardData } from '../../search/local-index-types.js';
import { fetchJson } from './fetch-json.js';

/** The engine over an index, on the page's thread (a chunk of its own, fetched only when the worker cannot run). */
export async function loadEngine(indexUrl: string): Promise<LocalSearchEngine> {
  return new LocalSearchEngine(await fetchJson<LocalIndexData>(indexUrl), (url) => fetchJson<ShardData>(url));
}
