import { describe, expect, it } from 'vitest';
import { eachWord, normalize, TermShapes, wordParts } from '../../src/search/tokenize.js';

/** The words the regex of the index builder finds, as the engine's char-code scanner must find them too. */
const byRegex = (text: string) => [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => [normalize(m[0]), m.index, m.index + m[0].length]);
const byScan = (text: string, only?: TermShapes) => {
  const words: [string, number, number][] = [];
  eachWord(text, (term, start, end) => void words.push([term, start, end]), only);
  return words;
};

describe('the word scanner of the search engine', () => {
  it.each([
    'Reset the user’s PASSWORD (v2) in 3 steps: objectToStringV2, HTMLtoPDF.',
    'tabs\tand\nnewlines, snake_case, kebab-case, a@b.c, [x] ^y` {z} ~',
    // Control characters 0x10-0x19 share their low bits with the digits: they are not digits.
    'one\u0010two\u0019three 42',
    'Café crème, naïve façade: 通知提供者 and Ünïcödé',
    // Curly quotes and dashes in plain prose; a decomposed accent (a mark ends the word, as in the regex); astral letters.
    'the user’s “Save” button — then 2×3 → done',
    'cafe\u0301 au lait, 𝐀𝐁𝐂 and 𝟙𝟚, emoji 🙂 between',
    '',
  ])('finds the same words, terms and places as the regex: %j', (text) => {
    expect(byScan(text)).toEqual(byRegex(text));
  });

  it('skips the ASCII words whose first letter and length no term has, and only those; words outside ASCII are always visited', () => {
    const shapes = new TermShapes(['password', 'reset']);
    expect(byScan('Reset a Password or PASSWORDS, then resets — or Réset', shapes).map(([term]) => term)).toEqual(['reset', 'password', 'reset']);
  });

  it('stops when the visitor says so', () => {
    const seen: string[] = [];
    eachWord('one two three', (term) => seen.push(term) === 2);
    expect(seen).toEqual(['one', 'two']);
  });

  it('cuts identifiers at case changes, and plain words not at all', () => {
    expect(wordParts('resetPassword').map((p) => p.term)).toEqual(['reset', 'password']);
    expect(wordParts('HTMLToPDF').map((p) => p.term)).toEqual(['html', 'to', 'pdf']);
    expect(wordParts('Password')).toEqual([]);
    expect(wordParts('ÉtéÀParis').map((p) => p.term)).toEqual(['ete', 'a', 'paris']);
  });
});
