/**
 * One session for build and dev: the same route is the same HTML from `docsgen build` and from
 * `docsgen serve`, byte for byte, once the few things that differ by design are set aside: the dev
 * client's tags, the bundles' content hashes (dev bundles are not minified), the search index's
 * name (hashed in the build, stable in dev), the mode, and the build id.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { outputPathOfRoute } from '../../src/content/route-of-file.js';
import { buildFixture, removeDir } from '../helpers/build-fixture.js';

let root: string;
let outDir: string;
let server: DevServer;

beforeAll(async () => {
  const built = await buildFixture('basic');
  expect(built.ok).toBe(true);
  root = built.root;
  outDir = built.outDir;
  server = await startDevServer({ root, port: 0 });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await removeDir(root);
});

/** Sets aside only what differs between the modes by design. */
function byDesign(html: string): string {
  return html
    .replace(/\n?<script type="application\/json" id="__docsgen_dev">[^<]*<\/script>\n?<script type="module" src="\/__docsgen\/dev-client\.js"><\/script>/, '')
    .replace(/\/assets\/(main|search-worker)\.[A-Z0-9]+\.(js|css)/g, '/assets/$1.HASH.$2')
    .replace(/"searchIndex":"\/assets\/search\/index(\.[0-9a-f]+)?\.json"/, '"searchIndex":"SEARCH_INDEX"')
    .replace(/"mode":"(production|development)"/, '"mode":"MODE"')
    .replace(/"buildId":"[^"]+"/, '"buildId":"ID"');
}

describe('build and serve render through one session', () => {
  for (const route of ['/', '/reference/Alpha', '/guides/Page with spaces', '/guides/Tabs demo', '/tags']) {
    it(`${route} is the same HTML in both modes, but for the dev client and what differs by design`, async () => {
      const built = await readFile(path.join(outDir, outputPathOfRoute(route)), 'utf8');
      const served = await (await fetch(`${server.url.replace(/\/$/, '')}${encodeURI(route)}`)).text();
      expect(served).toContain('/__docsgen/dev-client.js');
      expect(built).not.toContain('/__docsgen/dev-client.js');
      expect(byDesign(served)).toBe(byDesign(built));
    });
  }
});
