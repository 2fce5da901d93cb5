/**
 * Object IDs of records: a 64-bit hash of what the record says and where (two 32-bit lanes, as
 * in cyrb53), the same in Node at build time and in the browser, so the local index need not ship them.
 */
export function hash64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

export interface RecordIdentity {
  url: string;
  type: string;
  /** Headings from lvl2 down. */
  headings: readonly string[];
  content: string | null;
}

/**
 * IDs for the records of one page, in order. Two records that say the same thing in the same
 * place (a repeated paragraph) are told apart by a counter.
 */
export function objectIdsOfPage(records: readonly RecordIdentity[]): string[] {
  const seen = new Map<string, number>();
  return records.map((r) => {
    const key = hash64(`${r.url}\0${r.type}\0${r.headings.join('\0')}\0${r.content ?? ''}`);
    const repeat = seen.get(key) ?? 0;
    seen.set(key, repeat + 1);
    return repeat ? `${key}-${repeat}` : key;
  });
}
