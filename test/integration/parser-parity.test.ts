/**
 * The native parser builds the same pages as the reference one. The parse is the only step where the two
 * differ: after it, the same code runs on the tree. So every page of the Tessera site and of every fixture
 * (the Docusaurus corpus included) is parsed from what the compile stage hands the parser
 * (`parserInputOf`), with `satteri` and with `remark`, under its own site's config, and the two trees must be
 * the same, positions included (or both parsers must fail alike). A few small sites are also compiled
 * whole both ways (HTML or MDX module, table of contents, links, search sections, Markdown twin,
 * diagnostics), as a guard that nothing after the parse looks at the parser. A difference names the page
 * and the first bytes that differ. (Compiling every site twice took 230 s of the suite; the trees take a
 * fraction of that and check the same pages.)
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
import { parserInputOf } from '../../src/markdown/compile-page.js';
import { parseFrontmatter } from '../../src/markdown/frontmatter.js';
import { projectPlugins } from '../../src/markdown/project-plugins.js';
import { parse, type ParserName } from '../../src/parse/parse.js';
import type { SourceFile } from '../../src/content/source-file.js';

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

/** Sites also compiled whole with each parser: small, and between them md and mdx pages, admonitions, code, Docusaurus rules. */
const COMPILED_WHOLE: readonly string[] = ['test/fixtures/basic', 'test/fixtures/docusaurus-mini', 'test/fixtures/shell', 'test/fixtures/broken-mdx'];

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

/** JSON with keys in a fixed order and undefined left out: two trees that are deeply equal print the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** A page's tree from one parser, or how the parse failed (message and place), as text. */
function parsedWith(parser: ParserName, source: SourceFile, options: CompileOptions, syntax: Awaited<ReturnType<typeof projectPlugins>>['syntax']): string | undefined {
  const fm = parseFrontmatter(source.source, source.file);
  // A page whose frontmatter is refused is never parsed.
  if (fm.diagnostics.length) return undefined;
  const { document, format } = parserInputOf(source, fm.data.format, options);
  try {
    return canonical(parse(document, { format, parser, math: options.math, syntax }));
  } catch (error) {
    const e = error as { message?: string; place?: unknown; line?: number; column?: number };
    return `fails: ${String(e.message)} at ${canonical(e.place ?? [e.line, e.column])}`;
  }
}

/** Each page compiled whole with each parser (the build's own compile stage), as the reader would see it; differences named. */
async function compiledDifferences(site: string, docs: readonly SourceFile[], options: CompileOptions): Promise<string[]> {
  const compiled = async (parser: ParserName) => {
    const cache = new PageCache(path.join(await scratch, site.replaceAll('/', '_'), parser));
    const parserOptions: CompileOptions = { ...options, parser };
    await compileAll({ sources: [...docs], options: parserOptions, cache, workerUrl: COMPILE_WORKER_URL });
    return (source: SourceFile) => cache.read(cache.key(source, parserOptions));
  };
  const native = await compiled('satteri');
  const reference = await compiled('remark');
  const differences: string[] = [];
  for (const source of docs) {
    const [a, b] = await Promise.all([native(source), reference(source)]);
    if (!a || !b) throw new Error(`${source.file} was not compiled`);
    if (visible(a) !== visible(b)) differences.push(`${path.posix.join(site, source.file)} ${firstDifference(visible(a), visible(b))}`);
  }
  return differences;
}

describe('satteri and remark build every page alike', () => {
  for (const site of SITES) {
    it(`${site === '.' ? 'the Tessera site' : site}: the same tree for every page, or the same compiled page`, async () => {
      const { root, contentDir, options } = await siteOptions(site);
      const { docs } = await scanContent(root, contentDir);
      expect(docs.length).toBeGreaterThan(0);
      const syntax = options.projectPlugins ? (await projectPlugins(options.projectPlugins)).syntax : undefined;
      // Trees may differ where the output cannot (a whitespace text node a later step drops): those pages are compiled whole.
      const treesDiffer = docs.filter((source) => parsedWith('satteri', source, options, syntax) !== parsedWith('remark', source, options, syntax));
      const whole = COMPILED_WHOLE.includes(site) ? docs : treesDiffer;
      const differences = whole.length ? await compiledDifferences(site, whole, options) : [];
      expect(differences, differences.join('\n\n')).toEqual([]);
    }, 300_000);
  }
});
