import os from 'node:os';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, version as esbuildVersion, type Metafile, type Plugin } from 'esbuild';
import { inputKey } from './input-key.js';
import { CLIENT_ENTRY, ENGINE_NODE_MODULES, ENGINE_SOURCE_DIR, SEARCH_WORKER_ENTRY, VENDOR_CACHE_DIR } from '../engine/engine-paths.js';
import type { OutputFile } from '../output/output-file.js';
import { hasStrings, isRecord, readJsonEntry, sealEntry, sha1, type CacheDamage } from '../compile/cache-entry.js';

export interface ClientAssets {
  /** URLs under the base URL. */
  js: string;
  css: string;
  /** URL of the search worker's module (the local engine off the main thread). */
  searchWorker: string;
  /** The bundle's files, relative to the output root (`assets/...`). */
  files: OutputFile[];
  /** esbuild's record of which source went into which output (the first-load benchmark reads it). */
  metafile: Metafile;
  /** True when the files came from the cache of an earlier run with the same inputs. */
  cached: boolean;
}

export interface ClientBundleOptions {
  baseUrl: string;
  themeDir: string;
  minify: boolean;
  define?: Record<string, string>;
  /** The site's own stylesheets (absolute paths), bundled after the theme's so their rules win. */
  customCss?: readonly string[];
  /** The site's root: `@site/...` in those stylesheets (and what they import) starts there, as in Docusaurus. */
  siteRoot?: string;
  /** Where a damaged cached bundle is noted (it is bundled again, never published). */
  damage?: CacheDamage;
}

/** Files stylesheets may name in url(): copied as they are. */
const ASSET_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp', '.woff', '.woff2', '.ttf', '.otf', '.eot'];

/** The module the client entry imports right after the theme's styles: the site's `customCss`, in order. */
const CUSTOM_CSS_MODULE = 'docsgen:custom-css';

/** Resolves `docsgen:custom-css` to a module importing each stylesheet, so esbuild bundles them (and what they `@import` or `url()`) into main.css after the theme. */
function customCssPlugin(files: readonly string[], siteRoot: string | undefined): Plugin {
  return {
    name: 'docsgen-custom-css',
    setup(build) {
      // As Docusaurus's CSS loader: `url(/img/x.png)` is a URL the static folder serves, left as written; `@site/` is the site's root.
      build.onResolve({ filter: /^\//, namespace: 'file' }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
      if (siteRoot) build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteRoot }));
      build.onResolve({ filter: /^docsgen:custom-css$/ }, () => ({ path: CUSTOM_CSS_MODULE, namespace: 'docsgen-custom-css' }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-custom-css' }, () => ({
        contents: files.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        resolveDir: path.dirname(files[0] ?? CLIENT_ENTRY),
        loader: 'js',
      }));
    },
  };
}

/** The stylesheets' texts go into the cache key: editing one rebuilds the bundle. */
async function customCssKey(files: readonly string[]): Promise<string[]> {
  return Promise.all(files.map(async (file) => `${file}\0${await readFile(file, 'utf8').catch(() => '(missing)')}`));
}

const VIRTUAL_OUT = path.join(os.tmpdir(), 'docsgen-client-out');
/**
 * esbuild names outputs relative to its working folder. It is given explicitly (the site root, as the
 * process's folder was when the CLI entered it) and paths are read back against it: the process's
 * folder can change while a build runs, and paths read against another folder became stylesheet URLs
 * like `/../../work/tmp/...`. The site root, not a fixed folder: module names in the bundle are relative
 * to it, so two checkouts of a site at different paths give byte-identical bundles.
 */
const outputPath = (file: string, workingDir: string) => path.relative(VIRTUAL_OUT, path.resolve(workingDir, file)).split(path.sep).join('/');

/** esbuild names outputs relative to the working folder; these are named relative to the output root, as written. */
function relativeMetafile(metafile: Metafile, workingDir: string): Metafile {
  const outputs: Metafile['outputs'] = {};
  for (const [file, info] of Object.entries(metafile.outputs))
    outputs[outputPath(file, workingDir)] = { ...info, imports: info.imports.map((i) => (i.external ? i : { ...i, path: outputPath(i.path, workingDir) })) };
  return { ...metafile, outputs };
}

interface CachedBundle {
  js: string;
  css: string;
  searchWorker: string;
  metafile: Metafile;
  paths: string[];
  /** Each file's sha1, in `paths` order: a file cut short or changed in the cache is never published. */
  hashes: string[];
}

const isCachedBundle = (v: unknown): v is CachedBundle =>
  isRecord(v) &&
  hasStrings(v, ['js', 'css', 'searchWorker']) &&
  isRecord(v.metafile) &&
  Array.isArray(v.paths) &&
  Array.isArray(v.hashes) &&
  v.paths.length === v.hashes.length &&
  v.paths.every((p) => typeof p === 'string');

/**
 * The shared client runtime (React, theme, router) with code splitting and content hashes, as
 * files under `assets/`. Cached by the hash of its inputs (theme, engine client code, options), so
 * a build whose theme did not change skips esbuild.
 */
