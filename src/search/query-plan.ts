import type { FieldIndex } from './field-index.js';
import { allowedTypos, matchTerms } from './match-terms.js';
import { RANKING } from './ranking-settings.js';

/** A vocabulary term a query word finds, and how much that match is worth (1 for the word itself). */
export interface Expansion {
  term: number;
  quality: number;
  /** For a prefix match: how many leading characters of the term the word covers (highlighting). */
  prefixLength?: number;
  /** Only these pages count the match: a word of a synonym phrase means it only beside the phrase's other words. */
  onlyIn?: ReadonlySet<number>;
}

/** A thesaurus entry a query word may also be found by: its words, and for several words the pages that have them side by side. */
export interface RelatedPhrase {
  words: readonly string[];
  pages?: ReadonlySet<number>;
}

export interface PlannedWord {
  word: string;
  expansions: Expansion[];
}

/** A one-letter word being typed starts too many words: the first of them are enough. */
const MAX_PREFIX_TERMS = 30;
const MIN_SPLIT_PART = 3;

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

function exactTerm(vocabulary: readonly string[], word: string): number {
  const at = lowerBound(vocabulary, word);
  return vocabulary[at] === word ? at : -1;
}

/** `datepicker` → `date`, `picker` when the vocabulary has both parts but not the whole (the longest first part wins). */
function splitCompound(vocabulary: readonly string[], word: string): [string, string] | undefined {
  for (let cut = word.length - MIN_SPLIT_PART; cut >= MIN_SPLIT_PART; cut--) {
    const a = word.slice(0, cut);
    const b = word.slice(cut);
    if (exactTerm(vocabulary, a) >= 0 && exactTerm(vocabulary, b) >= 0) return [a, b];
  }
  return undefined;
}

/**
 * The vocabulary terms each query word finds: the word, words with its stem, words it starts (the
 * word being typed, and longer words), and only when none of those exist, words a typo or two
 * away. A word the pages lack may be two words run together (`datepicker`); two query words may
 * be one in the pages (`check box` → `checkbox`).
 */
export function planQuery(
  typed: readonly string[],
  isAsked: (word: string) => boolean,
  index: FieldIndex,
  synonyms: ReadonlyMap<number, readonly string[]> = new Map(),
  related: ReadonlyMap<number, readonly RelatedPhrase[]> = new Map(),
): PlannedWord[] {
  const vocabulary = index.vocabulary;
  const known = (w: string) => exactTerm(vocabulary, w) >= 0 || index.sameStem(w).length > 0;
  const parts = typed.map((w) => (w.length >= MIN_SPLIT_PART * 2 && !known(w) ? (splitCompound(vocabulary, w) ?? [w]) : [w]));
  const split = parts.flat();
  const alsoBy = parts.flatMap((p, i) => p.map(() => synonyms.get(i) ?? []));
  const relatedTo = parts.flatMap((p, i) => p.map(() => related.get(i) ?? []));
  const asked = split.map((w, i) => isAsked(w) || alsoBy[i]!.length > 0);
  const planned = split.map((word, i) => ({ word, expansions: asked[i] ? expand(word, i === split.length - 1, index) : [] }));
  planned.forEach((p, i) => {
    for (const other of alsoBy[i]!) {
      for (const term of [exactTerm(vocabulary, other), ...index.sameStem(other)]) if (term >= 0) p.expansions.push({ term, quality: 1 });
    }
    // A word the thesaurus relates is worth a little less than the word typed: the page that says it comes first.
    if (!asked[i]) return;
    for (const phrase of relatedTo[i]!) {
      for (const other of phrase.words) {
        for (const term of [exactTerm(vocabulary, other), ...index.sameStem(other)]) {
          if (term < 0) continue;
          const found = { term, quality: RANKING.quality.related, ...(phrase.pages ? { onlyIn: phrase.pages } : {}) };
          // A prefix of the typed word may have found the term already, at less than it is worth as a synonym.
          const known = p.expansions.find((e) => e.term === term);
          if (!known) p.expansions.push(found);
          else if (known.quality < RANKING.quality.related && !phrase.pages) Object.assign(known, { quality: RANKING.quality.related, prefixLength: undefined });
        }
      }
    }
  });
  // Runs of two or three typed words (small words included: `pdf to text` is `pdftotext`) that the pages write as one.
  // A run starts and ends with a word that is asked: "a heading" is not `ahead`.
  for (let i = 0; i < split.length; i++) {
    if (!asked[i]) continue;
    for (let n = 2; n <= 3 && i + n <= split.length; n++) {
      if (!asked[i + n - 1]) continue;
      // The first word may be a plural or a verb's -s the compound does not have: "calls back" is `callback`.
      const rest = split.slice(i + 1, i + n).join('');
      const terms = new Set(
        formsOf(split[i]!)
          .flatMap((first) => [exactTerm(vocabulary, first + rest), ...index.sameStem(first + rest)])
          .filter((t) => t >= 0),
      );
      for (const term of terms) for (let k = i; k < i + n; k++) if (asked[k]) planned[k]!.expansions.push({ term, quality: RANKING.quality.compound });
    }
  }
  joinScattered(split, asked, planned, vocabulary);
  return planned.filter((_, i) => asked[i]);
}

