/**
 * Search records in the DocSearch v3 schema, and Algolia's multi-query wire shapes. Plain data,
 * shared by the build (Node), the preview server's endpoint and the browser engine.
 */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = { lvl0: string; lvl1: string } & { [K in Exclude<Level, 'lvl0' | 'lvl1'>]: string | null };

/** One record: a page title, a heading, or a paragraph under its closest heading. */
export interface DocSearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  /** The paragraph's text for `content` records, `null` for heading records. */
  content: string | null;
  type: RecordType;
  /** Absolute URL path (base URL applied, percent-encoded), with the closest heading's anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** Ranking: `level` 100 for a page title down to 0 for content; `position` counts records in the page. */
  weight: { pageRank: number; level: number; position: number };
  /** Contextual search facets, as the `docsearch:*` meta tags of every page say. */
  language: string;
  version: string;
  docusaurus_tag: string;
}

/** Algolia's highlight entry for one attribute. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type PerLevel<T> = { [K in Level]?: T };

export interface SearchHit extends DocSearchRecord {
  _highlightResult: { hierarchy: PerLevel<HighlightResult>; content?: HighlightResult };
  _snippetResult: { hierarchy: PerLevel<SnippetResult>; content?: SnippetResult };
}

/** The subset of Algolia search parameters the local engine honours. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  /** `['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]`: AND of ORs, as in Algolia. */
  facetFilters?: string | (string | string[])[];
  /** `['content:10', 'hierarchy.lvl1:10']`: attribute and number of words. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  /** Facet names to count (`['*']` for all); the `/search` page asks for them. */
  facets?: string[];
}

/**
 * One request of a multi-query: parameters inline (algoliasearch v5, DocSearch 3.9) or in `params`,
 * as an object or a URL-encoded string (v4 and the REST API).
 */
export interface MultiQueryRequest extends SearchParams {
  indexName: string;
  params?: SearchParams | string;
  type?: 'default' | 'facet';
}

/** The body of `POST /1/indexes/*\/queries`, or the array the v4 client's `search` takes. */
export type MultiQueryInput = { requests: MultiQueryRequest[]; strategy?: string } | MultiQueryRequest[];

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: boolean;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
}

export interface MultiQueryResponse {
  results: SearchResult[];
}

/**
 * The answer to a question, drawn from the local index alone: the passage (a sentence or two) of
 * the best-matching section that has most of the question's words, and where it is.
 */
export interface SearchAnswer {
  /** The section's URL (base URL applied, percent-encoded, with its anchor). */
  url: string;
  /** Page title, then the section's headings. */
  path: string[];
  text: string;
  /** Ranges of `text` that are the question's words. */
  marks: [start: number, end: number][];
}
