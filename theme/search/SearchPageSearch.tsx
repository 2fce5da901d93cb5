import { useEffect, useState, type ComponentType } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import { SearchPageForm } from './SearchPageForm.js';

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
