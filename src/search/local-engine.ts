import { highlight, snippet, type QueryWords } from './highlight.js';
import type { LocalIndexData } from './local-index-types.js';
import { matchTerms, type TermMatch } from './match-terms.js';
import { CONTENT_ATTR, RecordTable } from './record-table.js';
import { LEVELS, type DocSearchRecord, type MultiQueryInput, type MultiQueryRequest, type MultiQueryResponse, type SearchHit, type SearchResult } from './record-types.js';
import { passesFacetFilters, resolveParams, type ResolvedParams } from './search-params.js';
import { TextShards, type ShardLoader } from './text-shards.js';
import { queryWords, STOP_WORDS, termsOf } from './tokenize.js';
import { applySynonyms, withoutQuestionWords } from './query-understanding.js';

export type { ShardLoader } from './text-shards.js';

/**
 * The embedded search engine: Algolia's multi-query API over the local index, in the browser or
 * in Node (the preview server's endpoint). Ranking follows the tie-breaking of DocSearch's index
 * settings (`DOCSEARCH_INDEX_SETTINGS`): more query words, fewer typos, the better attribute
 * (lvl0 … lvl6, then content), words found together, more exact words, then a higher level (page
 * title, heading, paragraph) and an earlier position in the page. One hit per URL (`distinct`).
 */

/**
 * The word being typed (the last) matches as a prefix, as in Algolia's `prefixLast`; so do earlier
 * words of 4 letters or more, so that 'import csv' finds 'Importing a CSV' (exact words still rank first).
 */
const PREFIX_ALL_FROM = 4;
const NO_MATCH = 0x7fffffff;

/** Where a vocabulary term occurs in the hierarchy. */
interface HierarchyPostings {
  lvl0: number[];
  pages: number[];
  /** `[section, depth]` pairs, flattened. */
  sections: number[];
}

interface Ranked {
  id: number;
  typos: number;
  words: number;
  proximity: number;
  /** The attribute of the word found lowest (all words in the title beat one in the title and one in a paragraph). */
  attribute: number;
  /** The attribute of the word found highest, to tell those apart. */
  bestAttribute: number;
  exact: number;
}

export class LocalSearchEngine {
  private readonly vocabulary: string[];
  private readonly contentTerm: Int32Array;
  private readonly hierarchyOf: (HierarchyPostings | undefined)[];
  private readonly decoded = new Map<number, Int32Array>();
  private readonly table: RecordTable;
  private readonly texts: TextShards;
  private readonly facetValues: Record<string, string>;

  constructor(
    private readonly data: LocalIndexData,
    loadShard: ShardLoader,
  ) {
    this.table = new RecordTable(data);
    this.texts = new TextShards(data.shards, this.table, loadShard);
    this.facetValues = { ...data.facets };

    const hierarchy = new Map<string, HierarchyPostings>();
    const entry = (term: string) => {
      let e = hierarchy.get(term);
      if (!e) hierarchy.set(term, (e = { lvl0: [], pages: [], sections: [] }));
      return e;
    };
    data.lvl0.forEach((label, i) => termsOf(label).forEach((t) => entry(t).lvl0.push(i)));
    data.pages.forEach((page, p) => termsOf(page[2]).forEach((t) => entry(t).pages.push(p)));
    data.sections.forEach((section, i) => section[2].forEach((heading, depth) => termsOf(heading).forEach((t) => entry(t).sections.push(i, depth))));

    this.vocabulary = [...new Set([...data.terms, ...hierarchy.keys()])].sort();
    const contentIndex = new Map(data.terms.map((t, i) => [t, i]));
    this.contentTerm = Int32Array.from(this.vocabulary, (t) => contentIndex.get(t) ?? -1);
    this.hierarchyOf = this.vocabulary.map((t) => hierarchy.get(t));
  }

  /** Every page of the index, in sidebar order: URL (base URL applied, percent-encoded), sidebar section, title. */
  pageList(): { url: string; section: string; title: string }[] {
    return this.data.pages.map(([url, lvl0, title]) => ({ url, section: this.data.lvl0[lvl0]!, title }));
  }

  /** Algolia's `search([{ indexName, query, params }])`: one result per request. */
  async search(input: MultiQueryInput): Promise<MultiQueryResponse> {
    const requests = Array.isArray(input) ? input : input.requests;
    return { results: await Promise.all(requests.map((r) => this.searchOne(r))) };
  }

