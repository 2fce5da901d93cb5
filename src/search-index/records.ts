import type { SearchSection } from '../markdown/compiled-doc.js';
import { objectIdsOfPage } from '../search/object-id.js';
import type { DocSearchRecord, Hierarchy, RecordType } from '../search/record-types.js';

export interface SearchFacets {
  language: string;
  version: string;
  docusaurus_tag: string;
}

export interface PageRecordsInput {
  /** The page's `# title` (lvl1). */
  title: string;
  /** Plain-text sections of the compiled page: the same tree that renders it. */
  sections: readonly SearchSection[];
  /** Absolute href of the page (base URL applied, percent-encoded), without anchor. */
  href: string;
  /** The sidebar section the page belongs to. */
  lvl0: string;
  facets: SearchFacets;
  pageRank?: number;
}

/** The DocSearch scraper's level weights: a page title outranks its headings, which outrank paragraphs. */
const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 };

/** Table cells and terse list items read as nothing alone: a run of them is joined to the next longer paragraph. */
const SHORT_FRAGMENT = 30;

function mergeFragments(paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  for (const text of paragraphs) {
    pending.push(text);
    if (text.length >= SHORT_FRAGMENT) {
      out.push(pending.join(' · '));
      pending = [];
    }
  }
  if (pending.length) out.push(pending.join(' · '));
  return out;
}

function hierarchyOf(lvl0: string, title: string, headings: readonly string[]): Hierarchy {
  const at = (i: number) => headings[i] ?? null;
  return { lvl0, lvl1: title, lvl2: at(0), lvl3: at(1), lvl4: at(2), lvl5: at(3), lvl6: at(4) };
}

/**
 * A page's records in DocSearch's shape: one for the title, one per heading, one per paragraph
 * under its closest heading (whose anchor the URL carries). Object IDs hash what the record says
 * and where, so they stay the same from build to build while the text does (see `object-id.ts`).
 */
export function recordsOfPage(input: PageRecordsInput): DocSearchRecord[] {
  const records: Omit<DocSearchRecord, 'objectID'>[] = [];
  const headingsOf: string[][] = [];
  const add = (type: RecordType, headings: readonly string[], anchor: string, content: string | null) => {
    headingsOf.push([...headings]);
    records.push({
      hierarchy: hierarchyOf(input.lvl0, input.title, headings),
      content,
      type,
      url: anchor ? `${input.href}#${anchor}` : input.href,
      url_without_anchor: input.href,
      anchor: anchor || null,
      weight: { pageRank: input.pageRank ?? 0, level: LEVEL_WEIGHT[type], position: records.length },
      ...input.facets,
    });
  };
  add('lvl1', [], '', null);
  for (const section of input.sections) {
    const headings = section.headings.slice(0, 5);
    if (headings.length > 0) add(`lvl${headings.length + 1}` as RecordType, headings, section.anchor, null);
    for (const text of mergeFragments(section.paragraphs)) add('content', headings, section.anchor, text);
  }
  const ids = objectIdsOfPage(records.map((r, i) => ({ url: r.url, type: r.type, headings: headingsOf[i]!, content: r.content })));
  return records.map((r, i) => ({ objectID: ids[i]!, ...r }));
}
