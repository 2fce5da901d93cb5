import { bestPassage } from './answer-passage.js';
import { FieldIndex } from './field-index.js';
import { highlight, mark, snippet, type QueryWords } from './highlight.js';
import type { LocalIndexData } from './local-index-types.js';
import { planQuery, type PlannedWord, type RelatedPhrase } from './query-plan.js';
import { rankPages } from './rank-pages.js';
import { RecordTable } from './record-table.js';
import {
  LEVELS,
  type DocSearchRecord,
  type HighlightResult,
  type MultiQueryInput,
  type MultiQueryRequest,
  type MultiQueryResponse,
  type SearchAnswer,
  type SearchHit,
  type SearchResult,
  type SnippetResult,
} from './record-types.js';
import { passesFacetFilters, resolveParams, type ResolvedParams } from './search-params.js';
import { TextShards, type ShardLoader } from './text-shards.js';
import { WordPairs } from './word-pairs.js';
import { eachWord, queryWords, STOP_WORDS, TermShapes, termsOfWord } from './tokenize.js';
import { firstWordsThatMatter, synonymsOf, withoutQuestionWords } from './query-understanding.js';
import { compileThesaurus, relatedWords, THESAURUS, type ThesaurusGroup } from './thesaurus.js';

export type { ShardLoader } from './text-shards.js';

/** Pages that answer a query, best first; the query's matcher; the hit (a record id) of a page. */
interface Ranking {
  ids: number[];
  query: QueryWords;
  hitOf: (page: number) => number;
}
/** A text as a hit shows it: highlighted, and snippeted when the request asks for that attribute. */
interface ShownText {
  highlight: HighlightResult;
  snippet: SnippetResult | undefined;
}
/** A hierarchy level's text already shown on one result page, by level and text. */
type ShownTexts = Map<string, ShownText>;

/** A question has this many words at least: shorter queries are looked up, not asked. */
const ANSWER_MIN_WORDS = 3;
/** Words of a query the ranking weighs, at most (a pasted paragraph must not cost a long search). */
const MAX_QUERY_WORDS = 12;
/** The best pages whose best section may hold the answer. */
const ANSWER_PAGES = 3;
/** The share of the question's rarity a passage must have. */
const ANSWER_MIN_SHARE = 0.4;

/**
 * The embedded search engine: Algolia's multi-query API over the local index, in the browser or
 * in Node (the preview server's endpoint). Pages are ranked by BM25F over their fields (title,
 * keywords, description, URL, headings, body) with each word's rarity, times how much of the query
 * they cover; each page is one hit, the section that answers best (see `rank-pages.ts`). Query
 * words find their stems, prefixes, compounds and, when the pages lack them, typos
 * (`query-plan.ts`).
 */

export class LocalSearchEngine {
  private readonly table: RecordTable;
  private readonly fields: FieldIndex;
  private readonly texts: TextShards;
  private readonly pairs: WordPairs;
  private readonly facetValues: Record<string, string>;
  /** The English thesaurus, for an English site only. */
  private readonly thesaurus: ThesaurusGroup[];
  private lastRanking: { key: string; ranking: Ranking } | undefined;