  private async searchOne(request: MultiQueryRequest): Promise<SearchResult> {
    const started = now();
    const params = resolveParams(request);
    const { ids, query } = this.rank(params.query, params);
    const first = params.page * params.hitsPerPage;
    const pageIds = ids.slice(first, first + params.hitsPerPage);
    const hits = await this.hits(pageIds, query, params);
    const result: SearchResult = {
      hits,
      nbHits: ids.length,
      page: params.page,
      nbPages: params.hitsPerPage > 0 ? Math.ceil(ids.length / params.hitsPerPage) : 0,
      hitsPerPage: params.hitsPerPage,
      processingTimeMS: Math.round(now() - started),
      query: params.query,
      params: params.echo,
      index: request.indexName,
      exhaustiveNbHits: true,
    };
    if (params.clickAnalytics) result.queryID = randomId();
    if (params.facets.length) {
      const names = params.facets.includes('*') ? Object.keys(this.facetValues) : params.facets.filter((f) => f in this.facetValues);
      result.facets = Object.fromEntries(names.map((name) => [name, ids.length ? { [this.facetValues[name]!]: ids.length } : {}]));
    }
    return result;
  }

  /** Record ids that answer a query, best first, one per URL. Synchronous: everything it needs is in the index file. */
  rank(text: string, params: Pick<ResolvedParams, 'facetFilters'> = { facetFilters: [] }): { ids: number[]; query: QueryWords } {
    const words = applySynonyms(withoutQuestionWords(queryWords(text)), this.data.synonyms ?? []);
    const perWord = words.map((word, i) => matchTerms(this.vocabulary, word, i === words.length - 1 || word.length >= PREFIX_ALL_FROM));
    const query = this.queryMatcher(words, perWord);
    if (words.length === 0 || !passesFacetFilters(this.facetValues, params.facetFilters)) return { ids: [], query };

    const n = this.table.count;
    const best = perWord.map((matches) => this.bestMatches(matches));
    const isRequired = words.map((w) => words.every((x) => STOP_WORDS.has(x)) || !STOP_WORDS.has(w));
    const required = isRequired.flatMap((r, i) => (r ? [i] : []));
    const collect = (all: boolean) => {
      const out: Ranked[] = [];
      for (let id = 0; id < n; id++) {
        let ok = all;
        for (const i of required) {
          const hit = best[i]!.code[id] !== NO_MATCH;
          if (all && !hit) {
            ok = false;
            break;
          }
          if (!all && hit) ok = true;
        }
        if (ok) out.push(this.score(id, best, isRequired));
      }
      return out;
    };
    let ranked = collect(true);
    // As Algolia's `removeWordsIfNoResults: allOptional`: when no record has every word, any word will do.
    if (ranked.length === 0 && required.length > 1) ranked = collect(false);
    ranked.sort(
      (a, b) =>
        b.words - a.words ||
        a.typos - b.typos ||
        a.attribute - b.attribute ||
        a.bestAttribute - b.bestAttribute ||
        a.proximity - b.proximity ||
        b.exact - a.exact ||
        this.table.compareCustom(a.id, b.id),
    );
    const seen = new Set<number>();
    const ids: number[] = [];
    for (const r of ranked) {
      const key = this.table.urlKey(r.id);
      if (seen.has(key)) continue;
      seen.add(key);
      ids.push(r.id);
    }
    return { ids, query };
  }

  /**
   * Stop words count as words found only when the query is made of them ("how to"): a "the" in a
   * heading says nothing of relevance and must not lift it over a page with every word that matters.
   */
  private score(id: number, best: { code: Int32Array; attrs: Uint8Array }[], isRequired: readonly boolean[]): Ranked {
    let typos = 0;
    let words = 0;
    let attribute = 0;
    let bestAttribute = CONTENT_ATTR;
    let exact = 0;
    let together = 0xff;
    let located = 0;
    best.forEach((w, i) => {
      const code = w.code[id]!;
      if (code === NO_MATCH) return;
      if (isRequired[i]) words++;
      typos += code >> 5;
      if ((code & 1) === 0) exact++;
      if (!isRequired[i]) return;
      const attr = (code >> 1) & 0xf;
      attribute = Math.max(attribute, attr);
      bestAttribute = Math.min(bestAttribute, attr);
      together &= w.attrs[id]!;
      located++;
    });
    return { id, typos, words, proximity: located > 1 && together === 0 ? 1 : 0, attribute: located ? attribute : CONTENT_ATTR, bestAttribute, exact };
  }

