import { useEffect, useRef, useState } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import type { SearchHit, SearchResult, SearchRuntime } from '../../src/shared/search-types.js';
import { Highlighted } from './Highlighted.js';
import { firstWords, usePageSummary } from './page-summary.js';
import { contextualFacetFilters, sitePath } from './search-links.js';

export interface SearchResultsProps {
  site: SiteData;
  runtime: SearchRuntime;
  query: string;
}

const HITS_PER_PAGE = 20;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface State {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  facets: SearchResult['facets'];
  status: 'loading' | 'idle' | 'error';
}

/** The hierarchy of a hit, highlighted: the title is its deepest level, the levels above are its breadcrumbs. */
function partsOf(hit: SearchHit): { title: string; path: string[]; snippet?: string } {
  const levels = LEVELS.filter((l) => hit.hierarchy[l]).map((l) => hit._snippetResult.hierarchy[l]?.value ?? hit._highlightResult.hierarchy[l]?.value ?? hit.hierarchy[l]!);
  const title = levels.length > 1 ? levels.at(-1)! : (levels[0] ?? '');
  return { title, path: levels.slice(0, -1), snippet: hit.content !== null ? (hit._snippetResult.content?.value ?? hit.content) : undefined };
}

function Result({ hit, site, snippetWords }: { hit: SearchHit; site: SiteData; snippetWords: number }) {
  const { title, path, snippet } = partsOf(hit);
  const href = sitePath(hit.url, site);
  // Local pages only: a hit of another origin has no twin here.
  const summary = usePageSummary(snippet === undefined && href.startsWith('/') ? href : undefined);
  return (
    <li className="search-result">
      <h2 className="search-result-title">
        <a href={href}>
          <Highlighted value={title} />
        </a>
      </h2>
      {path.length ? (
        <p className="search-result-path" aria-label="In">
          {path.map((level, i) => (
            <span key={i} className="search-result-crumb">
              <Highlighted value={level} />
            </span>
          ))}
        </p>
      ) : null}
      {snippet ? (
        <p className="search-result-snippet">
          <Highlighted value={snippet} />
        </p>
      ) : summary ? (
        <p className="search-result-snippet">{firstWords(summary, snippetWords * 2)}</p>
      ) : null}
    </li>
  );
}

/**
 * Results of the `/search` page (spec §2, §9): the count, the contextual facets (this language,
 * this version; each can be lifted), then 20 results at a time with their section breadcrumbs and
 * snippets, more as the reader scrolls to the end of the list.
 */
export function SearchResults({ site, runtime, query }: SearchResultsProps) {
  const [state, setState] = useState<State>({ query, hits: [], nbHits: 0, page: -1, nbPages: 0, facets: undefined, status: 'loading' });
  const [filters, setFilters] = useState({ language: site.search.contextualSearch, version: site.search.contextualSearch });
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  const fetchPage = (page: number, reset: boolean) => {
    const id = ++latest.current;
    const [language, version] = contextualFacetFilters(site);
    const facetFilters = [...(filters.language ? [language!] : []), ...(filters.version ? [version!] : [])];
    const snippetWords = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
    setState((s) => ({ ...(reset ? { ...s, query, hits: [], page: -1 } : s), status: 'loading' }));
    runtime
      .searchClient(site)
      .search({
        requests: [
          {
            indexName: site.search.indexName,
            query,
            page,
            hitsPerPage: HITS_PER_PAGE,
            facets: ['language', 'docusaurus_tag'],
            facetFilters,
            attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${snippetWords}`), `content:${snippetWords}`],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then(
        ({ results }) => {
          if (id !== latest.current) return;
          const r = results[0]!;
          setState((s) => ({ query, hits: reset ? r.hits : [...s.hits, ...r.hits], nbHits: r.nbHits, page: r.page, nbPages: r.nbPages, facets: r.facets ?? s.facets, status: 'idle' }));
        },
        (error: unknown) => {
          if (id !== latest.current) return;
          console.warn('[docsgen] Search failed.', error);
          setState((s) => ({ ...s, status: 'error' }));
        },
      );
  };

  useEffect(() => {
    fetchPage(0, true);
  }, [query, filters.language, filters.version]);

  const more = state.status === 'idle' && state.page + 1 < state.nbPages;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) fetchPage(state.page + 1, false);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, state.page]);

  const facetCount = (facet: string, value: string) => state.facets?.[facet]?.[value];
  const languageCount = facetCount('language', site.locale.code);
  const versionCount = facetCount('docusaurus_tag', `docs-default-${site.version.name}`);
  const snippetWords = typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
  const countText = `${state.nbHits} ${state.nbHits === 1 ? 'result' : 'results'} for "${state.query}"`;

  return (
    <div className="search-page-body">
      {site.search.contextualSearch ? (
        <fieldset className="search-facets">
          <legend className="visually-hidden">Filters</legend>
          <label className="search-facet">
            <input type="checkbox" checked={filters.language} onChange={(e) => setFilters({ ...filters, language: e.currentTarget.checked })} />
            Language: {site.locale.label}
            {languageCount !== undefined ? <span className="search-facet-count">{languageCount}</span> : null}
          </label>
          <label className="search-facet">
            <input type="checkbox" checked={filters.version} onChange={(e) => setFilters({ ...filters, version: e.currentTarget.checked })} />
            Version: {site.version.label}
            {versionCount !== undefined ? <span className="search-facet-count">{versionCount}</span> : null}
          </label>
        </fieldset>
      ) : null}
      {state.status === 'error' ? (
        <div className="search-page-status" role="alert">
          <p className="search-page-error-title">Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      ) : state.page >= 0 && state.hits.length === 0 ? (
        <p className="search-page-status">No results for "{state.query}"</p>
      ) : state.page >= 0 ? (
        <p className="search-page-count">{countText}</p>
      ) : (
        <p className="search-page-status">Searching…</p>
      )}
      <ol className="search-results">
        {state.hits.map((hit) => (
          <Result key={hit.objectID} hit={hit} site={site} snippetWords={snippetWords} />
        ))}
      </ol>
      {more || (state.status === 'loading' && state.page >= 0) ? (
        <div ref={sentinel} className="search-page-more">
          {state.status === 'loading' ? 'Loading more results…' : ''}
        </div>
      ) : null}
    </div>
  );
}
