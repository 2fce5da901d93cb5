import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import type { SearchRuntime } from '../../src/shared/search-types.js';
import type { SearchResultsProps } from './SearchResults.js';
import { SearchPageForm } from './SearchPageForm.js';

const queryOfLocation = () => new URLSearchParams(window.location.search).get('q') ?? '';

interface Loaded {
  Results: ComponentType<SearchResultsProps>;
  runtime: SearchRuntime;
}

/**
 * The `/search` page once its code has loaded: the query lives in `q` (kept in the URL as the
 * reader types) and results appear as in the modal, from the same search client, loaded when
 * there is something to search.
 */
export function SearchPageLive({ site }: { site: SiteData }) {
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const sync = () => setQuery(queryOfLocation());
    sync();
    window.addEventListener('docsgen:navigate', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('docsgen:navigate', sync);
      window.removeEventListener('popstate', sync);
    };
  }, []);

  const load = useCallback(() => {
    const runtime = window.__docsgen?.loadSearch?.();
    if (!runtime) return;
    Promise.all([import('./SearchResults.js'), runtime]).then(
      ([m, r]) => setLoaded({ Results: m.SearchResults, runtime: r }),
      (error: unknown) => {
        console.warn('[docsgen] Search failed to load.', error);
        setFailed(true);
      },
    );
  }, []);
  useEffect(() => {
    if (query && !loaded && !failed) load();
  }, [query, loaded, failed, load]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url.href);
  };

  return (
    <>
      <SearchPageForm site={site} query={query} onQuery={onChange} />
      <div className="search-page-results" data-search-results="" aria-live="polite">
        {failed ? (
          <p className="search-page-status" role="alert">
            Search could not be loaded. Check your connection and{' '}
            <button
              type="button"
              className="search-page-retry"
              onClick={() => {
                setFailed(false);
                load();
              }}
            >
              retry
            </button>
            .
          </p>
        ) : loaded && query ? (
          <loaded.Results site={site} runtime={loaded.runtime} query={query} />
        ) : null}
      </div>
    </>
  );
}
