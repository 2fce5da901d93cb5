import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient } from '@docsearch/react';
import variablesCss from '@docsearch/css/dist/_variables.css' with { type: 'text' };
import modalCss from '@docsearch/css/dist/modal.css' with { type: 'text' };
import { useMemo, useState, type MouseEvent } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import type { SearchRuntime } from '../../src/shared/search-types.js';
import { contextualFacetFilters, missingResultsUrl, searchPageHref } from './search-links.js';
import { safeHits } from './safe-hits.js';

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
  const client = useMemo(() => runtime.searchClient(site) as unknown as DocSearchTransformClient, [site, runtime]);
  const [scrollY] = useState(() => window.scrollY);
  const local = site.search.provider === 'local';
  const report = site.search.missingResultsUrl;
  return (
    <DocSearchModal
      appId={local ? 'local' : (site.search.appId ?? '')}
      apiKey={local ? 'local' : (site.search.apiKey ?? '')}
      indexName={site.search.indexName}
      placeholder={site.search.placeholder}
      maxResultsPerGroup={site.search.maxResultsPerGroup}
      searchParameters={site.search.contextualSearch ? { facetFilters: contextualFacetFilters(site) } : undefined}
      initialQuery={initialQuery}
      initialScrollY={scrollY}
      onClose={onClose}
      transformSearchClient={() => client}
      transformItems={(items) => safeHits<DocSearchHit>(items)}
      insights={insights}
      navigator={{
        navigate: ({ itemUrl }) => void (window.__docsgen ? window.__docsgen.navigate(itemUrl) : window.location.assign(itemUrl)),
        navigateNewTab: ({ itemUrl }) => void newTab(itemUrl)?.focus(),
        navigateNewWindow: ({ itemUrl }) => void window.open(itemUrl, '_blank', 'noopener,popup'),
      }}
      resultsFooterComponent={({ state }) => (
        <a className="search-see-all" href={searchPageHref(site, state.query)} onClick={(event) => openInSite(event, onClose)}>
          See all {Number(state.context.nbHits ?? 0)} results
        </a>
      )}
      getMissingResultsUrl={report ? ({ query }) => missingResultsUrl(report, query) : undefined}
    />
  );
}
