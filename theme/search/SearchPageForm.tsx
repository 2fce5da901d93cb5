import type { Ref } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';

/** The `/search` page's form: a plain GET form to `?q=` without JavaScript, the live search box with it. */
export function SearchPageForm({ site, query, onQuery, inputRef }: { site: SiteData; query?: string; onQuery?: (query: string) => void; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <form className="search-page-form" action={`${site.baseUrl}search`} method="get" role="search" onSubmit={onQuery ? (e) => e.preventDefault() : undefined}>
      <label htmlFor="search-page-input" className="visually-hidden">
        Search query
      </label>
      <input
        id="search-page-input"
        ref={inputRef}
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
