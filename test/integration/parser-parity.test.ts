/**
 * The native parser builds the same pages as the reference one. Every page of the Tessera site and
 * of every fixture (the Docusaurus corpus included) is compiled twice, with `markdown.parser`
 * `satteri` and `remark`, under its own site's config; the compiled pages (HTML or MDX module,
 * table of contents, links, search sections, Markdown twin) and the diagnostics (file:line:column
 * and message) must be the same. A difference names the page and the first bytes that differ.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileAll } from '../../src/compile/compile-all.js';
import { PageCache } from '../../src/compile/page-cache.js';
import { scanContent } from '../../src/content/scan-content.js';
import { contentRootsOf, type ContentRoot } from '../../src/content/content-roots.js';
import { loadConfig } from '../../src/config/load-config.js';
import { COMPILE_WORKER_URL } from '../../src/engine/engine-paths.js';
import type { CompileOptions } from '../../src/markdown/compile-page.js';
import type { CompiledDoc } from '../../src/markdown/compiled-doc.js';
import { compileOptionsOf } from '../../src/pipeline/session.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITES = process.env.PARITY_SITES?.split(',') ?? [
  '.',
  'test/fixtures/basic',
  'test/fixtures/broken-links',
  'test/fixtures/broken-mdx',
  'test/fixtures/broken-yaml',
  'test/fixtures/docusaurus-compat',
  'test/fixtures/docusaurus-mini',
  'test/fixtures/search',
  'test/fixtures/shell',
  'test/fixtures/docusaurus/jest/website',
  'test/fixtures/docusaurus/kysely/site',
  'test/fixtures/docusaurus/redux/website',
  'test/fixtures/docusaurus/reselect/website',
  // The Docusaurus corpus (projects nobody tuned the parser on); gnark and h3 name remark-math, so both runs read them with remark.
  'test/fixtures/docusaurus-corpus/besu',
  'test/fixtures/docusaurus-corpus/classic-template',
  'test/fixtures/docusaurus-corpus/databend',
  'test/fixtures/docusaurus-corpus/gnark',
  'test/fixtures/docusaurus-corpus/h3/website',
  'test/fixtures/docusaurus-corpus/keploy',
  'test/fixtures/docusaurus-corpus/storybooker/website',
  'test/fixtures/docusaurus-corpus/teku',
];

/** The first place two texts differ, with a little context on either side. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `at byte ${i}:\n  satteri: ${JSON.stringify(a.slice(from, i + 80))}\n  remark:  ${JSON.stringify(b.slice(from, i + 80))}`;
}

/** What a reader of the site sees of a compiled page, diagnostics as `file:line:column message`. */
function visible(doc: CompiledDoc): string {
  const { diagnostics, ...page } = doc;
  return JSON.stringify({ ...page, diagnostics: diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code ?? ''} ${d.message}`) }, null, 1);
}

async function siteOptions(site: string): Promise<{ root: string; contentDir: ContentRoot[]; options: CompileOptions }> {
  const root = path.join(ROOT, site);
  const { config } = await loadConfig(root);
  // Every docs version's pages (teku and keploy have several).
  return { root, contentDir: contentRootsOf(config), options: compileOptionsOf(config) };
}

const scratch = mkdtemp(path.join(os.tmpdir(), 'docsgen-parity-'));
afterAll(async () => rm(await scratch, { recursive: true, force: true, maxRetries: 3 }));

describe('satteri and remark compile every page alike', () => {
  for (const site of SITES) {
    it(`${site === '.' ? 'the Tessera site' : site}: same HTML and diagnostics with both parsers`, async () => {
      const { root, contentDir, options } = await siteOptions(site);
      const { docs } = await scanContent(root, contentDir);
      expect(docs.length).toBeGreaterThan(0);
      // The build's own compile stage (worker threads on larger sites), once per parser, each into its own cache.
      const compiled = async (parser: 'satteri' | 'remark') => {
        const cache = new PageCache(path.join(await scratch, parser));
        const parserOptions: CompileOptions = { ...options, parser };
        await compileAll({ sources: docs, options: parserOptions, cache, workerUrl: COMPILE_WORKER_URL });
        return (source: (typeof docs)[number]) => cache.read(cache.key(source, parserOptions));
      };
      const native = await compiled('satteri');
      const reference = await compiled('remark');
      const differences: string[] = [];
      for (const source of docs) {
        const [a, b] = await Promise.all([native(source), reference(source)]);
        if (!a || !b) throw new Error(`${source.file} was not compiled`);
        if (visible(a) !== visible(b)) differences.push(`${path.posix.join(site, source.file)} ${firstDifference(visible(a), visible(b))}`);
      }
      expect(differences, differences.join('\n\n')).toEqual([]);
      // About 60 s for all sites on two idle cores; the limit leaves room for a shared machine.
    }, 900_000);
  }
});
