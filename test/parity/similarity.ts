/**
 * Text parity as a token-level diff ratio: 2 x (tokens in common, in order) / (tokens in both texts),
 * 1 for identical texts. Words and single punctuation marks are tokens, so a lost sentence costs its
 * words and a changed quote mark costs one token.
 */

/**
 * Lower-cased: CSS decides the case readers see (admonition titles, tab labels), so case is not a
 * difference in the text. Han and kana characters are one token each: those scripts put no spaces
 * between words.
 */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}_])+|[^\s\p{L}\p{N}_]/gu) ?? [];
}

/**
 * Length of the longest common subsequence by Myers' O((N+M)D) greedy walk (only the edit distance
 * is needed, so no trace is kept). Past `maxEdits` the walk stops and undefined says "too different
 * to measure exactly".
 */
function lcsLength(a: readonly string[], b: readonly string[], maxEdits: number): number | undefined {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return (n + m - d) / 2;
    }
  }
  return undefined;
}

/** Tokens shared as multisets: an upper bound of the ordered count, used when the texts are too far apart. */
function sharedTokens(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let shared = 0;
  for (const t of b) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      shared++;
      counts.set(t, c - 1);
    }
  }
  return shared;
}

export interface Similarity {
  ratio: number;
  /** false when the texts differed too much for the exact diff and the order-free count was used. */
  exact: boolean;
}

export function similarity(a: readonly string[], b: readonly string[], maxEdits = 6000): Similarity {
  if (a.length + b.length === 0) return { ratio: 1, exact: true };
  const common = lcsLength(a, b, maxEdits);
  if (common !== undefined) return { ratio: (2 * common) / (a.length + b.length), exact: true };
  return { ratio: (2 * sharedTokens(a, b)) / (a.length + b.length), exact: false };
}

/** Where two token lists first part, with a few tokens of each side from there: what a reader would look at first. */
export function firstDivergence(a: readonly string[], b: readonly string[], width = 12): { at: number; reference: string; docsgen: string } | undefined {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return undefined;
  const from = Math.max(0, i - 3);
  return { at: i, reference: a.slice(from, i + width).join(' '), docsgen: b.slice(from, i + width).join(' ') };
}

/** Tokens one side has more of than the other, most frequent first. */
export function tokenSurplus(a: readonly string[], b: readonly string[], limit = 8): string[] {
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  for (const t of b) counts.set(t, (counts.get(t) ?? 0) - 1);
  return [...counts]
    .filter(([t, c]) => c > 0 && /[\p{L}\p{N}]/u.test(t))
    .sort((x, y) => y[1] - x[1])
    .slice(0, limit)
    .map(([t, c]) => (c > 1 ? `${t} x${c}` : t));
}
