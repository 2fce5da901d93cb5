/**
 * The search runtime's contract with the theme. The runtime (`src/client/search/`) is a lazy
 * chunk that the client loads on the first search interaction (`window.__docsgen.loadSearch()`);
 * the theme draws the box, the modal and the `/search` page with what it returns.
 */
import type { MultiQueryInput, MultiQueryResponse, SearchAnswer } from '../search/record-types.js';
import type { SiteData } from './page-types.js';

export type { DocSearchRecord, MultiQueryInput, MultiQueryRequest, MultiQueryResponse, SearchAnswer, SearchHit, SearchResult } from '../search/record-types.js';

/** The part of an algoliasearch client that DocSearch and the `/search` page use. */
/** `SiteData.chunks` key of the search worker's URL. */
export const SEARCH_WORKER_CHUNK = 'searchWorker';

export interface SearchClient {
  search: (input: MultiQueryInput) => Promise<MultiQueryResponse>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string; version?: string }) => unknown } };
  /** Local engine only: fetch the index now. */
  warm?: () => void;
  /** Local engine only: for a question (three words or more), the passage that answers it best, or null. */
  answer?: (query: string, facetFilters?: (string | string[])[]) => Promise<SearchAnswer | null>;
}

export interface SearchRuntime {
  /** The local engine over the site's index, or the Algolia client, as the site is configured. */
  searchClient: (site: SiteData) => SearchClient;
  /** Starts fetching what the first query needs (the local index), so it is there when the reader has typed. */
  warm: (site: SiteData) => void;
  /** Loads the search-insights script from `site.search.insightsScript` (once); resolves when `window.aa` exists. */
  loadInsights: (site: SiteData) => Promise<boolean>;
}
