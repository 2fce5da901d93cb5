import { createHash } from 'node:crypto';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { OutputFile } from '../output/output-file.js';
import type { Site } from '../site/site-types.js';
import { buildLocalIndex, type PageFacts } from './build-local-index.js';
import type { LocalIndexData } from '../search/local-index-types.js';
import { collectSiteRecords } from './site-records.js';
import { queryWords } from '../search/tokenize.js';

/** Key of the index URL in `SiteData.chunks`. */
export const SEARCH_INDEX_CHUNK = 'searchIndex';
export const SEARCH_ASSETS_DIR = 'assets/search';

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);

export interface SearchIndexFiles {
  /** URL of the index file, for `SiteData.chunks.searchIndex`. */
  url: string;
  files: OutputFile[];
  records: number;
  /** Bytes of the index file and of all text shards. */
  indexBytes: number;
  shardBytes: number;
}

export interface SearchIndexInput {
  site: Site;
  readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>;
  /** `hashed`: content-hashed names for long caching (the build); `stable`: fixed names, so pages need no re-render when the index changes (dev). */
  names: 'hashed' | 'stable';
}

/** The URL the index has under stable names, known before it is built. */
export const stableSearchIndexUrl = (baseUrl: string) => `${baseUrl}${SEARCH_ASSETS_DIR}/index.json`;

/**
 * The index stage: records from the compiled pages, the local index, and its files under
 * `assets/search/` (text shards first, since the index names them).
 */
export async function searchIndexFiles(input: SearchIndexInput): Promise<SearchIndexFiles> {
  const { baseUrl } = input.site.config;
  const facts = new Map<string, PageFacts>();
  const records = await collectSiteRecords({
    site: input.site,
    readDoc: input.readDoc,
    onPage: (href, doc) => facts.set(href, { description: doc.description, keywords: doc.frontmatter.keywords ?? [] }),
  });
  const built = buildLocalIndex(records, facts);
  const nameOf = (stem: string, json: string) => `${SEARCH_ASSETS_DIR}/${stem}${input.names === 'hashed' ? `.${hashOf(json)}` : ''}.json`;
  const files: OutputFile[] = [];
  let shardBytes = 0;
  const shards = built.shards.map((shard, i) => {
    const json = JSON.stringify(shard);
    const rel = nameOf(`text-${i}`, json);
    shardBytes += Buffer.byteLength(json);
    files.push({ path: rel, data: json });
    return { first: built.index.shards[i]!.first, url: `${baseUrl}${rel}` };
  });
  // Synonyms travel with the index: the engine runs in the browser.
  const synonyms = input.site.config.search.synonyms.map((group) => group.map((entry) => queryWords(entry)).filter((words) => words.length > 0));
  const index: LocalIndexData = { ...built.index, shards, ...(synonyms.length ? { synonyms } : {}) };
  const json = JSON.stringify(index);
  const rel = nameOf('index', json);
  files.push({ path: rel, data: json });
  return { url: `${baseUrl}${rel}`, files, records: records.length, indexBytes: Buffer.byteLength(json), shardBytes };
}
