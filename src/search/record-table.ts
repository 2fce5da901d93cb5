import type { LocalIndexData } from './local-index-types.js';
import type { DocSearchRecord, Hierarchy, Level, RecordType } from './record-types.js';
import { searchTagOfVersion } from '../shared/search-tag.js';

/** Attribute rank of paragraph text (hierarchy levels are 0 to 6), and the type code of paragraph records. */
export const CONTENT_ATTR = 7;
const TYPE_OF_DEPTH: RecordType[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const LEVEL_WEIGHT: Record<RecordType, number> = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 };

/**
 * The records of the local index, unfolded from its page and section counts (see
 * `LocalIndexData`) into flat arrays: each record's page, section and type, and each page's and
 * section's range of record ids.
 */
export class RecordTable {
  readonly count: number;
  private readonly recordPage: Int32Array;
  private readonly recordSection: Int32Array;
  /** 1 for a page title, 2..6 for headings (lvl2..lvl6), `CONTENT_ATTR` for paragraphs. */
  private readonly recordType: Uint8Array;
  private readonly pageFirst: Int32Array;
  private readonly sectionFirst: Int32Array;
  private readonly sectionEnd: Int32Array;
  /** Text units (a page's intro, then each heading section): first record of each, and one past the last. */
  private readonly unitFirst: Int32Array;
  private readonly unitPageOf: Int32Array;
  private readonly pageUnitFirst: Int32Array;
  readonly unitCount: number;

  constructor(private readonly data: LocalIndexData) {
    const n = (this.count = data.records);
    this.recordPage = new Int32Array(n);
    this.recordSection = new Int32Array(n).fill(-1);
    this.recordType = new Uint8Array(n);
    this.pageFirst = new Int32Array(data.pages.length + 1);
    this.sectionFirst = new Int32Array(data.sections.length);
    this.sectionEnd = new Int32Array(data.sections.length);
    this.unitCount = data.pages.length + data.sections.length;
    this.unitFirst = new Int32Array(this.unitCount + 1);
    this.unitPageOf = new Int32Array(this.unitCount);
    this.pageUnitFirst = new Int32Array(data.pages.length + 1);
    let id = 0;
    let s = 0;
    let u = 0;
    const startUnit = (p: number) => {
      this.unitFirst[u] = id;
      this.unitPageOf[u++] = p;
    };
    data.pages.forEach((page, p) => {
      this.pageFirst[p] = id;
      this.pageUnitFirst[p] = u;
      startUnit(p);
      const put = (count: number, type: number, section: number) => {
        for (let k = 0; k < count; k++, id++) {
          this.recordPage[id] = p;
          this.recordType[id] = type;
          this.recordSection[id] = section;
        }
      };
      put(1, 1, -1);
      put(page[3], CONTENT_ATTR, -1);
      for (; s < data.sections.length && data.sections[s]![0] === p; s++) {
        const section = data.sections[s]!;
        this.sectionFirst[s] = id;
        startUnit(p);
        put(1, Math.min(6, section[2].length + 1), s);
        put(section[3], CONTENT_ATTR, s);
        this.sectionEnd[s] = id;
      }
    });
    this.pageFirst[data.pages.length] = id;
    this.pageUnitFirst[data.pages.length] = u;
    this.unitFirst[u] = id;
    if (id !== n) throw new Error(`search index: the page and section counts give ${id} records, the index says ${n}`);
  }

  page(id: number): number {
    return this.recordPage[id]!;
  }

  /** Record ids `[from, to)` of a page. */
  pageRange(p: number): [number, number] {
    return [this.pageFirst[p]!, this.pageFirst[p + 1]!];
  }

  /** Record ids `[from, to)` of a text unit: a page's title and intro paragraphs, or a heading and its paragraphs. */
  unitRange(u: number): [number, number] {
    return [this.unitFirst[u]!, this.unitFirst[u + 1]!];
  }

