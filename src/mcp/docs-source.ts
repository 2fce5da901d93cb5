import { readFile } from 'node:fs/promises';
import type { DocsSource } from './docs-source-type.js';
import type { SiteSession } from '../pipeline/session.js';
import { engineFromBuild } from '../server/search-endpoint.js';
import { resolveStaticFile, twinRequestPath } from '../server/static-files.js';

export type { DocsSource } from './docs-source-type.js';

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