/** A word and its singular, as parts of a compound ("dates" in `formatdate`). */
const formsOf = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? [word, word.slice(0, -1)] : [word]);

/**
 * Two asked words that are not neighbours, in either order, that the pages write as one word: a
 * title or a function name says in one word what a question spreads out ("types of data" →
 * `datatypes`, "format a date" → `formatdate`). Worth less than a join of neighbours.
 */
function joinScattered(split: readonly string[], asked: readonly boolean[], planned: PlannedWord[], vocabulary: readonly string[]): void {
  for (let i = 0; i < split.length; i++) {
    for (let j = 0; j < split.length; j++) {
      if (i === j || j === i + 1 || !asked[i] || !asked[j]) continue;
      for (const joined of new Set(formsOf(split[i]!).flatMap((a) => formsOf(split[j]!).map((b) => a + b)))) {
        const term = exactTerm(vocabulary, joined);
        if (term < 0) continue;
        for (const k of [i, j]) if (!planned[k]!.expansions.some((e) => e.term === term)) planned[k]!.expansions.push({ term, quality: RANKING.quality.scatteredCompound });
      }
    }
  }
}

/** Pages using a word at most this often say little about it: its root is worth asking too. */
const RARE_WORD_PAGES = 2;

/**
 * For a word ending in -er that few pages use, the forms of the word it is made from: agent nouns
 * ("pager" → page, paging; "parser" → parse) and comparatives ("richer" → rich), which Porter
 * leaves whole. Common -er words (server, container) keep their own meaning.
 */
function rareAgentNoun(word: string, found: ReadonlyMap<number, Expansion>, index: FieldIndex): number[] {
  if (word.length < 5 || !word.endsWith('er')) return [];
  const pages = [...found.keys()].reduce((n, term) => Math.max(n, index.termStats(term).pages.length), 0);
  if (pages > RARE_WORD_PAGES) return [];
  return [...new Set([word.slice(0, -2), word.slice(0, -1)].flatMap((root) => index.sameStem(root)))];
}

function expand(word: string, isLast: boolean, index: FieldIndex): Expansion[] {
  const vocabulary = index.vocabulary;
  const found = new Map<number, Expansion>();
  const add = (e: Expansion) => {
    const previous = found.get(e.term);
    if (!previous || previous.quality < e.quality) found.set(e.term, e);
  };
  const exact = exactTerm(vocabulary, word);
  if (exact >= 0) add({ term: exact, quality: 1 });
  for (const term of index.sameStemOrRootOf(word)) add({ term, quality: RANKING.quality.stem });
  const hasWord = found.size > 0;
  for (const term of rareAgentNoun(word, found, index)) add({ term, quality: RANKING.quality.agentNoun });
  if (isLast || word.length >= 4) {
    const quality = isLast ? (hasWord ? RANKING.quality.prefixLastBesideExact : RANKING.quality.prefixLast) : RANKING.quality.prefixEarlier;
    const start = lowerBound(vocabulary, word);
    for (let i = start; i < vocabulary.length && i < start + MAX_PREFIX_TERMS && vocabulary[i]!.startsWith(word); i++) {
      if (i !== exact) add({ term: i, quality, prefixLength: word.length });
    }
  }
  if (!hasWord && allowedTypos(word) > 0) {
    // Typos are looked for among words with the same first letter, as readers rarely miss that one: a twentieth of the vocabulary.
    const from = lowerBound(vocabulary, word[0]!);
    const to = lowerBound(vocabulary, String.fromCharCode(word.charCodeAt(0) + 1));
    for (const m of matchTerms(vocabulary.slice(from, to), word, isLast)) {
      if (m.typos === 0) continue;
      m.term += from;
      const quality = m.prefixLength !== undefined ? RANKING.quality.typoPrefix : m.typos === 1 ? RANKING.quality.typo1 : RANKING.quality.typo2;
      add({ term: m.term, quality, ...(m.prefixLength !== undefined ? { prefixLength: m.prefixLength } : {}) });
    }
  }
  return [...found.values()];
}
