import type { MultiQueryRequest, SearchParams } from './record-types.js';

/** Algolia's defaults for the parameters the engine honours. */
export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 1000;

export interface ResolvedParams {
  query: string;
  hitsPerPage: number;
  page: number;
  facetFilters: (string | string[])[];
  /** Attribute path (`content`, `hierarchy.lvl1`) → number of words. */
  snippets: Map<string, number>;
  preTag: string;
  postTag: string;
  ellipsis: string;
  clickAnalytics: boolean;
  facets: string[];
  /** The parameters as Algolia echoes them back (`params` of a result). */
  echo: string;
}

/** Parameters arrive as an object or as Algolia's URL-encoded string whose array values are JSON. */
export function paramsObject(params: MultiQueryRequest['params']): SearchParams {
  if (!params) return {};
  if (typeof params !== 'string') return params;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(raw);
    } catch {
      out[key] = raw;
    }
  }
  return out as SearchParams;
}

const intIn = (value: unknown, fallback: number, min: number, max: number) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : fallback;
};

const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? value.split(',') : []);

export function resolveParams(request: MultiQueryRequest): ResolvedParams {
  const { indexName: _indexName, params, type: _type, ...inline } = request;
  const p: SearchParams = { ...paramsObject(params), ...inline };
  const query = String(p.query ?? '');
  const filters: unknown[] = typeof p.facetFilters === 'string' ? [p.facetFilters] : Array.isArray(p.facetFilters) ? p.facetFilters : [];
  const snippets = new Map<string, number>();
  for (const spec of stringList(p.attributesToSnippet)) {
    const [attribute, words] = spec.split(':');
    if (attribute) snippets.set(attribute.trim(), intIn(words, 10, 1, 100));
  }
  const echo = new URLSearchParams();
  for (const [key, value] of Object.entries(p)) echo.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  echo.set('query', query);
  return {
    query,
    hitsPerPage: intIn(p.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    page: intIn(p.page, 0, 0, 10_000),
    // Inner lists keep only their filters: whatever a caller sends, matching never meets a value it cannot read.
    facetFilters: filters.flatMap((f: unknown): (string | string[])[] => (typeof f === 'string' ? [f] : Array.isArray(f) ? [f.filter((g): g is string => typeof g === 'string')] : [])),
    snippets,
    preTag: typeof p.highlightPreTag === 'string' ? p.highlightPreTag : '<em>',
    postTag: typeof p.highlightPostTag === 'string' ? p.highlightPostTag : '</em>',
    ellipsis: typeof p.snippetEllipsisText === 'string' ? p.snippetEllipsisText : '…',
    clickAnalytics: p.clickAnalytics === true || String(p.clickAnalytics) === 'true',
    facets: stringList(p.facets),
    echo: echo.toString(),
  };
}

/** Whether facet values pass Algolia-style `facetFilters`: an AND of entries, each a filter or an OR of filters; `-` negates. */
export function passesFacetFilters(values: Record<string, string>, filters: readonly (string | string[])[]): boolean {
  const one = (filter: string) => {
    const negate = filter.startsWith('-');
    const [name, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const actual = values[name ?? ''];
    const match = actual !== undefined && actual === value;
    return negate ? !match : match;
  };
  return filters.every((f) => (Array.isArray(f) ? f.some(one) : one(f)));
}
