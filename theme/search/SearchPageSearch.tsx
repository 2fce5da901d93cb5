import { useEffect, useState, type ComponentType } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';

/** The `/search` page's form: a plain GET form to `?q=` without JavaScript, the live search box with it. */
export function SearchPageForm({ site, query, onQuery }: { site: SiteData; query?: string; onQuery?: (query: string) => void }) {
  return (
    <form className="search-page-form" action={`${site.baseUrl}search`} method="get" role="search" onSubmit={onQuery ? (e) => e.preventDefault() : undefined}>
      <label htmlFor="search-page-input" className="visually-hidden">
        Search query
      </label>
      <input
        id="search-page-input"
        name="q"
        type="search"
        placeholder={site.search.placeholder}
        autoComplete="off"
        {...(onQuery ? { value: query ?? '', onChange: (e: { currentTarget: { value: string } }) => onQuery(e.currentTarget.value) } : {})}
      />
      <button type="submit">Search</button>
    </form>
  );
}

/**
 * The `/search` page's box and results: the server renders the plain form; in the browser the
 * live page (`SearchPageLive`, a chunk of its own, kept out of every other page's first load) takes over.
 */
export function SearchPageSearch({ site }: { site: SiteData }) {
  const [Live, setLive] = useState<ComponentType<{ site: SiteData }> | null>(null);
  useEffect(() => {
    import('./SearchPageLive.js').then(
      (m) => setLive(() => m.SearchPageLive),
      (error: unknown) => console.warn('[docsgen] The search page failed to load; the form still works.', error),
    );
  }, []);
  if (Live) return <Live site={site} />;
  return (
    <>
      <SearchPageForm site={site} />
      <div className="search-page-results" data-search-results="" aria-live="polite" />
    </>
  );
}
