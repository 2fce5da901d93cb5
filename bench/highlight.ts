/**
 * Highlighting alone, per engine (issue 36): every fenced block of the Tessera site (`content/`) and of the
 * databend corpus fixture, as `rehypeCodeBlocks` would hand it to shiki (language normalised, magic comments
 * applied, the per-page limit kept), highlighted by
 *   - `js`: shiki's JavaScript regex engine compiling the grammars at run time (the build's engine until this bench);
 *   - `oniguruma`: `createOnigurumaEngine(import('shiki/wasm'))`, the build's engine since;
 *   - `build`: the build's own code path (`highlighterFor`, `highlightBlock` with its per-thread cache), every
 *     page in one thread, so the most its cache can save (a build spreads the pages over its workers).
 * Each run is a fresh child process (a cold compile worker: no grammar loaded, no regex compiled), runs interleaved
 * so that a change in the machine's load falls on every engine alike; wall and CPU milliseconds, median of 5.
 * The HTML of every block is compared with the current engine's, and the report says how often a block
 * (language, marked lines, code) repeats, i.e. the best hit rate a cache across pages could have.
 * (`@shikijs/langs-precompiled` 3.23.0 was measured too and dropped: 920 of 4,787 blocks came out differently,
 * shikijs/shiki#918, for about 1.2 s saved of 30.)
 * Usage: node --import tsx bench/highlight.ts [runs]   (or --requests out.json: write the blocks and stop)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code, Root } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter, type BundledLanguage, type HighlighterCore } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { parse } from '../src/parse/parse.js';
import { parserInputOf } from '../src/markdown/compile-page.js';
import { parseCodeMeta } from '../src/markdown/code-meta.js';
import { applyMagicComments } from '../src/markdown/magic-comments.js';
import { CODE_THEMES, highlightBlock, highlighterFor, normaliseLanguage, shikiPre } from '../src/markdown/highlighter.js';
import { MAX_HIGHLIGHTED_CODE_CHARS_PER_PAGE } from '../src/markdown/rehype-code-blocks.js';

const ENGINES = ['js', 'build', 'oniguruma'] as const;
type EngineName = (typeof ENGINES)[number];
type ShikiEngine = Exclude<EngineName, 'build'>;

/** One call of `highlightBlock` as a build makes it. */
interface BlockRequest {
  site: string;
  page: string;
  lang: string;
  marked: number[];
  code: string;
}