  constructor(
    private readonly data: LocalIndexData,
    loadShard: ShardLoader,
  ) {
    if (data.format !== 'docsgen-search/2') throw new Error(`search index: format ${String(data.format)} is not docsgen-search/2 (rebuild the site)`);
    this.table = new RecordTable(data);
    this.fields = new FieldIndex(data, this.table);
    this.pairs = new WordPairs(data);
    this.texts = new TextShards(data.shards, this.table, loadShard);
    this.facetValues = { ...data.facets };
    this.thesaurus = /^en\b/i.test(data.facets.language) ? compileThesaurus(THESAURUS) : [];
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
    const { ids, query, hitOf } = this.rank(params.query, params);
    const first = params.page * params.hitsPerPage;
    const pageIds = ids.slice(first, first + params.hitsPerPage).map(hitOf);
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

  /**
   * For a question (three words or more), the passage of one of the best pages that has most of
   * its words: undefined for shorter queries, and when no passage has at least two of the words
   * and `ANSWER_MIN_SHARE` of the question's rarity.
   */
  async answer(text: string, facetFilters: ResolvedParams['facetFilters'] = []): Promise<SearchAnswer | undefined> {
    if (queryWords(text).length < ANSWER_MIN_WORDS) return undefined;
    const planned = this.plan(text);
    const { ids, query, hitOf } = this.rank(text, { facetFilters });
    const weights = planned.map((p) => p.expansions.reduce((max, e) => Math.max(max, e.quality * this.fields.termStats(e.term).idf), 0));
    const total = weights.reduce((a, b) => a + b, 0);
    let best: { id: number; passage: NonNullable<ReturnType<typeof bestPassage>>; score: number } | undefined;
    for (const [rank, page] of ids.slice(0, ANSWER_PAGES).entries()) {
      const [from, to] = this.table.unitRange(this.table.unitOf(hitOf(page)));
      const texts = await this.texts.of(Array.from({ length: to - from }, (_, k) => from + k));
      const paragraphs = [...texts.values()].flatMap((t) => (t.content ? [t.content] : []));
      const passage = bestPassage(paragraphs, query, weights);
      // A lower page must say clearly more to be the answer: the ranking already weighed the whole page.
      const score = passage ? passage.score * (1 - rank * 0.2) : 0;
      if (passage && passage.words >= 2 && passage.score >= total * ANSWER_MIN_SHARE && (!best || score > best.score)) best = { id: from, passage, score };
    }
    if (!best) return undefined;
    const record = this.table.record(best.id, '', null);
    const path = [record.hierarchy.lvl1, ...this.table.headingsOf(best.id)];
    return { url: record.url, path, text: best.passage.text, marks: best.passage.marks };
  }

  /** The query's words as the engine asks them: question words dropped, stop words left out unless nothing else is left (or a synonym phrase has them), synonyms added. */
  private plan(text: string): PlannedWord[] {
    const words = firstWordsThatMatter(withoutQuestionWords(queryWords(text, Infinity)), (w) => STOP_WORDS.has(w), MAX_QUERY_WORDS);
    const onlyStopWords = words.every((w) => STOP_WORDS.has(w));
    return planQuery(words, (w) => onlyStopWords || !STOP_WORDS.has(w), this.fields, synonymsOf(words, this.data.synonyms ?? []), this.relatedPhrases(words));
  }

  /** The thesaurus entries each query word may also be found by; an entry of several words only in the pages that have it side by side. */
  private relatedPhrases(words: readonly string[]): Map<number, RelatedPhrase[]> {
    const related = new Map<number, RelatedPhrase[]>();
    for (const [i, phrases] of relatedWords(words, this.thesaurus)) {
      related.set(
        i,
        phrases.map((phrase) => (phrase.length > 1 ? { words: phrase, pages: this.pairs.pagesWithPhrase(phrase) } : { words: phrase })),
      );
    }
    return related;
  }

  /** Pages that answer a query, best first, and for a page the first record of its best unit (found only for the pages shown). Synchronous: everything it needs is in the index file. */
  rank(text: string, params: Pick<ResolvedParams, 'facetFilters'> = { facetFilters: [] }): Ranking {
    // The modal asks for the hits, then for the answer to the same words: ranked once.
    const key = `${text}\u0000${JSON.stringify(params.facetFilters)}`;
    if (this.lastRanking?.key !== key) this.lastRanking = { key, ranking: this.rankAnew(text, params) };
    return this.lastRanking.ranking;
  }

  private rankAnew(text: string, params: Pick<ResolvedParams, 'facetFilters'>): Ranking {
    const planned = this.plan(text);
    const query = this.queryMatcher(planned);
    if (planned.length === 0 || (!this.data.pageVersions && !passesFacetFilters(this.facetValues, params.facetFilters))) return { ids: [], query, hitOf: () => -1 };
    const ranked = rankPages(planned, this.fields, this.table, this.pairs);
    // A versioned site: only the pages of the versions the filters ask for (the reader's, in contextual search).
    const pages = this.data.pageVersions ? ranked.pages.filter((page) => passesFacetFilters(this.table.facetsOfPage(page), params.facetFilters)) : ranked.pages;
    return { ids: pages, query, hitOf: (page) => this.table.unitRange(ranked.bestUnit(page))[0]! };
  }

  private queryMatcher(planned: readonly PlannedWord[]): QueryWords {
    const byTerm = new Map<string, { word: number; prefixLength?: number; quality: number }>();
    planned.forEach(({ expansions }, word) => {
      for (const e of expansions) {
        const term = this.fields.vocabulary[e.term]!;
        const previous = byTerm.get(term);
        if (!previous || e.quality > previous.quality) byTerm.set(term, { word, prefixLength: e.prefixLength, quality: e.quality });
      }
    });
    return { words: planned.map((p) => p.word), matcher: (term) => byTerm.get(term), shapes: new TermShapes(byTerm.keys()) };
  }

  /** The records of a result page, with the text shards they need: of each hit's unit, the record with the most query words. */
  private async hits(ids: readonly number[], query: QueryWords, params: ResolvedParams): Promise<SearchHit[]> {
    const ranges = ids.map((id) => this.table.unitRange(this.table.unitOf(id)));
    const texts = await this.texts.of(ranges.flatMap(([from, to]) => Array.from({ length: to - from }, (_, k) => from + k)));
    // Hits share their sidebar section and often their page title: each such text is highlighted once.
    const shown: ShownTexts = new Map();
    return ranges.map(([from, to]) => {
      let best = from;
      let bestWords = -1;
      for (let id = from; id < to; id++) {
        const found = this.wordsIn(this.table.ownText(id, texts.get(id)!.content), query);
        if (found > bestWords) {
          bestWords = found;
          best = id;
          // The first record with every word is the best there is.
          if (found === query.words.length) break;
        }
      }
      const { objectID, content } = texts.get(best)!;
      return this.hit(this.table.record(best, objectID, content), query, params, shown);
    });
  }

  /** How many query words a record's own text (its paragraph, or its heading or title) has. Whole words only: this runs on every record of every hit's section. */
  private wordsIn(own: string, query: QueryWords): number {
    const found = new Set<number>();
    const visit = (term: string) => {
      const hit = query.matcher(term);
      if (hit) found.add(hit.word);
      return found.size === query.words.length;
    };
    // Outside ASCII a word may be a run of unspaced script, found by its character pairs.
    eachWord(own, (term, start, end, ascii) => (ascii ? visit(term) : termsOfWord(own.slice(start, end)).some(visit)), query.shapes);
    return found.size;
  }

  private hit(record: DocSearchRecord, query: QueryWords, params: ResolvedParams, shown: ShownTexts): SearchHit {
    const hit: SearchHit = { ...record, _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } };
    for (const level of LEVELS) {
      const value = record.hierarchy[level];
      if (value === null) continue;
      const key = `${level}\u0000${value}`;
      let done = shown.get(key);
      if (!done) shown.set(key, (done = this.shown(value, query, params, params.snippets.get(`hierarchy.${level}`) ?? params.snippets.get('hierarchy'))));
      hit._highlightResult.hierarchy[level] = { ...done.highlight };
      if (done.snippet) hit._snippetResult.hierarchy[level] = { ...done.snippet };
    }
    if (record.content !== null) {
      const done = this.shown(record.content, query, params, params.snippets.get('content'));
      hit._highlightResult.content = done.highlight;
      if (done.snippet) hit._snippetResult.content = done.snippet;
    }
    return hit;
  }

  /** A text's highlight and, when `snippetWords` is asked for, its snippet: from one marking of the text. */
  private shown(text: string, query: QueryWords, params: ResolvedParams, snippetWords: number | undefined): ShownText {
    const tags = { pre: params.preTag, post: params.postTag };
    const marked = mark(text, query);
    return {
      highlight: highlight(text, query, tags, marked),
      snippet: snippetWords === undefined ? undefined : snippet(text, query, { ...tags, length: snippetWords, ellipsis: params.ellipsis }, marked),
    };
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
