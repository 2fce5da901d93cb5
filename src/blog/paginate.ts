import { joinRoute } from './post-identity.js';

export interface ListPage<T> {
  route: string;
  /** 1-based. */
  page: number;
  totalPages: number;
  items: T[];
  previousRoute?: string;
  nextRoute?: string;
}

/**
 * Splits a list into pages as Docusaurus's blog does: the first at `base`, the others at
 * `base/page/N`; `'ALL'` (or 0) keeps one page. An empty list still has its first page.
 */
export function paginate<T>(items: readonly T[], perPage: number | 'ALL', base: string): ListPage<T>[] {
  const size = perPage === 'ALL' || perPage <= 0 ? Math.max(items.length, 1) : perPage;
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const routeOf = (page: number) => (page === 1 ? joinRoute(base) : joinRoute(base, 'page', String(page)));
  return Array.from({ length: totalPages }, (_, i) => ({
    route: routeOf(i + 1),
    page: i + 1,
    totalPages,
    items: items.slice(i * size, (i + 1) * size),
    previousRoute: i > 0 ? routeOf(i) : undefined,
    nextRoute: i + 1 < totalPages ? routeOf(i + 2) : undefined,
  }));
}
