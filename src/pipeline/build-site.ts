import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/schema.js';
import { scanContent } from '../content/scan-content.js';
import { compileAll } from '../compile/compile-all.js';
import { COMPILE_WORKER_URL } from '../engine/engine-paths.js';
import { PageCache } from '../compile/page-cache.js';
import { buildTimer } from './phase-timer.js';
import { bundleErrorDiagnostics } from './bundle-errors.js';
import { buildFingerprint, readLastBuild, writeLastBuild } from './build-fingerprint.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CompileOptions } from '../markdown/compile-page.js';
import { planSite } from '../site/plan-site.js';
import { addCategoryIndexPages } from '../site/category-index-pages.js';
import { checkLinks } from '../site/check-links.js';
import { OutputWriter } from '../output/output-writer.js';

export interface BuildOptions {
  root: string;
  outDir?: string;
  baseUrl?: string;
  /** Warnings become errors. */
  strict?: boolean;
  /** Rebuild the output even when nothing changed since the last build. */
  force?: boolean;
  mode?: 'production' | 'development';
  onProgress?: (phase: string, done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  pages: number;
  diagnostics: Diagnostic[];
  /** Source text of files with diagnostics, for code frames. */
  sources: Map<string, string>;
  durationMs: number;
  outDir: string;
  compiled: number;
  bytes: number;
  /** True when the previous output was already up to date and was kept as it is. */
  unchanged?: boolean;
}


export function compileOptionsOf(config: SiteConfig): CompileOptions {
  return {
    contentDir: config.contentDir,
    tocMin: config.toc.minHeadingLevel,
    tocMax: config.toc.maxHeadingLevel,
    mdxComponents: ['Tabs', 'TabItem', 'Details'],
    ...(config.docs.numberPrefixes ? { numberPrefixes: true } : {}),
    ...(config.docs.admonitionKeywords.length ? { admonitionKeywords: config.docs.admonitionKeywords } : {}),
  };
}

async function listStaticRoutes(staticDir: string): Promise<Set<string>> {
  if (!existsSync(staticDir)) return new Set();
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile()).map((e) => `/${path.relative(staticDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`));
}

/** Scan, compile, plan and check: everything up to the point where output can be written. */
export async function analyseSite(options: BuildOptions) {
  const { config, file: configFile } = await loadConfig(options.root, { baseUrl: options.baseUrl, outDir: options.outDir });
  const cache = new PageCache(path.join(options.root, '.docsgen', 'cache', 'pages'));
  buildTimer.mark('config');
  const tree = await scanContent(options.root, config.contentDir);
  buildTimer.mark('scan');
  const compileOptions = compileOptionsOf(config);
  const { summaries, compiled } = await compileAll({ sources: tree.docs, options: compileOptions, cache, workerUrl: COMPILE_WORKER_URL, onProgress: (d, t) => options.onProgress?.('compile', d, t) });
  buildTimer.mark('compile');
  const site = planSite({ config, docs: summaries, categories: tree.categories, tagDefinitions: tree.tags, includeDrafts: options.mode === 'development', sources: new Map(tree.docs.map((d) => [d.file, d.source])) });
  addCategoryIndexPages(site);
  const staticRoutes = await listStaticRoutes(path.join(options.root, config.staticDir));
  const diagnostics: Diagnostic[] = [
    ...tree.problems.map((p): Diagnostic => ({ severity: 'error', code: 'content-metadata', ...p })),
    ...summaries.flatMap((s) => s.diagnostics),
    ...site.diagnostics,
  ];
  if (!diagnostics.some((d) => d.severity === 'error')) diagnostics.push(...checkLinks({ site, staticFiles: staticRoutes, configFile: path.relative(options.root, configFile).split(path.sep).join('/'), configSource: await readFile(configFile, 'utf8') }));
  buildTimer.mark('plan+check');
  if (options.strict) for (const d of diagnostics) d.severity = 'error';
  const sources = new Map(tree.docs.filter((d) => diagnostics.some((x) => x.file === d.file)).map((d) => [d.file, d.source]));
  return { config, site, cache, diagnostics, sources, compiled, tree, summaries };
}

/** `docsgen build`: the whole pipeline, writing into a temporary folder swapped in only on success. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const mode = options.mode ?? 'production';
  const { config, site, cache, diagnostics, sources, compiled, tree, summaries } = await analyseSite({ ...options, mode });
  const outDir = path.resolve(options.root, config.outDir);
  const result = (ok: boolean, pages: number, bytes: number): BuildResult => ({ ok, pages, diagnostics, sources, durationMs: performance.now() - started, outDir, compiled, bytes });
  if (diagnostics.some((d) => d.severity === 'error')) return result(false, 0, 0);

  // Nothing that the output depends on changed since the last build into this folder: keep it.
  const fingerprint = await buildFingerprint({ root: options.root, config, summaries, tree, mode });
  const last = await readLastBuild(options.root, outDir);
  buildTimer.mark('fingerprint');
  if (last?.fingerprint === fingerprint && !options.force) {
    buildTimer.report();
    return { ...result(true, last.pages, last.bytes), unchanged: true };
  }

  const writer = new OutputWriter(outDir);
  await writer.open();
  try {
    const { writeSite } = await import('./write-site.js');
    const pages = await writeSite({ root: options.root, config, site, cache, writer, mode, onProgress: options.onProgress });
    await writer.commit();
    buildTimer.mark('commit');
    buildTimer.report();
    await writeLastBuild(options.root, outDir, { fingerprint, pages, bytes: writer.stats().bytes });
    return result(true, pages, writer.stats().bytes);
  } catch (error) {
    await writer.abort();
    const bundleErrors = bundleErrorDiagnostics(error, options.root);
    if (!bundleErrors) throw error;
    diagnostics.push(...bundleErrors);
    for (const d of bundleErrors) if (!sources.has(d.file) && d.line > 0) sources.set(d.file, await readFile(path.join(options.root, d.file), 'utf8').catch(() => ''));
    return result(false, 0, 0);
  }
}
