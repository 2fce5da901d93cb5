/**
 * Words that make a query a question ("how do I", "what is", "can I", "where is my", "the different
 * ways", "X vs Y") but say nothing of what the reader looks for. They are dropped from a query that has other words, so
 * "how do I log a user out" is asked as "log user out", and never outranks the words that matter.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  'how what whats where why who whom when which i im ive me my mine we our us you your can could should would shall may might must do does did doing done is are was were be am will there here much many please want need way ways work works vs versus different various possible able just also really actually exactly somehow'.split(
    ' ',
  ),
);

/** Drops question words, unless nothing else would be left. */
export function withoutQuestionWords(words: readonly string[]): string[] {
  const kept = words.filter((w) => !QUESTION_WORDS.has(w));
  return kept.length ? kept : [...words];
}

/**
 * At most `max` words that matter (stop words between them kept, for phrases and joins): the limit
 * counts only what the ranking weighs, so the subject at the end of a long question is not cut
 * off by the small words before it.
 */
export function firstWordsThatMatter(words: readonly string[], isStopWord: (word: string) => boolean, max: number): string[] {
  const kept: string[] = [];
  let counted = 0;
  for (const w of words) {
    if (!isStopWord(w) && ++counted > max) break;
    kept.push(w);
  }
  return kept;
}

/**
 * Synonyms: groups of words or phrases that mean the same (`logout` ~ `log out` ~ `sign out`). A
 * phrase of a group found in the query (its words in order, at most two other words between them)
 * lets each of its words also be found by the group's first entry, the form the pages use: "send an
 * email" finds pages that say `sendEmail` as well as those that say "send" and "email".
 * Returns, per query word, the words it may also be found by.
 */
export function synonymsOf(words: readonly string[], groups: readonly (readonly string[][])[]): Map<number, string[]> {
  const extra = new Map<number, string[]>();
  for (const group of groups) {
    const canonical = group[0];
    if (!canonical) continue;
    for (const phrase of group.slice(1)) {
      const at = findPhrase(words, phrase);
      if (!at) continue;
      for (const i of at) extra.set(i, [...(extra.get(i) ?? []), ...canonical]);
      break;
    }
  }
  return extra;
}

/** Positions of a phrase's words in order in `words`, with at most two other words between neighbours. */
function findPhrase(words: readonly string[], phrase: readonly string[]): number[] | undefined {
  for (let start = 0; start < words.length; start++) {
    if (words[start] !== phrase[0]) continue;
    const at = [start];
    let i = start;
    for (const part of phrase.slice(1)) {
      const next = words.slice(i + 1, i + 4).indexOf(part);
      if (next < 0) break;
      i = i + 1 + next;
      at.push(i);
    }
    if (at.length === phrase.length) return at;
  }
  return undefined;
}
