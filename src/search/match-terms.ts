/**
 * Which terms of the vocabulary a query word finds, the way Algolia's defaults do it: the exact
 * word, any word it starts (only for the word being typed, the last one), and words one typo away
 * from words of 4+ letters, two typos from 8+ letters (a typo is an insertion, deletion,
 * substitution or swap of neighbours).
 */

export interface TermMatch {
  /** Index of the term in the sorted vocabulary. */
  term: number;
  typos: number;
  /** The word equals the term (neither a prefix nor a typo). */
  exact: boolean;
  /** For prefix matches: how many leading characters of the term the word covers. */
  prefixLength?: number;
}

export const MIN_WORD_FOR_1_TYPO = 4;
export const MIN_WORD_FOR_2_TYPOS = 8;

export function allowedTypos(word: string): number {
  return word.length >= MIN_WORD_FOR_2_TYPOS ? 2 : word.length >= MIN_WORD_FOR_1_TYPO ? 1 : 0;
}

/** First index in `sorted` whose term is not less than `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function matchTerms(vocabulary: readonly string[], word: string, prefix: boolean): TermMatch[] {
  const matches = new Map<number, TermMatch>();
  const start = lowerBound(vocabulary, word);
  if (vocabulary[start] === word) matches.set(start, { term: start, typos: 0, exact: true });
  if (prefix) {
    for (let i = start; i < vocabulary.length && vocabulary[i]!.startsWith(word); i++) {
      if (!matches.has(i)) matches.set(i, { term: i, typos: 0, exact: false, prefixLength: word.length });
    }
  }
  const max = allowedTypos(word);
  if (max > 0) {
    for (let i = 0; i < vocabulary.length; i++) {
      const term = vocabulary[i]!;
      if (term.length < word.length - max || (!prefix && term.length > word.length + max) || matches.has(i)) continue;
      const d = distances(word, term, max);
      if (d.full <= max) matches.set(i, { term: i, typos: d.full, exact: false });
      // The word being typed may be a misspelt start of a longer word.
      else if (prefix && d.prefix <= max) matches.set(i, { term: i, typos: d.prefix, exact: false, prefixLength: d.prefixLength });
    }
  }
  return [...matches.values()];
}

const ROW = 72;
const rows = [new Int32Array(ROW), new Int32Array(ROW), new Int32Array(ROW)] as const;

/**
 * Optimal-string-alignment distance from `word` to the whole `term` (`full`) and to the closest
 * start of it (`prefix`, over `prefixLength` characters), or `max + 1` once either must exceed
 * `max`. One dynamic-programming pass over at most `word.length + max` characters of the term.
 */
export function distances(word: string, term: string, max: number): { full: number; prefix: number; prefixLength: number } {
  const none = { full: max + 1, prefix: max + 1, prefixLength: 0 };
  const n = Math.min(term.length, word.length + max, ROW - 1);
  if (word.length >= ROW) return none;
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= word.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const a = word.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const b = term.charCodeAt(j - 1);
      let v = prev[j - 1]! + (a === b ? 0 : 1);
      const del = prev[j]! + 1;
      const ins = cur[j - 1]! + 1;
      if (del < v) v = del;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && a === term.charCodeAt(j - 2) && word.charCodeAt(i - 2) === b && prev2[j - 2]! + 1 < v) v = prev2[j - 2]! + 1;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return none;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  let prefix = max + 1;
  let prefixLength = 0;
  for (let j = 1; j <= n; j++) {
    if (prev[j]! < prefix) {
      prefix = prev[j]!;
      prefixLength = j;
    }
  }
  return { full: n === term.length ? prev[n]! : max + 1, prefix, prefixLength };
}

/** Distance from `a` to `b`, or `max + 1` when greater than `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return distances(a, b, max).full;
}
