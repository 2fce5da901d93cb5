import type { SiteData } from '../../src/shared/page-types.js';

/** `/search?q=`: the form works without JavaScript; results come from the search client when it loads. */
export function SearchPage({ site }: { site: SiteData }) {
  return (
    <div className="generated-page search-page">
      <h1>Search the documentation</h1>
      <form className="search-page-form" action={`${site.baseUrl}search`} method="get" role="search">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search query
        </label>
        <input id="search-page-input" name="q" type="search" placeholder={site.search.placeholder} autoComplete="off" />
        <button type="submit">Search</button>
      </form>
      <div className="search-page-results" data-search-results="" aria-live="polite" />
    </div>
  );
}
