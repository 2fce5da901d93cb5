import type { LocalIndexData, ShardData } from './local-index-types.js';
import { objectIdsOfPage } from './object-id.js';
import type { RecordTable } from './record-table.js';

export type ShardLoader = (url: string) => Promise<ShardData>;

interface LoadedShard {
  texts: ShardData;
  objectIDs: string[];
}

/**
 * The paragraph texts of the local index, fetched shard by shard as result pages need them (each
 * shard once), with the object IDs they give: computed page by page, as the build did.
 */
export class TextShards {
  private readonly loaded = new Map<number, Promise<LoadedShard>>();

  constructor(
    private readonly shards: LocalIndexData['shards'],
    private readonly table: RecordTable,
    private readonly load: ShardLoader,
  ) {}

  /** Object ID and text of each record. */
  async of(ids: readonly number[]): Promise<Map<number, { objectID: string; content: string | null }>> {
    const needed = [...new Set(ids.map((id) => this.shardOf(id)))];
    const shards = new Map(await Promise.all(needed.map(async (s) => [s, await this.shard(s)] as const)));
    return new Map(
      ids.map((id) => {
        const s = this.shardOf(id);
        const offset = id - this.shards[s]!.first;
        const { texts, objectIDs } = shards.get(s)!;
        return [id, { objectID: objectIDs[offset]!, content: texts[offset] ?? null }];
      }),
    );
  }

  private shardOf(id: number): number {
    let lo = 0;
    let hi = this.shards.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.shards[mid]!.first <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private shard(index: number): Promise<LoadedShard> {
    let pending = this.loaded.get(index);
    if (!pending) {
      const first = this.shards[index]!.first;
      pending = this.load(this.shards[index]!.url).then((texts) => ({ texts, objectIDs: this.objectIDs(first, texts) }));
      this.loaded.set(index, pending);
      pending.catch(() => this.loaded.delete(index));
    }
    return pending;
  }

  private objectIDs(first: number, texts: ShardData): string[] {
    const ids: string[] = [];
    const end = first + texts.length;
    for (let id = first; id < end;) {
      const pageEnd = Math.min(this.table.pageRange(this.table.page(id))[1], end);
      const identities = [];
      for (let r = id; r < pageEnd; r++) {
        const record = this.table.record(r, '', texts[r - first] ?? null);
        identities.push({ url: record.url, type: record.type, headings: this.table.headingsOf(r), content: record.content });
      }
      ids.push(...objectIdsOfPage(identities));
      id = pageEnd;
    }
    return ids;
  }
}
