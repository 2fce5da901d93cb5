// First-load JavaScript of a typical page (DESIGN.md §7: under 80 KB gzip, not growing with the page
// count): the page's module scripts plus everything they import statically, as the built site serves
// them. Dynamic imports (page modules of other pages, search, diagrams, chatbot) are not first load.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildSite } from '../src/pipeline/build-site.js';
import { bundleClient } from '../src/bundle/bundle-client.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_BYTES = 80_000;

/** Pages measured: a Markdown function page (the typical page) and the home page. */
const PAGES = ['building-concepts/logic/functions/all-functions/math/add.html', 'index.html'];

interface FileSize {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Static `import … from "x"`, `import "x"` and `export … from "x"` of minified ES modules; `import("x")` is left out. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
}

function sizeOf(file: string, url: string): FileSize {
  const bytes = readFileSync(file);
  return { url, raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
}

/** The JS files a page loads before it is interactive: its module scripts and their static imports, transitively. */
export function firstLoadFiles(outDir: string, baseUrl: string, htmlFile: string): FileSize[] {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  // The page's code: a module script, or the loader that adds one after the first paint (its `data-src`).
  const queue = [...html.matchAll(/<script (?:type="module" src|data-src)="([^"]+)"/g)].map((m) => new URL(m[1]!, 'http://site/').pathname);
  const seen = new Map<string, FileSize>();
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const file = path.join(outDir, decodeURIComponent(url.slice(baseUrl.length)));
    if (!existsSync(file)) throw new Error(`first-load bench: ${htmlFile} loads ${url}, which is not in ${outDir}`);
    seen.set(url, sizeOf(file, url));
    for (const spec of staticImports(readFileSync(file, 'utf8'))) queue.push(new URL(spec, `http://site${url}`).pathname);
  }
  return [...seen.values()];
}

/** React and ReactDOM alone, minified and gzipped the same way: the floor under the figure. */
async function reactFloor(): Promise<number> {
  const result = await build({
    stdin: {
      contents: `import { hydrateRoot } from 'react-dom/client'; import { flushSync, createPortal } from 'react-dom'; import * as React from 'react'; window.x = [hydrateRoot, flushSync, createPortal, React];`,
      resolveDir: ROOT,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

/** Which area of the code the first-load bytes come from (minified, before compression), from esbuild's metafile. */
async function breakdown(): Promise<string> {
  const assets = await bundleClient({ baseUrl: '/', themeDir: path.join(ROOT, 'theme'), minify: true });
  // Output paths in the metafile are relative to the output root, as the files are written.
  const outputs = assets.metafile.outputs;
  const queue = [assets.js.slice(1)];
  const seen = new Set<string>();
  const areas: Record<string, number> = {};
  const areaOf = (input: string) =>
    /node_modules\/(react|react-dom|scheduler)\//.test(input)
      ? 'React'
      : /search|docsearch|algolia/i.test(input)
        ? 'search UI'
        : input.includes('theme/')
          ? 'theme'
          : input.includes('src/client/')
            ? 'client runtime'
            : 'other';
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [input, info] of Object.entries(outputs[file]!.inputs)) areas[areaOf(input)] = (areas[areaOf(input)] ?? 0) + info.bytesInOutput;
    for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement' && outputs[imported.path]) queue.push(imported.path);
  }
  return Object.entries(areas)
    .sort(([, a], [, b]) => b - a)
    .map(([area, bytes]) => `${area} ${kb(bytes)}`)
    .join(', ');
}

/** Builds the site (production) into a temporary folder and reports the first-load JS of a typical page. */
export async function measureFirstLoadJs(): Promise<string> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-first-load-'));
  try {
    const result = await buildSite({ root: ROOT, outDir: path.join(tmp, 'build'), force: true });
    if (!result.ok) throw new Error('first-load bench: the site did not build');
    const lines: string[] = [];
    for (const page of PAGES) {
      const files = firstLoadFiles(result.outDir, '/', page);
      const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }), { raw: 0, gzip: 0, brotli: 0 });
      const verdict = total.gzip <= BUDGET_BYTES ? 'within' : 'OVER';
      lines.push(
        `  ${page}: ${kb(total.gzip)} gzip (${(total.gzip / 1024).toFixed(1)} KiB), ${kb(total.brotli)} brotli, ${kb(total.raw)} raw, ${files.length} file(s); budget ${kb(BUDGET_BYTES)} gzip: ${verdict}`,
      );
      for (const f of files) lines.push(`    ${f.url}  ${kb(f.gzip)} gzip`);
    }
    lines.push(`  of which React + ReactDOM alone: ${kb(await reactFloor())} gzip`);
    lines.push(`  minified bytes by source: ${await breakdown()}`);
    return lines.join('\n');
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) console.log(await measureFirstLoadJs());