  /**
   * For one query word: per record, the best match as `typos << 5 | attribute << 1 | notExact`
   * (lower is better), and the set of attributes it was found in.
   */
  private bestMatches(matches: readonly TermMatch[]): { code: Int32Array; attrs: Uint8Array } {
    const code = new Int32Array(this.table.count).fill(NO_MATCH);
    const attrs = new Uint8Array(this.table.count);
    const apply = ([from, to]: [number, number], value: number, bit: number) => {
      for (let id = from; id < to; id++) {
        if (value < code[id]!) code[id] = value;
        attrs[id]! |= bit;
      }
    };
    for (const m of matches) {
      const base = (m.typos << 5) | (m.exact ? 0 : 1);
      const contentIndex = this.contentTerm[m.term]!;
      if (contentIndex >= 0) {
        const value = base | (CONTENT_ATTR << 1);
        for (const id of this.postings(contentIndex)) {
          if (value < code[id]!) code[id] = value;
          attrs[id]! |= 1 << CONTENT_ATTR;
        }
      }
      const h = this.hierarchyOf[m.term];
      if (!h) continue;
      for (const l0 of h.lvl0) {
        this.data.pages.forEach((page, p) => {
          if (page[1] === l0) apply(this.table.pageRange(p), base, 1);
        });
      }
      for (const p of h.pages) apply(this.table.pageRange(p), base | (1 << 1), 1 << 1);
      for (let k = 0; k < h.sections.length; k += 2) {
        const attr = 2 + h.sections[k + 1]!;
        apply(this.table.sectionRange(h.sections[k]!), base | (attr << 1), 1 << attr);
      }
    }
    return { code, attrs };
  }

  private postings(contentIndex: number): Int32Array {
    let ids = this.decoded.get(contentIndex);
    if (!ids) {
      const gaps = this.data.postings[contentIndex]!;
      ids = new Int32Array(gaps.length);
      let previous = -1;
      for (let i = 0; i < gaps.length; i++) ids[i] = previous = previous + gaps[i]! + 1;
      this.decoded.set(contentIndex, ids);
    }
    return ids;
  }

  private queryMatcher(words: readonly string[], perWord: readonly TermMatch[][]): QueryWords {
    const byTerm = new Map<string, { word: number; prefixLength?: number; rank: number }>();
    perWord.forEach((matches, word) => {
      for (const m of matches) {
        const rank = m.exact ? 0 : m.typos === 0 ? 1 : 1 + m.typos;
        const term = this.vocabulary[m.term]!;
        const previous = byTerm.get(term);
        if (!previous || rank < previous.rank) byTerm.set(term, { word, prefixLength: m.prefixLength, rank });
      }
    });
    return { words, matcher: (term) => byTerm.get(term) };
  }

  /** The records of a result page, with the text shards they need. */
  private async hits(ids: readonly number[], query: QueryWords, params: ResolvedParams): Promise<SearchHit[]> {
    const texts = await this.texts.of(ids);
    return ids.map((id) => {
      const { objectID, content } = texts.get(id)!;
      return this.hit(this.table.record(id, objectID, content), query, params);
    });
  }

  private hit(record: DocSearchRecord, query: QueryWords, params: ResolvedParams): SearchHit {
    const tags = { pre: params.preTag, post: params.postTag };
    const hit: SearchHit = { ...record, _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } };
    for (const level of LEVELS) {
      const value = record.hierarchy[level];
      if (value === null) continue;
      hit._highlightResult.hierarchy[level] = highlight(value, query, tags);
      const words = params.snippets.get(`hierarchy.${level}`) ?? params.snippets.get('hierarchy');
      if (words !== undefined) hit._snippetResult.hierarchy[level] = snippet(value, query, { ...tags, length: words, ellipsis: params.ellipsis });
    }
    if (record.content !== null) {
      hit._highlightResult.content = highlight(record.content, query, tags);
      const words = params.snippets.get('content');
      if (words !== undefined) hit._snippetResult.content = snippet(record.content, query, { ...tags, length: words, ellipsis: params.ellipsis });
    }
    return hit;
  }
}

function now(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}

function randomId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}
