import type { LocalIndexData } from './local-index-types.js';
import type { RecordTable } from './record-table.js';
import { stem } from './stem.js';
import { normalize, STOP_WORDS, termsOf } from './tokenize.js';
import { RANKING } from './ranking-settings.js';

type PageField = 'title' | 'keywords' | 'description' | 'url' | 'lvl0';
const PAGE_FIELDS: readonly PageField[] = ['title', 'keywords', 'description', 'url', 'lvl0'];

/** Where one term occurs. */
export interface TermStats {
  /** Pages that have the term anywhere, ascending. */
  pages: Int32Array;
  /** Per entry of `pages`: the term's BM25F weight there (idf included). */
  pageScore: Float32Array;
  /** Per entry of `pages`: its weight from the title alone (a title is the context of every section). */
  titleScore: Float32Array;
  /** Per entry of `pages`: its weight from what the page says of itself (title, keywords, description, URL), which its intro stands for. */
  introScore: Float32Array;
  /** Units whose heading or paragraphs have the term, and the weight there (idf included). */
  units: Int32Array;
  unitScore: Float32Array;
  idf: number;
}

interface FieldPostings {
  pages: Map<PageField, number[]>;
  /** Units whose own heading has the term. */
  headingUnits: number[];
}

/** Terms of the URL path, as words: `/all-functions/math/round` → all, functions, math, round. */
const urlTerms = (url: string) => termsOf(safeDecode(url).replace(/[-_/.]/g, ' '));

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Body and heading weight grows with the log of the sections that have the term: a page listing
 * twenty functions that each "send" something is not twenty times about sending.
 */
const damp = (weight: number) => (weight > 0 ? RANKING.bodyBase * Math.log1p(weight / RANKING.bodyBase) : 0);

export class FieldIndex {
  /** Every term of every field, sorted. */
  readonly vocabulary: string[];
  /** Stem → vocabulary indexes, built on the first query that needs it. */
  private stems: Map<string, number[]> | undefined;
  private readonly contentTerm: Int32Array;
  private readonly fields: (FieldPostings | undefined)[];
  private readonly stats = new Map<number, TermStats>();
  private readonly bodyNorm: Float32Array;
  /** A word is more of what a short title says: "Reset password" before "Route to reset password page". */
  private readonly titleNorm: Float32Array;
  /** Each page's title terms (stop words left out), to tell when a query says the whole title. */
  readonly titleTerms: string[][];
  /** Each page title's first word: "celsius" is first about Celsius to Fahrenheit, then Fahrenheit to Celsius. */
  readonly titleLead: string[];
  readonly pageCount: number;

  constructor(
    private readonly data: LocalIndexData,
    private readonly table: RecordTable,
  ) {
    this.pageCount = data.pages.length;
    const byTerm = new Map<string, FieldPostings>();
    const entry = (term: string) => {
      let e = byTerm.get(term);
      if (!e) byTerm.set(term, (e = { pages: new Map(), headingUnits: [] }));
      return e;
    };
    const addPage = (field: PageField, text: string, p: number) => {
      for (const t of field === 'url' ? urlTerms(text) : termsOf(text)) {
        const list = entry(t).pages.get(field);
        if (list) list.push(p);
        else entry(t).pages.set(field, [p]);
      }
    };
    data.pages.forEach(([url, l0, title, , description, keywords], p) => {
      addPage('title', title, p);
      addPage('keywords', keywords ?? '', p);
      addPage('description', description ?? '', p);
      addPage('url', url, p);
      addPage('lvl0', data.lvl0[l0]!, p);
    });
    data.sections.forEach((section, s) => {
      const unit = section[0] + s + 1;
      for (const t of termsOf(section[2].at(-1) ?? '')) entry(t).headingUnits.push(unit);
    });

    this.vocabulary = [...new Set([...data.terms, ...byTerm.keys()])].sort();
    const contentIndex = new Map(data.terms.map((t, i) => [t, i]));
    this.contentTerm = Int32Array.from(this.vocabulary, (t) => contentIndex.get(t) ?? -1);
    this.fields = this.vocabulary.map((t) => byTerm.get(t));

    // Long pages match more words by chance: body weight is normalised by the page's number of distinct terms.
    const pageLength = new Float64Array(this.pageCount);
    for (const gaps of data.postings) {
      let unit = -1;
      for (const g of gaps) pageLength[table.unitPage((unit += g + 1))]! += 1;
    }
    const average = pageLength.reduce((a, b) => a + b, 0) / Math.max(1, this.pageCount) || 1;
    this.bodyNorm = Float32Array.from(pageLength, (len) => 1 - RANKING.b + (RANKING.b * len) / average);
    this.titleTerms = data.pages.map((page) => [...termsOf(page[2])].filter((t) => !STOP_WORDS.has(t)));
    this.titleLead = data.pages.map((page) => normalize(/[\p{L}\p{N}]+/u.exec(page[2])?.[0] ?? ''));
    const titleLength = data.pages.map((page) => termsOf(page[2]).size);
    const averageTitle = titleLength.reduce((a, b) => a + b, 0) / Math.max(1, this.pageCount) || 1;
    this.titleNorm = Float32Array.from(titleLength, (len) => 1 - RANKING.titleB + (RANKING.titleB * len) / averageTitle);
  }

