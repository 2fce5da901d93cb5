import type { CompiledDoc } from '../markdown/compiled-doc.js';

/** What the whole-site stages keep in memory per page: everything but the body and search text, which stay in the cache until needed. */
export type PageSummary = Omit<CompiledDoc, 'content' | 'sections' | 'markdown'> & {
  cacheKey: string;
  /** How long this page took to compile, when it was compiled in this run (for `--profile`). */
  compileMs?: number;
};

export function summarise(doc: CompiledDoc, cacheKey: string, compileMs?: number): PageSummary {
  const { content: _content, sections: _sections, markdown: _markdown, ...rest } = doc;
  return compileMs === undefined ? { ...rest, cacheKey } : { ...rest, cacheKey, compileMs };
}
