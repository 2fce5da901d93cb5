/**
 * The local search index as served to the browser. Two parts, so that the part fetched on the
 * first search stays small whatever the amount of text:
 * - the index file: the page and heading hierarchy, and for every term of the paragraphs the
 *   records it occurs in (terms of titles and headings are derived from their text on load);
 * - text shards, fetched only for the records a result page shows: each record's paragraph text
 *   (object IDs are derived from it, see `object-id.ts`). Shards hold whole pages.
 *
 * Records are not listed one by one: their order is implied. A page's records are its title, its
 * intro paragraphs, then for each of its heading sections the heading and that section's paragraphs.
 */
export interface LocalIndexData {
  format: 'docsgen-search/1';
  /** Facet values every record carries (one locale and one version per build). */
  facets: { language: string; version: string; docusaurus_tag: string };
  /** Distinct lvl0 labels (sidebar sections). */
  lvl0: string[];
  /** Per page: URL without anchor, index into `lvl0`, title (lvl1), number of intro paragraphs. */
  pages: [url: string, lvl0: number, title: string, introParagraphs: number][];
  /** Per heading section, in page order: page index, anchor, heading path (lvl2 onwards), number of paragraphs. */
  sections: [page: number, anchor: string, headings: string[], paragraphs: number][];
  /** Sorted terms of paragraph text. */
  terms: string[];
  /** For each term, the records whose paragraph contains it: ascending ids as gaps (`id - previous - 1`). */
  postings: number[][];
  /** Text shards, each covering the records from `first` to the next shard's `first`. */
  shards: { url: string; first: number }[];
  /** Number of records. */
  records: number;
  /** Synonym groups, each as its entries' words (the first entry is the form the pages use). */
  synonyms?: string[][][];
}

/** One shard: per record, its paragraph text, or null for titles and headings. */
export type ShardData = (string | null)[];
