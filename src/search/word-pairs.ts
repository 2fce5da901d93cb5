import type { LocalIndexData } from './local-index-types.js';
import { QUESTION_WORDS } from './query-understanding.js';
import { stem } from './stem.js';
import { STOP_WORDS, tokenize } from './tokenize.js';

/** Punctuation that ends a phrase: the words on either side of it are not a pair ("datatable, table"). */
const PHRASE_END = /[,;:.!?()[\]|]+/;

/** Whether a word says what a text is about (not a small word or a question form). */
const carries = (term: string) => !STOP_WORDS.has(term) && !QUESTION_WORDS.has(term);

/** Neighbouring words of a text that carry meaning, stemmed, as `a b` keys: "a Tessera action starts" → `tessera action`, `action start`. */
export function pairsOf(text: string): string[] {
  const pairs: string[] = [];
  for (const phrase of text.split(PHRASE_END)) {
    const stems = tokenize(phrase)
      .map((t) => t.term)
      .filter(carries)
      .map(stem);
    for (let i = 1; i < stems.length; i++) pairs.push(`${stems[i - 1]} ${stems[i]}`);
  }
  return pairs;
}

/** The pairs of neighbouring query words in the order typed, stemmed the same way, with the words' places. */
export function queryPairs(words: readonly string[]): { key: string; at: [number, number] }[] {
  const stems = words.map(stem);
  return stems.slice(1).map((s, i) => ({ key: `${stems[i]} ${s}`, at: [i, i + 1] }));
}

/**
 * Which pages have two words side by side in what they say of themselves (title, description,
 * keywords) or in a heading: a page whose description says "fields every record gets" answers
 * "which fields does every record get" better than one with the same words far apart. Built on the
 * first query that needs it, from the index file alone.
 */
export class WordPairs {
  private byPair: Map<string, number[]> | undefined;

  constructor(private readonly data: LocalIndexData) {}

  pagesWith(pair: string): readonly number[] {
    this.byPair ??= this.build();
    return this.byPair.get(pair) ?? [];
  }

  /** Pages that have every pair of a phrase's neighbouring words (given as search terms) side by side. */
  pagesWithPhrase(words: readonly string[]): Set<number> {
    const keys = queryPairs(words).map((p) => p.key);
    let pages = new Set(this.pagesWith(keys[0] ?? ''));
    for (const key of keys.slice(1)) {
      const next = new Set(this.pagesWith(key));
      pages = new Set([...pages].filter((p) => next.has(p)));
    }
    return pages;
  }

  private build(): Map<string, number[]> {
    const byPair = new Map<string, number[]>();
    const add = (text: string, p: number) => {
      for (const pair of pairsOf(text)) {
        const pages = byPair.get(pair);
        if (!pages) byPair.set(pair, [p]);
        else if (pages.at(-1) !== p) pages.push(p);
      }
    };
    this.data.pages.forEach(([, , title, , description, keywords], p) => {
      add(title, p);
      add(description, p);
      add(keywords, p);
    });
    for (const [p, , headings] of this.data.sections) add(headings.at(-1) ?? '', p);
    return byPair;
  }
}
