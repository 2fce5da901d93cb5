import type { SiteData } from '../../src/shared/page-types.js';
import { SearchPageSearch } from '../search/SearchPageSearch.js';

/** `/search?q=`: the form works without JavaScript; results come from the search client when it loads. */
export function SearchPage({ site }: { site: SiteData }) {
  return (
    <div className="generated-page search-page">
      <h1>Search the documentation</h1>
      <SearchPageSearch site={site} />
    </div>
  );
}
