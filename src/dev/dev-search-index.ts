import { buildLocalIndex } from '../search/build-local-index.js';
import type { LocalIndexData } from '../search/local-index-types.js';
import { collectSiteRecords } from '../search/site-records.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { Site } from '../site/site-types.js';

/** Where the dev server serves the local search index, under the base URL (stable, so pages need no re-render when it changes). */
export const DEV_SEARCH_DIR = '__docsgen/search/';

/**
 * The local search index in the dev server: the build's own index stages (`collectSiteRecords`,
 * `buildLocalIndex`), run on the first search rather than at start, kept in memory and dropped
 * when content changes. The build writes the same data under content-hashed names instead.
 */
export class DevSearchIndex {
  private files?: Promise<Map<string, string>>;

  invalidate(): void {
    this.files = undefined;
  }

  /** One file of the index (`index.json` or `text-<n>.json`, relative to `DEV_SEARCH_DIR`). */
  async file(name: string, site: Site, readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>): Promise<string | undefined> {
    this.files ??= this.build(site, readDoc);
    const pending = this.files;
    pending.catch(() => {
      if (this.files === pending) this.files = undefined;
    });
    return (await pending).get(name);
  }

  private async build(site: Site, readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>): Promise<Map<string, string>> {
    const base = `${site.config.baseUrl}${DEV_SEARCH_DIR}`;
    const built = buildLocalIndex(await collectSiteRecords({ site, readDoc }));
    const files = new Map<string, string>();
    const shards = built.shards.map((shard, i) => {
      files.set(`text-${i}.json`, JSON.stringify(shard));
      return { first: built.index.shards[i]!.first, url: `${base}text-${i}.json` };
    });
    const index: LocalIndexData = { ...built.index, shards };
    files.set('index.json', JSON.stringify(index));
    return files;
  }
}
