import type { LocalSearchEngine } from '../search/local-engine.js';
import type { LocalIndexData, ShardData } from '../search/local-index-types.js';
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
  private engineOf?: { files: Promise<Map<string, string>>; engine: Promise<LocalSearchEngine> };

  invalidate(): void {
    this.files = undefined;
  }

  /** The local engine over the same files, for the Algolia-shaped search API (`src/server/search-endpoint.ts`). */
  engine(site: Site, readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>): Promise<LocalSearchEngine> {
    const files = this.filesFor(site, readDoc);
    if (this.engineOf?.files !== files) {
      const engine = files.then(async (all) => {
        const { LocalSearchEngine } = await import('../search/local-engine.js');
        const shardOf = async (url: string) => JSON.parse(all.get(url.slice(url.lastIndexOf('/') + 1)) ?? 'null') as ShardData;
        return new LocalSearchEngine(JSON.parse(all.get('index.json')!) as LocalIndexData, shardOf);
      });
      this.engineOf = { files, engine };
    }
    return this.engineOf.engine;
  }

  /** One file of the index (`index.json` or `text-<n>.json`, relative to `DEV_SEARCH_DIR`). */
  async file(name: string, site: Site, readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>): Promise<string | undefined> {
    return (await this.filesFor(site, readDoc)).get(name);
  }

  private filesFor(site: Site, readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>): Promise<Map<string, string>> {
    if (!this.files) {
      const pending = this.build(site, readDoc);
      pending.catch(() => {
        if (this.files === pending) this.files = undefined;
      });
      this.files = pending;
    }
    return this.files;
  }

  private async build(site: Site, readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>): Promise<Map<string, string>> {
    const base = `${site.config.baseUrl}${DEV_SEARCH_DIR}`;
    const [{ buildLocalIndex }, { collectSiteRecords }] = await Promise.all([import('../search/build-local-index.js'), import('../search/site-records.js')]);
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
