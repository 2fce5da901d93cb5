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

/** What a page says of itself in its frontmatter, which readers' words often match better than its text. */
export interface PageFacts {
  description: string;
  keywords: readonly string[];
}

/**
 * The local index from the site's records. Records must come page by page in the order
 * `recordsOfPage` makes them (title, intro paragraphs, then each heading and its paragraphs).
 * `facts` gives each page's description and keywords by `url_without_anchor`.
 */
export function buildLocalIndex(records: readonly DocSearchRecord[], facts: ReadonlyMap<string, PageFacts> = new Map()): BuiltLocalIndex {
  const lvl0: string[] = [];
  const lvl0Index = new Map<string, number>();
  const pages: LocalIndexData['pages'] = [];
  const sections: LocalIndexData['sections'] = [];
  const postings = new Map<string, number[]>();
  let facets: LocalIndexData['facets'] | undefined;
  const versions: string[] = [];
  const pageVersions: number[] = [];
  // Text units: a page's intro, then each of its heading sections.
  let unit = -1;

  records.forEach((record) => {
    facets ??= { language: record.language, version: record.version, docusaurus_tag: record.docusaurus_tag };
    if (record.type === 'lvl1') {
      let l0 = lvl0Index.get(record.hierarchy.lvl0);
      if (l0 === undefined) {
        l0 = lvl0.push(record.hierarchy.lvl0) - 1;
        lvl0Index.set(record.hierarchy.lvl0, l0);
      }
      const fact = facts.get(record.url_without_anchor);
      pages.push([record.url_without_anchor, l0, record.hierarchy.lvl1, 0, fact?.description ?? '', (fact?.keywords ?? []).join(', ')]);
      if (!versions.includes(record.version)) versions.push(record.version);
      pageVersions.push(versions.indexOf(record.version));
      unit++;
      return;
    }
    const page = pages.at(-1);
    if (!page || page[0] !== record.url_without_anchor) throw new Error(`search index: record ${record.objectID} (${record.url}) does not follow its page's title record`);
    if (record.type !== 'content') {
      const headings = [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter((h): h is string => h !== null);
      sections.push([pages.length - 1, record.anchor ?? '', headings, 0]);
      unit++;
      return;
    }
    const section = sections.at(-1);
    if (section && section[0] === pages.length - 1) section[3]++;
    else page[3]++;
    for (const term of termsOf(record.content ?? '')) {
      if (STOP_WORDS.has(term)) continue;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      if (list.at(-1) !== unit) list.push(unit);
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
      format: 'docsgen-search/2',
      facets: facets ?? { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' },
      lvl0,
      pages,
      sections,
      terms,
      postings: terms.map((term) => toGaps(postings.get(term)!)),
      shards: shardStarts,
      // One version (every site without versions): the index-wide facets say it, as before.
      ...(versions.length > 1 ? { versions, pageVersions } : {}),
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
