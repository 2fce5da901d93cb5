import type { LocalIndexData, ShardData } from '../search/local-index-types.js';
import type { DocSearchRecord } from '../search/record-types.js';
import { STOP_WORDS, termsOf } from '../search/tokenize.js';

/** About this much text per shard: a result page touches a few shards of a few KB each. */
const SHARD_CHARS = 12_000;

export interface BuiltLocalIndex {
  /** The index without shard URLs (the writer names shards by their content hash). */
  index: Omit<LocalIndexData, 'shards'> & { shards: { first: number }[] };
  shards: ShardData[];
}

/**
 * The local index from the site's records. Records must come page by page in the order
 * `recordsOfPage` makes them (title, intro paragraphs, then each heading and its paragraphs).
 */
export function buildLocalIndex(records: readonly DocSearchRecord[]): BuiltLocalIndex {
  const lvl0: string[] = [];
  const lvl0Index = new Map<string, number>();
  const pages: LocalIndexData['pages'] = [];
  const sections: LocalIndexData['sections'] = [];
  const postings = new Map<string, number[]>();
  let facets: LocalIndexData['facets'] | undefined;

  records.forEach((record, id) => {
    facets ??= { language: record.language, version: record.version, docusaurus_tag: record.docusaurus_tag };
    if (record.type === 'lvl1') {
      let l0 = lvl0Index.get(record.hierarchy.lvl0);
      if (l0 === undefined) {
        l0 = lvl0.push(record.hierarchy.lvl0) - 1;
        lvl0Index.set(record.hierarchy.lvl0, l0);
      }
      pages.push([record.url_without_anchor, l0, record.hierarchy.lvl1, 0]);
      return;
    }
    const page = pages.at(-1);
    if (!page || page[0] !== record.url_without_anchor) throw new Error(`search index: record ${record.objectID} (${record.url}) does not follow its page's title record`);
    if (record.type !== 'content') {
      const headings = [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter((h): h is string => h !== null);
      sections.push([pages.length - 1, record.anchor ?? '', headings, 0]);
      return;
    }
    const section = sections.at(-1);
    if (section && section[0] === pages.length - 1) section[3]++;
    else page[3]++;
    for (const term of termsOf(record.content ?? '')) {
      if (STOP_WORDS.has(term)) continue;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(id);
    }
  });

  const terms = [...postings.keys()].sort();
  const shards: ShardData[] = [];
  const shardStarts: { first: number }[] = [];
  let size = Infinity;
  records.forEach((record, id) => {
    if (size >= SHARD_CHARS && record.type === 'lvl1') {
      shardStarts.push({ first: id });
      shards.push([]);
      size = 0;
    }
    shards.at(-1)!.push(record.content);
    size += (record.content?.length ?? 0) + 5;
  });

  return {
    index: {
      format: 'docsgen-search/1',
      facets: facets ?? { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' },
      lvl0,
      pages,
      sections,
      terms,
      postings: terms.map((term) => toGaps(postings.get(term)!)),
      shards: shardStarts,
      records: records.length,
    },
    shards,
  };
}

function toGaps(ids: readonly number[]): number[] {
  let previous = -1;
  return ids.map((id) => {
    const gap = id - previous - 1;
    previous = id;
    return gap;
  });
}
