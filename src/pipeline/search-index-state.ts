import type { LocalSearchEngine } from '../search/local-engine.js';
import type { LocalIndexData, ShardData } from '../search/local-index-types.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import { SEARCH_ASSETS_DIR, searchIndexFiles } from '../search-index/search-index-files.js';
import type { Site } from '../site/site-types.js';

type ReadDoc = (cacheKey: string) => Promise<CompiledDoc | undefined>;

/**
 * The local search index of a session, for the dev server: the build's own index stage under
 * stable names, run on the first search rather than at start, kept in memory and dropped when
 * content changes.
 */
export class SearchIndexState {
  private files?: Promise<Map<string, string>>;
  private engineOf?: { files: Promise<Map<string, string>>; engine: Promise<LocalSearchEngine> };

  invalidate(): void {
    this.files = undefined;
  }

  /** The local engine over the same files, for the Algolia-shaped search API (`src/server/search-endpoint.ts`). */
  engine(site: Site, readDoc: ReadDoc): Promise<LocalSearchEngine> {
    const files = this.filesFor(site, readDoc);
    if (this.engineOf?.files !== files) {
      const engine = files.then(async (all) => {
        const { LocalSearchEngine } = await import('../search/local-engine.js');
        const shardOf = async (url: string) => JSON.parse(all.get(`${SEARCH_ASSETS_DIR}/${url.slice(url.lastIndexOf('/') + 1)}`) ?? 'null') as ShardData;
        return new LocalSearchEngine(JSON.parse(all.get(`${SEARCH_ASSETS_DIR}/index.json`)!) as LocalIndexData, shardOf);
      });
      this.engineOf = { files, engine };
    }
    return this.engineOf.engine;
  }

  /** One file of the index by its path under the base URL (`assets/search/index.json`). */
  async file(rel: string, site: Site, readDoc: ReadDoc): Promise<string | undefined> {
    if (!rel.startsWith(`${SEARCH_ASSETS_DIR}/`)) return undefined;
    return (await this.filesFor(site, readDoc)).get(rel);
  }

  private filesFor(site: Site, readDoc: ReadDoc): Promise<Map<string, string>> {
    if (!this.files) {
      const pending = searchIndexFiles({ site, readDoc, names: 'stable' }).then((built) => new Map(built.files.map((f) => [f.path, String(f.data)])));
      pending.catch(() => {
        if (this.files === pending) this.files = undefined;
      });
      this.files = pending;
    }
    return this.files;
  }
}
