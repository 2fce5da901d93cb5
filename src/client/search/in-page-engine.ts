import { LocalSearchEngine } from '../../search/local-engine.js';
import type { LocalIndexData, ShardData } from '../../search/local-index-types.js';
import { fetchJson } from './fetch-json.js';

/** The engine over an index, its text shards fetched as hits need them: in the search worker, or on the page's thread when the worker cannot run. */
export async function loadEngine(indexUrl: string): Promise<LocalSearchEngine> {
  return new LocalSearchEngine(await fetchJson<LocalIndexData>(indexUrl), (url) => fetchJson<ShardData>(url));
}
