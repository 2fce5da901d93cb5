import { createHash } from 'node:crypto';
import type { PageCache } from '../compile/page-cache.js';
import type { OutputWriter } from '../output/output-writer.js';
import type { Site } from '../site/site-types.js';
import { buildLocalIndex } from './build-local-index.js';
import type { LocalIndexData } from './local-index-types.js';
import { collectSiteRecords } from './site-records.js';

/** Key of the index URL in `SiteData.chunks`. */
export const SEARCH_INDEX_CHUNK = 'searchIndex';
export const SEARCH_ASSETS_DIR = 'assets/search';

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);

export interface WrittenSearchIndex {
  /** URL of the index file, for `SiteData.chunks.searchIndex`. */
  url: string;
  records: number;
  /** Bytes of the index file and of all text shards. */
  indexBytes: number;
  shardBytes: number;
}

/**
 * The index stage of the build: records from the cached compiled pages, the local index, and its
 * files under `assets/search/` with content-hashed names (text shards first, since the index
 * names them).
 */
export async function writeSearchIndex(input: { site: Site; cache: PageCache; writer: OutputWriter }): Promise<WrittenSearchIndex> {
  const { baseUrl } = input.site.config;
  const records = await collectSiteRecords({ site: input.site, readDoc: (key) => input.cache.read(key) });
  const built = buildLocalIndex(records);
  let shardBytes = 0;
  const shards = await Promise.all(
    built.shards.map(async (shard, i) => {
      const json = JSON.stringify(shard);
      const rel = `${SEARCH_ASSETS_DIR}/text-${i}.${hashOf(json)}.json`;
      shardBytes += Buffer.byteLength(json);
      await input.writer.write(rel, json);
      return { first: built.index.shards[i]!.first, url: `${baseUrl}${rel}` };
    }),
  );
  const index: LocalIndexData = { ...built.index, shards };
  const json = JSON.stringify(index);
  const rel = `${SEARCH_ASSETS_DIR}/index.${hashOf(json)}.json`;
  await input.writer.write(rel, json);
  return { url: `${baseUrl}${rel}`, records: records.length, indexBytes: Buffer.byteLength(json), shardBytes };
}
