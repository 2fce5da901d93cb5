import type { HighlightResult, SnippetResult } from './record-types.js';
import { eachWord, hasInnerCapital, tokenize, wordParts, type TermShapes } from './tokenize.js';

/** What a query matched: term → which query word and, for a prefix match, how much of the term. */
export type TermMatcher = (term: string) => { word: number; prefixLength?: number } | undefined;

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface Marked {
  /** Word boundaries in the text. */
  words: { start: number; end: number; marked: boolean }[];
  /** Highlighted ranges, in order. */
  ranges: [number, number][];
  /** Query words found. */
  found: Set<number>;
}

/** The words of a text and which of them a query matched: made once per text, shared by its highlight and its snippet. */
export function mark(text: string, query: QueryWords): Marked {
  const { matcher } = query;
  const words: Marked['words'] = [];
  const ranges: [number, number][] = [];
  const found = new Set<number>();
  // A prefix match marks as much of the word as the reader typed, where folding kept the word's length.
  const lengthOf = (term: string, length: number, prefix: number | undefined) => (prefix !== undefined && term.length === length ? Math.min(prefix, length) : length);
  eachWord(
    text,
    (term, start, end, ascii) => {
      const whole = term ? matcher(term) : undefined;
      let marked = false;
      if (whole) {
        found.add(whole.word);
        ranges.push([start, start + lengthOf(term, end - start, whole.prefixLength)]);
        marked = true;
      } else if (!ascii || hasInnerCapital(text, start, end)) {
        const word = text.slice(start, end);
        for (const part of wordParts(word)) {
          const hit = matcher(part.term);
          if (!hit) continue;
          found.add(hit.word);
          ranges.push([start + part.start, start + part.start + lengthOf(part.term, part.end - part.start, hit.prefixLength)]);
          marked = true;
        }
        // Text written without spaces (`通知提供者`): its matching character pairs, overlapping, marked as one stretch each.
        // Only words outside ASCII can hold such text: plain words are not cut again on this hot path.
        const pairs = marked || ascii ? [] : tokenize(word);
        if (pairs.length > 1) {
          for (const pair of pairs) {
            const hit = matcher(pair.term);
            if (!hit) continue;
            found.add(hit.word);
            const last = ranges.at(-1);
            if (last && last[1] >= start + pair.start) last[1] = Math.max(last[1], start + pair.end);
            else ranges.push([start + pair.start, start + pair.end]);
            marked = true;
          }
        }
      }
      words.push({ start, end, marked });
    },
    query.shapes,
    true,
  );
  return { words, ranges, found };
}

function render(text: string, from: number, to: number, ranges: readonly [number, number][], tags: HighlightTags): string {
  let out = '';
  let at = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    const start = Math.max(s, at);
    const end = Math.min(e, to);
    if (end <= start) continue;
    out += text.slice(at, start) + tags.pre + text.slice(start, end) + tags.post;
    at = end;
  }
  return out + text.slice(at, to);
}

function matchLevel(found: number, total: number): HighlightResult['matchLevel'] {
  return found === 0 ? 'none' : found >= total ? 'full' : 'partial';
}

export interface QueryWords {
  /** The words as the reader typed them (Algolia reports these as `matchedWords`). */
  words: readonly string[];
  matcher: TermMatcher;
  /** The first letters and lengths of the terms `matcher` knows: the words worth asking it about. */
  shapes: TermShapes;
}

/** Algolia's `_highlightResult` entry: the whole value with matches wrapped in the tags. Text is not escaped, as Algolia does not. */
export function highlight(text: string, query: QueryWords, tags: HighlightTags, m: Marked = mark(text, query)): HighlightResult {
  const result: HighlightResult = {
    value: render(text, 0, text.length, m.ranges, tags),
    matchLevel: matchLevel(m.found.size, query.words.length),
    matchedWords: [...m.found].sort((a, b) => a - b).map((i) => query.words[i]!),
  };
  if (m.found.size > 0) result.fullyHighlighted = m.words.length > 0 && m.words.every((w) => w.marked);
  return result;
}

/** Algolia's `_snippetResult` entry: the `length` words with the most matches, around them, `ellipsis` where text was cut. */
export function snippet(text: string, query: QueryWords, tags: HighlightTags & { length: number; ellipsis: string }, m: Marked = mark(text, query)): SnippetResult {
  const level = matchLevel(m.found.size, query.words.length);
  if (m.words.length <= tags.length) return { value: render(text, 0, text.length, m.ranges, tags), matchLevel: level };
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let i = 0; i < m.words.length; i++) {
    if (m.words[i]!.marked) count++;
    if (i >= tags.length && m.words[i - tags.length]!.marked) count--;
    const start = i - tags.length + 1;
    if (start >= 0 && count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  // Centre the window on its matches, so the reader sees what leads to them and what follows.
  const inWindow = m.words.map((w, i) => (w.marked && i >= best && i < best + tags.length ? i : -1)).filter((i) => i >= 0);
  if (inWindow.length) {
    const middle = (inWindow[0]! + inWindow.at(-1)!) / 2;
    best = Math.min(m.words.length - tags.length, Math.max(0, Math.round(middle - (tags.length - 1) / 2)));
  }
  const last = Math.min(m.words.length, best + tags.length) - 1;
  const from = best === 0 ? 0 : m.words[best]!.start;
  const to = last === m.words.length - 1 ? text.length : m.words[last]!.end;
  const value = (from > 0 ? tags.ellipsis : '') + render(text, from, to, m.ranges, tags) + (to < text.length ? tags.ellipsis : '');
  return { value, matchLevel: level };
}
