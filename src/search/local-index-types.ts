/**
 * The local search index as served to the browser. Two parts, so that the part fetched on the
 * first search stays small whatever the amount of text:
 * - the index file: the page and heading hierarchy with each page's description and keywords, and
 *   for every term of the paragraphs the page intros and heading sections it occurs in (terms of
 *   titles, headings, descriptions, keywords and URLs are derived from their text on load);
 * - text shards, fetched only for the records a result page shows: each record's paragraph text
 *   (object IDs are derived from it, see `object-id.ts`). Shards hold whole pages.
 *
 * Records are not listed one by one: their order is implied. A page's records are its title, its
 * intro paragraphs, then for each of its heading sections the heading and that section's paragraphs.
 */
export interface LocalIndexData {
  format: 'docsgen-search/2';
  /** Facet values every record carries (one locale and one version per build). */
  facets: { language: string; version: string; docusaurus_tag: string };
  /** Distinct lvl0 labels (sidebar sections). */
  lvl0: string[];
  /** Per page: URL without anchor, index into `lvl0`, title (lvl1), number of intro paragraphs, `description` and `keywords` of its frontmatter. */
  pages: [url: string, lvl0: number, title: string, introParagraphs: number, description: string, keywords: string][];
  /** Per heading section, in page order: page index, anchor, heading path (lvl2 onwards), number of paragraphs. */
  sections: [page: number, anchor: string, headings: string[], paragraphs: number][];
  /** Sorted terms of paragraph text. */
  terms: string[];
  /**
   * For each term, the text units whose paragraphs contain it: ascending unit numbers as gaps
   * (`unit - previous - 1`). Units are, page by page, the page's intro, then each heading section.
   */
  postings: number[][];
  /** Text shards, each covering the records from `first` to the next shard's `first`. */
  shards: { url: string; first: number }[];
  /** Number of records. */
  records: number;
  /** Synonym groups, each as its entries' words (the first entry is the form the pages use). */
  synonyms?: string[][][];
  /**
   * A site with several docs versions: each version's name, and per page the index of its version
   * in `versions`. Every record of a page carries its page's version (and `docusaurus_tag`), so a
   * contextual search finds the reader's version only. Absent: every page has `facets.version`.
   */
  versions?: string[];
  pageVersions?: number[];
}

/** One shard: per record, its paragraph text, or null for titles and headings. */
export type ShardData = (string | null)[];
