import { readFile } from 'node:fs/promises';
import type { LocalSearchEngine } from '../search/local-engine.js';
import type { SiteSession } from '../pipeline/session.js';
import { engineFromBuild } from '../server/search-endpoint.js';
import { resolveStaticFile, twinRequestPath } from '../server/static-files.js';

/**
 * Where the MCP tools read the docs from: a built folder (the local search index and the Markdown
 * twins on disk) or a running session (`docsgen serve`: the same, rendered from the sources).
 */
export interface DocsSource {
  /** The site's base URL, to turn the index's hrefs into routes. */
  baseUrl: string;
  engine(): Promise<LocalSearchEngine | undefined>;
  /** The Markdown twin of the page at `route` (decoded, from the base URL, `/a/b` or `/a/`), or undefined when there is no such page. */
  markdown(route: string): Promise<string | undefined>;
}

export function docsFromBuild(root: string, baseUrl: string): DocsSource {
  return {
    baseUrl,
    engine: engineFromBuild(root, baseUrl),
    async markdown(route) {
      const file = await resolveStaticFile(root, encodeURI(twinRequestPath(route)));
      return file ? readFile(file, 'utf8') : undefined;
    },
  };
}

export function docsFromSession(session: () => Promise<SiteSession>): DocsSource {
  let baseUrl = '/';
  return {
    get baseUrl() {
      return baseUrl;
    },
    async engine() {
      const s = await session();
      baseUrl = s.config.baseUrl;
      return s.searchEngine();
    },
    async markdown(route) {
      const s = await session();
      baseUrl = s.config.baseUrl;
      const entry = s.renderer.lookup(route);
      return entry ? s.twinOf(entry) : undefined;
    },
  };
}
