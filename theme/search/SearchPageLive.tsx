import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import type { SearchRuntime } from '../../src/shared/search-types.js';
import type { SearchResultsProps } from './SearchResults.js';
import { SearchPageForm } from './SearchPageForm.js';

const queryOfLocation = () => new URLSearchParams(window.location.search).get('q') ?? '';

/** What the reader typed into the server-rendered form before this live page replaced it (read while that form is still in the page). */
interface TypedBefore {
  value: string;
  focused: boolean;
}

function typedIntoPlainForm(): TypedBefore | undefined {
  const plain = document.getElementById('search-page-input');
  if (!(plain instanceof HTMLInputElement) || !plain.value) return undefined;
  return { value: plain.value, focused: document.activeElement === plain };
}

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
  // Read during the first render, when the plain form is still in the page: its text is the query, and its focus moves here.
  const [typed] = useState(typedIntoPlainForm);
  const [query, setQuery] = useState(() => typed?.value ?? '');
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  // Before the browser paints or takes the next key: the caret goes where the reader left it, the address gets the typed query.
  useLayoutEffect(() => {
    if (!typed) return;
    setInUrl(typed.value);
    if (typed.focused && input.current) {
      input.current.focus();
      input.current.setSelectionRange(typed.value.length, typed.value.length);
    }
  }, [typed]);

  useEffect(() => {
    const sync = () => setQuery(queryOfLocation());
    if (!typed) sync();
    window.addEventListener('docsgen:navigate', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('docsgen:navigate', sync);
      window.removeEventListener('popstate', sync);
    };
  }, [typed]);

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
    setInUrl(value);
  };

  return (
    <>
      <SearchPageForm site={site} query={query} onQuery={onChange} inputRef={input} />
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

/** The query kept in the address (`?q=`), without a new history entry. */
function setInUrl(value: string): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set('q', value);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url.href);
}
