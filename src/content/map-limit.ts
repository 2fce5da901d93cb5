/**
 * Files read at once by the whole-site stages. Reading every file of a 100,000-page site at once runs
 * out of file descriptors (`EMFILE`; 20,000 here): a bounded pool keeps a large site whole.
 */
export const READ_CONCURRENCY = 64;

/** `Promise.all(items.map(fn))` with at most `limit` calls running; results keep the items' order, the first failure rejects. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
