/**
 * How text becomes search terms, shared by the index builder and the engine so both cut words the
 * same way: letters and digits, lower-cased, accents folded; identifiers such as `resetPassword`
 * or `objecttostringv2` also yield their parts (`reset`, `password`; `objecttostring`, `v2`).
 */

export interface Token {
  /** Normalised form. */
  term: string;
  /** Offsets in the original text. */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

const ASCII = /^[\x00-\x7f]*$/;

export function normalize(word: string): string {
  // Most words are plain ASCII: folding accents is only needed, and only paid for, when they are not.
  return ASCII.test(word) ? word.toLowerCase() : word.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar): a run of
 * them is cut into overlapping pairs of characters (`通知提供` → `通知`, `知提`, `提供`), as CJK search
 * engines do without a dictionary, so a query finds the words inside a sentence; the index and the
 * query are cut the same way, in Node and in every browser.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu;

/** The searchable pieces of one matched word, with offsets in the text: the word, or its unspaced runs as pairs and the rest as words. */
function piecesOf(word: string, at: number): { text: string; start: number; end: number }[] {
  if (ASCII.test(word)) return [{ text: word, start: at, end: at + word.length }];
  const pieces: { text: string; start: number; end: number }[] = [];
  let last = 0;
  for (const run of word.matchAll(UNSPACED)) {
    if (run.index > last) pieces.push({ text: word.slice(last, run.index), start: at + last, end: at + run.index });
    const chars = [...run[0]];
    let offset = at + run.index;
    if (chars.length === 1) pieces.push({ text: chars[0]!, start: offset, end: offset + chars[0]!.length });
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      pieces.push({ text: pair, start: offset, end: offset + pair.length });
      offset += chars[i]!.length;
    }
    last = run.index + run[0].length;
  }
  if (last === 0) return [{ text: word, start: at, end: at + word.length }];
  if (last < word.length) pieces.push({ text: word.slice(last), start: at + last, end: at + word.length });
  return pieces;
}