export async function bundleClient(options: ClientBundleOptions): Promise<ClientAssets> {
  const customCss = options.customCss ?? [];
  const key = await inputKey([options.themeDir, ENGINE_SOURCE_DIR], { ...options, esbuildVersion, customCss: await customCssKey(customCss) });
  const cacheDir = path.join(VENDOR_CACHE_DIR, `client-${key}`);
  const cached = await readCached(cacheDir, options.damage);
  if (cached) return cached;
  // Read once: the folder esbuild names paths from, and the one they are read back against.
  const workingDir = options.siteRoot ?? process.cwd();
  const result = await build({
    // The search worker is an entry of its own: a module worker sharing the engine's chunks with nothing on the page.
    entryPoints: { main: CLIENT_ENTRY, 'search-worker': SEARCH_WORKER_ENTRY },
    absWorkingDir: workingDir,
    bundle: true,
    write: false,
    // Sites outside the engine's folder resolve React and friends from the engine's own packages.
    nodePaths: [ENGINE_NODE_MODULES],
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    // Nothing is written there (write: false): it only anchors the output paths.
    outdir: path.join(VIRTUAL_OUT, 'assets'),
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: 'media/[name].[hash]',
    publicPath: `${options.baseUrl}assets/`,
    minify: options.minify,
    metafile: true,
    legalComments: 'none',
    alias: { '@theme': options.themeDir },
    plugins: [customCssPlugin(customCss, options.siteRoot)],
    // Images and fonts a stylesheet's url() names are copied under assets/media with a content hash.
    loader: Object.fromEntries(ASSET_EXTENSIONS.map((ext) => [ext, 'file' as const])),
    define: { 'process.env.NODE_ENV': JSON.stringify(options.minify ? 'production' : 'development'), ...options.define },
    logLevel: 'silent',
  });
  const metafile = relativeMetafile(result.metafile, workingDir);
  const mainFile = Object.keys(metafile.outputs).find((rel) => MAIN_ENTRY.test(rel) && metafile.outputs[rel]!.entryPoint);
  const firstLoad = staticGraphOf(metafile, mainFile);
  const files = result.outputFiles.map((f): OutputFile => {
    const rel = outputPath(f.path, workingDir);
    return { path: rel, data: firstLoad.has(rel) ? withCompileHint(f.contents) : f.contents };
  });
  const js = mainFile ? `${options.baseUrl}${mainFile}` : '';
  let css = '';
  let searchWorker = '';
  for (const [rel, info] of Object.entries(metafile.outputs)) {
    if (info.entryPoint && /^assets\/search-worker\.[^/]+\.js$/.test(rel)) searchWorker = `${options.baseUrl}${rel}`;
    if (rel.endsWith('.css') && path.posix.basename(rel).startsWith('main.')) css = `${options.baseUrl}${rel}`;
  }
  const assets: ClientAssets = { js, css, searchWorker, files, metafile, cached: false };
  await writeCached(cacheDir, assets).catch(() => {});
  return assets;
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment). Without it, V8 compiles each function
 * lazily, on the main thread, the first time it runs: React DOM's, during the module's evaluation and hydration,
 * which are then long tasks. With it, the whole file is compiled while it streams in, on a background thread.
 * Measured on the home page (Chromium 150, no throttling, 5 loads each): the module's evaluation 49-52 ms ->
 * 21-33 ms, hydration's calls 32-56 ms -> 14-40 ms. Given only to the code every page runs at load (main and
 * the chunks it imports): lazily loaded chunks (search, diagrams) would compile functions they never call.
 */
const COMPILE_HINT = new TextEncoder().encode('//# allFunctionsCalledOnLoad\n');

function withCompileHint(code: Uint8Array): Uint8Array {
  const hint = COMPILE_HINT;
  const out = new Uint8Array(hint.length + code.length);
  out.set(hint);
  out.set(code, hint.length);
  return out;
}

/** The page's entry among the outputs (dynamically imported modules are entry points too, under chunks/). */
const MAIN_ENTRY = /^assets\/main\.[^/]+\.js$/;

/** The output files an entry loads before it runs: itself and, transitively, the chunks it imports statically. */
function staticGraphOf(metafile: Metafile, entry: string | undefined): Set<string> {
  const seen = new Set<string>();
  const visit = (rel: string | undefined) => {
    if (!rel || seen.has(rel)) return;
    seen.add(rel);
    for (const imported of metafile.outputs[rel]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return seen;
}

async function readCached(dir: string, damage: CacheDamage | undefined): Promise<ClientAssets | undefined> {
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = await readJsonEntry(manifestFile, 'bundle', isCachedBundle, damage);
  if (!manifest) return undefined;
  const files = await Promise.all(manifest.paths.map(async (p) => ({ path: p, data: await readFile(path.join(dir, 'files', p)).catch(() => undefined) })));
  if (files.some((f, i) => !f.data || sha1(f.data) !== manifest.hashes[i])) {
    damage?.note(manifestFile, 'a file of the bundle is missing or changed');
    return undefined;
  }
  return { js: manifest.js, css: manifest.css, searchWorker: manifest.searchWorker, metafile: manifest.metafile, files: files as OutputFile[], cached: true };
}

/** Written aside and renamed into place, so a concurrent or killed run never sees half a cache entry. */
async function writeCached(dir: string, assets: ClientAssets): Promise<void> {
  const tmp = `${dir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await Promise.all(
    assets.files.map(async (f) => {
      const file = path.join(tmp, 'files', f.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, f.data);
    }),
  );
  const manifest: CachedBundle = {
    js: assets.js,
    css: assets.css,
    searchWorker: assets.searchWorker,
    metafile: assets.metafile,
    paths: assets.files.map((f) => f.path),
    hashes: assets.files.map((f) => sha1(typeof f.data === 'string' ? Buffer.from(f.data) : f.data)),
  };
  await writeFile(path.join(tmp, 'manifest.json'), sealEntry('bundle', JSON.stringify(manifest)));
  // A damaged entry of this key is replaced (an equal one a concurrent run just wrote, harmlessly).
  await rm(dir, { recursive: true, force: true }).catch(() => {});
  await rename(tmp, dir).catch(() => rm(tmp, { recursive: true, force: true }));
}
