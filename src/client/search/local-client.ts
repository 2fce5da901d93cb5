import { LocalSearchEngine } from '../../search/local-engine.js';
import type { LocalIndexData, ShardData } from '../../search/local-index-types.js';
import type { SearchClient } from '../../shared/search-types.js';

/** What the algoliasearch client throws when no host answered; DocSearch shows its error screen only for this name. */
export class RetryError extends Error {
  override name = 'RetryError';
}

async function fetchJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new RetryError(`Unreachable hosts: the search index ${url} could not be fetched.`, { cause: error });
  }
  if (!response.ok) throw new RetryError(`Unreachable hosts: the search index ${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

/**
 * The embedded engine behind an algoliasearch-shaped client. The index is fetched on the first
 * search (not before), text shards as result pages need them; a failed fetch is retried on the
 * next search.
 */
export function localSearchClient(indexUrl: string): SearchClient {
  let engine: Promise<LocalSearchEngine> | undefined;
  const load = () => {
    engine ??= fetchJson<LocalIndexData>(indexUrl).then((data) => new LocalSearchEngine(data, (url) => fetchJson<ShardData>(url)));
    engine.catch(() => (engine = undefined));
    return engine;
  };
  const agent = { value: 'docsgen-local', add: () => agent };
  return {
    search: async (input) => (await load()).search(input),
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: agent },
    warm: () => void load().catch(() => {}),
    answer: async (query, facetFilters) => (await (await load()).answer(query, facetFilters)) ?? null,
  };
}