interface RunResult {
  wallMs: number;
  cpuMs: number;
  /** sha1 of each block's `<pre>` HTML, in request order. */
  hashes: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const SITES: Record<string, string> = { tessera: join(root, 'content'), databend: join(root, 'test/fixtures/docusaurus-corpus/databend/docs') };

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : pagesUnder(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

function codeNodes(tree: Root): Code[] {
  const found: Code[] = [];
  const visit = (node: { type: string; children?: unknown[] }): void => {
    if (node.type === 'code') found.push(node as Code);
    for (const child of node.children ?? []) visit(child as { type: string; children?: unknown[] });
  };
  visit(tree);
  return found;
}

/** The page's blocks the way rehypeCodeBlocks highlights them (mermaid skipped, plain text past the page's limit). */
function requestsOfPage(site: string, contentDir: string, path: string): BlockRequest[] {
  const source = readFileSync(path, 'utf8');
  const contentPath = relative(contentDir, path);
  const kind = path.endsWith('.mdx') ? 'mdx' : 'md';
  const input = parserInputOf({ file: contentPath, contentPath, kind, source, hash: '' }, undefined, { contentDir, tocMin: 2, tocMax: 3, mdxComponents: [] });
  let total = 0;
  const requests: BlockRequest[] = [];
  for (const node of codeNodes(parse(input.document, { format: input.format }))) {
    if (node.lang === 'mermaid') continue;
    let lang = normaliseLanguage(node.lang ?? undefined);
    if (lang !== 'plaintext') {
      total += node.value.length + 1;
      if (total > MAX_HIGHLIGHTED_CODE_CHARS_PER_PAGE) lang = 'plaintext';
    }
    const meta = parseCodeMeta(node.meta);
    let code = node.value;
    if (!meta.highlightLines.size) {
      const magic = applyMagicComments(code);
      code = magic.code;
      meta.highlightLines = magic.highlighted;
    }
    requests.push({ site, page: contentPath, lang, marked: [...meta.highlightLines], code });
  }
  return requests;
}

function collectRequests(): BlockRequest[] {
  return Object.entries(SITES).flatMap(([site, dir]) => pagesUnder(dir).flatMap((path) => requestsOfPage(site, dir, path)));
}

const THEMES = [CODE_THEMES.light, CODE_THEMES.dark];

/** A highlighter on the named engine with every language the requests need loaded: what a worker pays before its first block. */
async function highlighterOn(engine: ShikiEngine, langs: string[]): Promise<HighlighterCore> {
  const hl = await createHighlighter({ themes: THEMES, langs: [], engine: engine === 'js' ? createJavaScriptRegexEngine() : createOnigurumaEngine(import('shiki/wasm')) });
  await hl.loadLanguage(...(langs as BundledLanguage[]));
  return hl;
}

/** A block as `highlightBlock` makes it (src/markdown/highlighter.ts), without its cache. */
function preHtml(hl: HighlighterCore, request: BlockRequest): string {
  const pre = shikiPre(hl, request.code, request.lang, new Set(request.marked));
  return pre ? toHtml(pre) : '';
}

async function viaEngine(engine: ShikiEngine, requests: BlockRequest[], langs: string[]): Promise<string[]> {
  const hl = await highlighterOn(engine, langs);
  return requests.map((r) => preHtml(hl, r));
}

/** As rehypeCodeBlocks calls it: the page's languages loaded, then each block through the cache. */
async function viaBuildPath(requests: BlockRequest[]): Promise<string[]> {
  const html: string[] = [];
  for (const r of requests) {
    const pre = highlightBlock(await highlighterFor([r.lang]), r.code, r.lang, new Set(r.marked));
    html.push(pre ? toHtml(pre) : '');
  }
  return html;
}

async function runEngine(engine: EngineName, requestsFile: string): Promise<RunResult> {
  const requests = JSON.parse(readFileSync(requestsFile, 'utf8')) as BlockRequest[];
  const langs = [...new Set(requests.map((r) => r.lang))].filter((l) => l !== 'plaintext');
  const cpu = process.cpuUsage();
  const start = performance.now();
  const html = engine === 'build' ? await viaBuildPath(requests) : await viaEngine(engine, requests, langs);
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, hashes: html.map((h) => createHash('sha1').update(h).digest('hex')) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Repeats of a block on another page (or the same page): what a cache over all pages could serve. */
function repeatReport(requests: BlockRequest[]): string[] {
  const lines: string[] = [];
  for (const site of [...Object.keys(SITES), 'all']) {
    const mine = requests.filter((r) => site === 'all' || r.site === site);
    const seen = new Map<string, Set<string>>();
    let repeats = 0;
    let crossPage = 0;
    let savedChars = 0;
    for (const r of mine) {
      const key = `${r.lang}\0${r.marked.join(',')}\0${r.code}`;
      const pages = seen.get(key);
      if (pages) {
        repeats++;
        savedChars += r.code.length;
        if (!pages.has(r.page)) crossPage++;
        pages.add(r.page);
      } else seen.set(key, new Set([r.page]));
    }
    const chars = mine.reduce((n, r) => n + r.code.length, 0);
    const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;
    lines.push(
      `${site}: ${mine.length} blocks (${(chars / 1000).toFixed(0)} KB) on ${new Set(mine.map((r) => r.page)).size} pages; repeats ${repeats} (${pct(repeats, mine.length)} of blocks, ${pct(savedChars, chars)} of code), of which on another page ${crossPage}`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 5);
  const requests = collectRequests();
  const dir = mkdtempSync(join(tmpdir(), 'highlight-bench-'));
  const requestsFile = join(dir, 'requests.json');
  writeFileSync(requestsFile, JSON.stringify(requests));
  const results = new Map<EngineName, RunResult[]>(ENGINES.map((e) => [e, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const engine of ENGINES) {
        const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--run', engine, requestsFile], { encoding: 'utf8', maxBuffer: 1 << 28 });
        results.get(engine)!.push(JSON.parse(out) as RunResult);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const reference = results.get('js')![0]!.hashes;
  for (const line of repeatReport(requests)) console.log(line);
  for (const engine of ENGINES) {
    const rs = results.get(engine)!;
    const differing = reference.filter((h, i) => rs.some((r) => r.hashes[i] !== h)).length;
    const examples = reference
      .map((h, i) => (rs[0]!.hashes[i] === h ? '' : `${requests[i]!.site}/${requests[i]!.page} (${requests[i]!.lang})`))
      .filter(Boolean)
      .slice(0, 5);
    console.log(
      `${engine.padEnd(12)} wall median ${median(rs.map((r) => r.wallMs)).toFixed(0)} ms [${rs.map((r) => r.wallMs.toFixed(0)).join(', ')}], cpu median ${median(rs.map((r) => r.cpuMs)).toFixed(0)} ms; ` +
        `blocks differing from js: ${differing} of ${reference.length}${examples.length ? ` e.g. ${examples.join(', ')}` : ''}`,
    );
  }
}

if (process.argv[2] === '--run') process.stdout.write(JSON.stringify(await runEngine(process.argv[3] as EngineName, process.argv[4]!)));
// The blocks alone, for a profile of one engine: --requests out.json
else if (process.argv[2] === '--requests') writeFileSync(process.argv[3]!, JSON.stringify(collectRequests()));
else await main();
