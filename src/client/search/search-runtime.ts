/**
 * The search runtime: a lazy chunk, loaded on the first search interaction. It picks the search
 * client the site is configured for; the theme's modal and `/search` page talk to it only.
 */
import type { SiteData } from '../../shared/page-types.js';
import type { SearchClient, SearchRuntime } from '../../shared/search-types.js';
import { loadInsights } from './insights.js';
import { localSearchClient } from './local-client.js';
import { SEARCH_WORKER_CHUNK } from '../../shared/search-types.js';

const clients = new Map<string, SearchClient>();

/** The Algolia client is its own chunk, so sites on the local engine never download it. */
function lazyAlgoliaClient(search: SiteData['search']): SearchClient {
  const client = import('./algolia-client.js').then((m) => m.algoliaSearchClient(search));
  client.catch(() => {}); // reported by the search that awaits it
  const agent = { value: 'docsgen', add: () => agent };
  return {
    search: async (input) => (await client).search(input),
    addAlgoliaAgent: (segment, version) => void client.then((c) => c.addAlgoliaAgent(segment, version)),
    transporter: { algoliaAgent: agent },
  };
}

function searchClient(site: SiteData): SearchClient {
  const key = site.search.provider === 'algolia' ? `algolia:${site.search.appId}:${site.search.indexName}` : `local:${site.chunks.searchIndex}`;
  let client = clients.get(key);
  if (!client) {
    if (site.search.provider === 'algolia') client = lazyAlgoliaClient(site.search);
    else if (site.chunks.searchIndex) client = localSearchClient(site.chunks.searchIndex, site.chunks[SEARCH_WORKER_CHUNK]);
    else throw new Error('docsgen: this build has no search index (SiteData.chunks.searchIndex is missing).');
    clients.set(key, client);
  }
  return client;
}

export const runtime: SearchRuntime = {
  searchClient,
  loadInsights,
  warm: (site) => {
    try {
      searchClient(site).warm?.();
    } catch (error) {
      console.warn('[docsgen] Search is not available.', error);
    }
  },
};