  /** The unit a record belongs to. */
  unitOf(id: number): number {
    const p = this.recordPage[id]!;
    const s = this.recordSection[id]!;
    return s >= 0 ? p + s + 1 : this.pageUnitFirst[p]!;
  }

  unitPage(u: number): number {
    return this.unitPageOf[u]!;
  }

  /** Units `[from, to)` of a page: its intro first. */
  pageUnits(p: number): [number, number] {
    return [this.pageUnitFirst[p]!, this.pageUnitFirst[p + 1]!];
  }

  /** The heading section of a unit, or -1 for a page's intro. */
  unitSection(u: number): number {
    return this.recordSection[this.unitFirst[u]!]!;
  }

  /** Record ids `[from, to)` of a heading section: the heading and its paragraphs. */
  sectionRange(s: number): [number, number] {
    return [this.sectionFirst[s]!, this.sectionEnd[s]!];
  }

  typeCode(id: number): number {
    return this.recordType[id]!;
  }

  /** Records with the same key share a URL: the page's intro, or one heading section. */
  urlKey(id: number): number {
    const section = this.recordSection[id]!;
    return section >= 0 ? section : -1 - this.recordPage[id]!;
  }

  /** DocSearch's custom ranking: `desc(weight.level)`, then `asc(weight.position)`. */
  compareCustom(a: number, b: number): number {
    const level = (id: number) => (this.recordType[id] === CONTENT_ATTR ? 0 : 100 - this.recordType[id]! * 10);
    const position = (id: number) => id - this.pageFirst[this.recordPage[id]!]!;
    return level(b) - level(a) || position(a) - position(b) || a - b;
  }

  headingsOf(id: number): string[] {
    const s = this.recordSection[id]!;
    return s >= 0 ? this.data.sections[s]![2].slice(0, 5) : [];
  }

  /** A record's own text without building the record: its paragraph, or its heading or page title (the text `record()` gives its `type` level). */
  ownText(id: number, content: string | null): string {
    const typeCode = this.recordType[id]!;
    if (typeCode === CONTENT_ATTR) return content ?? '';
    if (content !== null) return content;
    if (typeCode === 1) return this.data.pages[this.recordPage[id]!]![2];
    return this.data.sections[this.recordSection[id]!]![2][typeCode - 2] ?? '';
  }

  /** The whole record, given what the text shards hold for it. */
  record(id: number, objectID: string, content: string | null): DocSearchRecord {
    const p = this.recordPage[id]!;
    const page = this.data.pages[p]!;
    const s = this.recordSection[id]!;
    const section = s >= 0 ? this.data.sections[s] : undefined;
    const typeCode = this.recordType[id]!;
    const type: RecordType = typeCode === CONTENT_ATTR ? 'content' : typeCode === 1 ? 'lvl1' : TYPE_OF_DEPTH[typeCode - 2]!;
    const hierarchy: Hierarchy = { lvl0: this.data.lvl0[page[1]]!, lvl1: page[2], lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    this.headingsOf(id).forEach((h, i) => (hierarchy[TYPE_OF_DEPTH[i] as Exclude<Level, 'lvl0' | 'lvl1'>] = h));
    const anchor = section?.[1] || null;
    return {
      objectID,
      hierarchy,
      content,
      type,
      url: anchor ? `${page[0]}#${anchor}` : page[0],
      url_without_anchor: page[0],
      anchor,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: id - this.pageFirst[p]! },
      ...this.facetsOfPage(p),
    };
  }

  /** The facet values of a page's records: the site's, with the page's own docs version on a versioned site. */
  facetsOfPage(page: number): LocalIndexData['facets'] {
    const v = this.data.pageVersions?.[page];
    const version = v === undefined ? undefined : this.data.versions?.[v];
    return version === undefined ? this.data.facets : { ...this.data.facets, version, docusaurus_tag: searchTagOfVersion(version) };
  }
}
