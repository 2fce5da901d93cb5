import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import variablesCss from '@docsearch/css/dist/_variables.css' with { type: 'text' };
import modalCss from '@docsearch/css/dist/modal.css' with { type: 'text' };
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { SiteData } from '../../src/shared/page-types.js';
import type { SearchAnswer, SearchClient, SearchRuntime } from '../../src/shared/search-types.js';
import type { MultiQueryInput } from '../../src/search/record-types.js';
import { contextualFacetFilters, missingResultsUrl, searchPageHref, sitePath } from './search-links.js';
import { safeHits } from './safe-hits.js';
import { SearchAnswerPassage } from './SearchAnswer.js';

export interface SearchModalProps {
  site: SiteData;
  runtime: SearchRuntime;
  initialQuery: string;
  onClose: () => void;
}

/** The embedded engine is not Algolia: its footer does not say "Search by Algolia". */
const LOCAL_CSS = '.DocSearch-Logo{display:none}';

let styled = false;
function injectStyles(local: boolean): void {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.dataset.docsearch = '';
  style.textContent = `${variablesCss}\n${modalCss}\n${local ? LOCAL_CSS : ''}`;
  document.head.prepend(style);
}

const newTab = (url: string) => window.open(url, '_blank', 'noopener');

/** A plain click on a link in the modal: close it and navigate in the site (the modal's own handlers keep the browser from following the link). */
function openInSite(event: MouseEvent<HTMLAnchorElement>, onClose: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !window.__docsgen) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  onClose();
  void window.__docsgen.navigate(href);
}

/** The query of a multi-query request (DocSearch sends it as `query`, or inside `params`). */
function queryOf(input: MultiQueryInput): string {
  const first = (Array.isArray(input) ? input : input.requests)[0];
  if (!first) return '';
  if (typeof first.query === 'string') return first.query;
  if (typeof first.params === 'string') return new URLSearchParams(first.params).get('query') ?? '';
  return String(first.params?.query ?? '');
}

/** What the modal learns from its client: whether the latest search failed, and each query's hit count. */
interface ClientWatch {
  onFailed: (failed: boolean) => void;
  /** Hit counts by query, so 'See all N results' shows the count of the query in the box, never a late reply's. */
  counts: Map<string, number>;
  /** The latest search answered with hits: its query, to look for an answer passage. */
  onAnswered: (query: string, nbHits: number) => void;
}

/**
 * DocSearch 3.9 sets its error status when every host failed (a `RetryError`), but the
 * autocomplete core it runs on resets the status to idle as the request settles, so its
 * 'Unable to fetch results' screen never shows. The client is watched instead: while the latest
 * search failed that way, the same screen is drawn over the results. A failed search answers with
 * no hits rather than throwing, since DocSearch lets a rejected search escape as an uncaught error.
 */
function watchClient(client: SearchClient, watch: ClientWatch): SearchClient {
  let latest = 0;
  return {
    ...client,
    search: (input) => {
      const id = ++latest;
      const query = queryOf(input);
      const requests = Array.isArray(input) ? input : input.requests;
      return client.search(input).then(
        (response) => {
          watch.counts.set(query, response.results[0]?.nbHits ?? 0);
          if (id === latest) {
            watch.onFailed(false);
            watch.onAnswered(query, response.results[0]?.nbHits ?? 0);
          }
          return response;
        },
        (error: unknown) => {
          if (id === latest) watch.onFailed(true);
          console.warn('[docsgen] The search failed.', (error as Error | null)?.message ?? error);
          return { results: requests.map((r) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query, params: '', index: r.indexName, exhaustiveNbHits: true })) };
        },
      );
    },
  };
}

function ErrorScreen() {
  return (
    <div className="search-error-overlay">
      <div className="DocSearch-ErrorScreen" role="alert">
        <div className="DocSearch-Screen-Icon">
          <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
          </svg>
        </div>
        <p className="DocSearch-Title">Unable to fetch results</p>
        <p className="DocSearch-Help">You might want to check your network connection.</p>
      </div>
    </div>
  );
}

/** 'See all {count} results', to the `/search` page for the query: the count is the one of the query in the box. */
function resultsFooter(site: SiteData, onClose: () => void, counts: ReadonlyMap<string, number>) {
  return function ResultsFooter({ state }: { state: { query: string; context: Record<string, unknown> } }) {
    const count = counts.get(state.query);
    return (
      <a className="search-see-all" href={searchPageHref(site, state.query)} onClick={(event) => openInSite(event, onClose)}>
        {count === undefined ? 'See all results' : `See all ${count} results`}
      </a>
    );
  };
}

