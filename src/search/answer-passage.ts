import type { QueryWords } from './highlight.js';
import { eachWord } from './tokenize.js';

/** The best sentence or two of a section for a question, with the query's words marked. */
export interface AnswerPassage {
  text: string;
  /** Ranges of `text` that are query words, in order. */
  marks: [start: number, end: number][];
  /** Sum of the rarity of the distinct query words the passage has. */
  score: number;
  /** How many distinct query words it has. */
  words: number;
}

/** A sentence ends at `.`, `!` or `?` before a space and a capital, digit, quote or code. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'`(])/u;
/** A passage a reader takes in at a glance: a second sentence only while the first is short. */
const SHORT_SENTENCE = 140;
const MAX_PASSAGE = 320;

function marksOf(text: string, query: QueryWords): { marks: [number, number][]; found: Set<number> } {
  const marks: [number, number][] = [];
  const found = new Set<number>();
  eachWord(
    text,
    (term, start, end) => {
      const hit = query.matcher(term);
      if (!hit) return;
      found.add(hit.word);
      const length = hit.prefixLength !== undefined && term.length === end - start ? Math.min(hit.prefixLength, end - start) : end - start;
      marks.push([start, start + length]);
    },
    query.shapes,
  );
  return { marks, found };
}

/**
 * Of a section's paragraphs, the sentence with the most of the query's rarity (`weights[word]`),
 * followed by the next one when it is short; ties go to the earlier sentence, which usually says
 * what the section is about.
 */
export function bestPassage(paragraphs: readonly string[], query: QueryWords, weights: readonly number[]): AnswerPassage | undefined {
  let best: AnswerPassage | undefined;
  for (const paragraph of paragraphs) {
    const sentences = paragraph.split(SENTENCE_END);
    sentences.forEach((sentence, i) => {
      const { found } = marksOf(sentence, query);
      const score = [...found].reduce((sum, w) => sum + (weights[w] ?? 0), 0);
      if (found.size === 0 || (best && score <= best.score)) return;
      const next = sentences[i + 1];
      const text = sentence.length < SHORT_SENTENCE && next && sentence.length + next.length < MAX_PASSAGE ? `${sentence} ${next}` : sentence;
      const clipped = text.length > MAX_PASSAGE ? `${text.slice(0, text.lastIndexOf(' ', MAX_PASSAGE))} …` : text;
      best = { text: clipped, marks: marksOf(clipped, query).marks, score, words: found.size };
    });
  }
  return best;
}
