import type { PageMeta } from './page-types.js';

/** Page data with nothing but its identity: generated pages and the not-found page start from it. */
export function blankPageMeta(fields: Pick<PageMeta, 'route' | 'href' | 'kind' | 'title' | 'description'>): PageMeta {
  return { ...fields, toc: [], hideToc: true, breadcrumbs: [], tags: [], hasSidebar: false, section: '', hasMermaid: false };
}