  /** Vocabulary indexes of terms with this stem. */
  sameStem(word: string): number[] {
    if (!this.stems) {
      this.stems = new Map();
      this.vocabulary.forEach((t, i) => {
        const s = stem(t);
        const list = this.stems!.get(s);
        if (list) list.push(i);
        else this.stems!.set(s, [i]);
      });
    }
    return this.stems.get(stem(word)) ?? [];
  }

  /**
   * Vocabulary indexes of terms with this word's stem, and of terms whose stem is the word itself:
   * Porter reads the -ed of `embed` as a past tense (`emb`) yet cuts `embedding` to `embed`.
   */
  sameStemOrRootOf(word: string): number[] {
    const own = this.sameStem(word);
    if (stem(word) === word) return own;
    const rooted = this.stems!.get(word) ?? [];
    return rooted.length ? [...new Set([...own, ...rooted])] : own;
  }

  termStats(term: number): TermStats {
    let known = this.stats.get(term);
    if (!known) this.stats.set(term, (known = this.computeStats(term)));
    return known;
  }

  private computeStats(term: number): TermStats {
    const fields = this.fields[term];
    const perPage = new Map<number, { fields: number; title: number; intro: number; body: number }>();
    const at = (p: number) => {
      let e = perPage.get(p);
      if (!e) perPage.set(p, (e = { fields: 0, title: 0, intro: 0, body: 0 }));
      return e;
    };
    const unitWeight = new Map<number, number>();
    for (const field of PAGE_FIELDS) {
      for (const p of fields?.pages.get(field) ?? []) {
        const weight = field === 'title' ? RANKING.fields.title / this.titleNorm[p]! : RANKING.fields[field];
        at(p).fields += weight;
        if (field === 'title') at(p).title += weight;
        if (field !== 'lvl0') at(p).intro += weight;
      }
    }
    for (const u of fields?.headingUnits ?? []) {
      at(this.table.unitPage(u)).body += RANKING.fields.heading;
      unitWeight.set(u, (unitWeight.get(u) ?? 0) + RANKING.fields.heading);
    }
    const content = this.contentTerm[term]!;
    if (content >= 0) {
      let unit = -1;
      for (const g of this.data.postings[content]!) {
        unit += g + 1;
        at(this.table.unitPage(unit)).body += RANKING.fields.body;
        unitWeight.set(unit, (unitWeight.get(unit) ?? 0) + RANKING.fields.body);
      }
    }
    const df = perPage.size;
    const idf = Math.log(1 + (this.pageCount - df + 0.5) / (df + 0.5));
    const saturate = (tf: number) => (idf * tf * (RANKING.k1 + 1)) / (tf + RANKING.k1);
    const pages = Int32Array.from([...perPage.keys()].sort((a, b) => a - b));
    const pageScore = new Float32Array(pages.length);
    const titleScore = new Float32Array(pages.length);
    const introScore = new Float32Array(pages.length);
    pages.forEach((p, i) => {
      const e = perPage.get(p)!;
      pageScore[i] = saturate(e.fields + damp(e.body) / this.bodyNorm[p]!);
      titleScore[i] = e.title ? saturate(e.title) : 0;
      introScore[i] = e.intro ? saturate(e.intro) : 0;
    });
    const units = Int32Array.from([...unitWeight.keys()].sort((a, b) => a - b));
    const unitScore = Float32Array.from(units, (u) => saturate(unitWeight.get(u)!));
    return { pages, pageScore, titleScore, introScore, units, unitScore, idf };
  }
}