/** The search terms one matched word stands for: itself, or the character pairs of its unspaced runs. */
export function termsOfWord(word: string): string[] {
  if (ASCII.test(word)) return [word.toLowerCase()];
  return piecesOf(word, 0).map((p) => normalize(p.text));
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/**
 * Calls `visit` with each word of a text (a run of letters and digits): its term (`normalize`d), its
 * place, and whether the word is ASCII; stops when `visit` returns true. With `only`, ASCII words that
 * cannot be one of its terms are skipped, or with `all` visited with an empty term. The same words as
 * `WORD` finds, scanned by char code without a match object per word, and folded only where a word
 * has letters outside ASCII: this runs over every paragraph of every hit a query shows.
 */
export function eachWord(text: string, visit: (term: string, start: number, end: number, ascii: boolean) => boolean | void, only?: TermShapes, all = false): void {
  const n = text.length;
  let start = -1;
  let ascii = true;
  for (let i = 0; i <= n; i++) {
    // Past the end, charCodeAt gives NaN: no letter, no digit. A letter's 0x20 bit makes it lower case.
    const code = text.charCodeAt(i);
    let width = 1;
    let inWord: boolean;
    if (!(code >= 128)) {
      const lower = code | 0x20;
      inWord = (lower >= 97 && lower <= 122) || (code >= 48 && code <= 57);
    } else {
      // Outside ASCII (a curly quote, a dash, an accented or astral letter): asked of the regex's own class, one code point.
      width = code >= 0xd800 && code <= 0xdbff && i + 1 < n ? 2 : 1;
      inWord = LETTER_OR_DIGIT.test(text.slice(i, i + width));
    }
    if (inWord) {
      if (start < 0) {
        start = i;
        ascii = true;
      }
      if (code >= 128) ascii = false;
    } else if (start >= 0) {
      if (!ascii) {
        if (visit(normalize(text.slice(start, i)), start, i, false)) return;
      } else if (!only || only.admits(text.charCodeAt(start) | 0x20, i - start)) {
        if (visit(text.slice(start, i).toLowerCase(), start, i, true)) return;
      } else if (all && visit('', start, i, true)) return;
      start = -1;
    }
    i += width - 1;
  }
}

const MAX_SHAPE_LENGTH = 63;

/**
 * The first letters and lengths of a set of ASCII terms: lets `eachWord` pass over the words of a
 * text that cannot be one of them without cutting them out, which is most words.
 */
export class TermShapes {
  private readonly seen = new Uint8Array(128 * (MAX_SHAPE_LENGTH + 1));

  constructor(terms: Iterable<string>) {
    for (const term of terms) {
      const first = term.charCodeAt(0);
      if (first < 128) this.seen[first * (MAX_SHAPE_LENGTH + 1) + Math.min(term.length, MAX_SHAPE_LENGTH)] = 1;
    }
  }

  admits(first: number, length: number): boolean {
    return this.seen[first * (MAX_SHAPE_LENGTH + 1) + Math.min(length, MAX_SHAPE_LENGTH)] === 1;
  }
}

/** Words of a text with their places, for highlighting. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) for (const piece of piecesOf(m[0], m.index)) tokens.push({ term: normalize(piece.text), start: piece.start, end: piece.end });
  return tokens;
}

/**
 * Parts of one word at case changes (`resetPassword`, `HTMLToPDF`), with offsets relative to the
 * word. Digits stay with the part before them (`objecttostringv2`). Empty when the word is one part.
 */
export function wordParts(word: string): { term: string; start: number; end: number }[] {
  // Most words have no capital after their first letter, and so no parts: this runs on every word highlighted.
  if (!hasInnerCapital(word, 0, word.length)) return [];
  const cuts: number[] = [0];
  for (let i = 1; i < word.length; i++) {
    const prev = word[i - 1]!;
    const cur = word[i]!;
    const next = word[i + 1];
    const intoUpper = !isUpper(prev) && isUpper(cur) && (isLower(prev) || isDigit(prev));
    const acronymEnd = isUpper(prev) && isUpper(cur) && next !== undefined && isLower(next);
    if (intoUpper || acronymEnd) cuts.push(i);
  }
  if (cuts.length === 1) return [];
  cuts.push(word.length);
  return cuts.slice(0, -1).map((start, i) => ({ term: normalize(word.slice(start, cuts[i + 1])), start, end: cuts[i + 1]! }));
}

/** Every term a text is found by: its words and their parts. */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    for (const { text: word } of piecesOf(m[0], m.index)) {
      terms.add(normalize(word));
      for (const part of wordParts(word)) terms.add(part.term);
    }
  }
  return terms;
}

/**
 * English contractions and possessives: "user's" is the user, "isn't" is "is not". Left as they
 * are, the apostrophe would cut off a stray `s` or `t` that matches every page.
 */
const NEGATION = /\b(?:(ca)|(wo)|(\p{L}+))n['’]t\b/giu;
const CONTRACTION = /(?<=\p{L})['’](?:s|re|ve|ll|d|m)\b/giu;
const expandContractions = (query: string) => query.replace(NEGATION, (_, ca?: string, wo?: string, other?: string) => `${ca ? 'can' : wo ? 'will' : other} not`).replace(CONTRACTION, '');

/** Words a query asks for, in order, without repeats. */
export function queryWords(query: string, max = 10): string[] {
  const words = tokenize(expandContractions(query)).map((t) => t.term);
  return [...new Set(words)].slice(0, max);
}

const INNER_CAPITAL = /.\p{Lu}/u;

/** Whether a capital follows the first letter of the word at `[start, end)` of a text: scanned by char code for ASCII, by Unicode property otherwise. */
export function hasInnerCapital(text: string, start: number, end: number): boolean {
  for (let i = start + 1; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) return true;
    if (code > 127) return INNER_CAPITAL.test(text.slice(start, end));
  }
  return false;
}

function isLower(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return code >= 97 && code <= 122;
  return c !== c.toUpperCase() && c === c.toLowerCase();
}
function isUpper(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return c !== c.toLowerCase() && c === c.toUpperCase();
}
function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/**
 * Words too common to tell paragraphs apart. They are left out of the paragraph postings (a third
 * of the index) and are optional in queries; titles and headings still match them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by can do does for from has have if in into is it its no not of on or so than that the their them then there these they this to was were when which will with you your'.split(
    ' ',
  ),
);
