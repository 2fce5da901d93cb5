import type { CompiledDoc } from '../markdown/compiled-doc.js';

/** What the whole-site stages keep in memory per page: everything but the body and search text, which stay in the cache until needed. */
export type PageSummary = Omit<CompiledDoc, 'content' | 'sections'> & { cacheKey: string };

export function summarise(doc: CompiledDoc, cacheKey: string): PageSummary {
  const { content: _content, sections: _sections, ...rest } = doc;
  return { ...rest, cacheKey };
}
