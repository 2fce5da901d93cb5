/**
 * Spec issue item 8: text from content is never injected as HTML. DocSearch renders highlight and
 * snippet values, and the stored hits of recent searches, with `innerHTML`; Algolia (and the local
 * engine, like it) return the attribute text as written. So before DocSearch sees a hit, every
 * `<` and `>` in it becomes an entity, except the `<mark>` tags of highlighting.
 */

const MARK = /(<mark>|<\/mark>)/;

/** Text for an HTML context: only the characters that could open or close a tag are escaped. */
export function escapeTags(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A highlighted value with its `<mark>` tags kept and everything else inert. */
export function safeHighlight(value: string): string {
  return value
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? part : escapeTags(part)))
    .join('');
}

type Tree = string | number | boolean | null | undefined | Tree[] | { [key: string]: Tree };

function mapValues(tree: Tree, f: (s: string) => string): Tree {
  if (typeof tree === 'string') return f(tree);
  if (Array.isArray(tree)) return tree.map((t) => mapValues(t, f));
  if (tree && typeof tree === 'object') return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, mapValues(v, f)]));
  return tree;
}

interface HitLike {
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

/** DocSearch's `transformItems`: hits whose text and highlights are safe to inject. */
export function safeHits<T extends HitLike>(hits: T[]): T[] {
  return hits.map((hit) => ({
    ...hit,
    hierarchy: mapValues(hit.hierarchy as Tree, escapeTags) as T['hierarchy'],
    content: hit.content === null ? null : escapeTags(hit.content),
    _highlightResult: mapValues(hit._highlightResult as Tree, safeHighlight),
    _snippetResult: mapValues(hit._snippetResult as Tree, safeHighlight),
  }));
}