/**
 * The search modal: DocSearch v3's own, whose behaviour and constants are the spec's (64
 * characters, snippets of 10 words or 5 on narrow screens, 20 hits, stall after 300 ms, recent and
 * favourite searches per index). What it does not do is added through its props: the local engine
 * as its search client, in-site navigation, 'See all {count} results', the 'Let us know' link,
 * contextual facets, and hits made safe to inject.
 */
export function SearchModal({ site, runtime, initialQuery, onClose }: SearchModalProps) {
  injectStyles(site.search.provider === 'local');
  const insights = useMemo(() => {
    if (!site.search.insightsScript) return false;
    void runtime.loadInsights(site);
    return true;
  }, [site, runtime]);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const counts = useMemo(() => new Map<string, number>(), []);
  // Answers by query: DocSearch serves a query typed again from its cache, without asking the client.
  const answers = useMemo(() => new Map<string, SearchAnswer | null>(), []);
  const client = useMemo(() => {
    const base = runtime.searchClient(site);
    // The answer passage: only for the query in the box (a later keystroke drops an answer still on its way).
    const inBox = (query: string) => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === query;
    const onAnswered = (query: string, nbHits: number) => {
      if (!base.answer || nbHits === 0) {
        answers.set(query, null);
        setAnswer(null);
        return;
      }
      const filters = site.search.contextualSearch ? contextualFacetFilters(site) : undefined;
      base.answer(query, filters).then(
        (found) => {
          answers.set(query, found);
          if (inBox(query)) setAnswer(found);
        },
        () => inBox(query) && setAnswer(null),
      );
    };
    return watchClient(base, { onFailed: setFailed, counts, onAnswered }) as unknown as DocSearchTransformClient;
  }, [site, runtime, counts, answers]);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [answerHost, setAnswerHost] = useState<Element | null>(null);
  useEffect(() => {
    const found = document.querySelector('.DocSearch-Dropdown');
    setDropdown(found);
    // The answer goes above the hits, in a node of its own: DocSearch's nodes after it are left to DocSearch.
    const host = document.createElement('div');
    host.className = 'search-answer-host';
    found?.prepend(host);
    setAnswerHost(found ? host : null);
    // An emptied box shows the start screen, whatever the last search did; any edit drops the answer to the previous words.
    const onInput = (event: Event) => {
      const input = event.target as HTMLInputElement | null;
      if (!input?.classList.contains('DocSearch-Input')) return;
      if (!input.value) setFailed(false);
      setAnswer(answers.get(input.value) ?? null);
    };
    document.addEventListener('input', onInput);
    return () => {
      document.removeEventListener('input', onInput);
      host.remove();
    };
  }, [answers]);
  const [scrollY] = useState(() => window.scrollY);
  // One component for the modal's life: a new one per render would replace the link under the pointer.
  const Footer = useMemo(() => resultsFooter(site, onClose, counts), [site, onClose, counts]);
  const local = site.search.provider === 'local';
  // DocSearch rebuilds its autocomplete (and loses its state) when any of these props changes identity.
  const props = useMemo(() => {
    const report = site.search.missingResultsUrl;
    return {
      searchParameters: site.search.contextualSearch ? { facetFilters: contextualFacetFilters(site) } : undefined,
      transformSearchClient: () => client,
      transformItems: (items: DocSearchHit[]) => safeHits<DocSearchHit>(items.map((hit) => ({ ...hit, url: sitePath(hit.url, site) }))),
      navigator: {
        navigate: ({ itemUrl }: { itemUrl: string }) => void (window.__docsgen ? window.__docsgen.navigate(itemUrl) : window.location.assign(itemUrl)),
        navigateNewTab: ({ itemUrl }: { itemUrl: string }) => void newTab(itemUrl)?.focus(),
        navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener,popup'),
      },
      getMissingResultsUrl: report ? ({ query }: { query: string }) => missingResultsUrl(report, query) : undefined,
    };
  }, [site, client]);
  return (
    <>
      <DocSearchModal
        appId={local ? 'local' : (site.search.appId ?? '')}
        apiKey={local ? 'local' : (site.search.apiKey ?? '')}
        indexName={site.search.indexName}
        placeholder={site.search.placeholder}
        maxResultsPerGroup={site.search.maxResultsPerGroup}
        initialQuery={initialQuery}
        initialScrollY={scrollY}
        onClose={onClose}
        insights={insights}
        resultsFooterComponent={Footer}
        {...props}
      />
      {answer && answerHost && !failed ? createPortal(<SearchAnswerPassage answer={answer} site={site} onOpen={(event) => openInSite(event, onClose)} />, answerHost) : null}
      {failed && dropdown ? createPortal(<ErrorScreen />, dropdown) : null}
    </>
  );
}
