import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { dedupe, diagnosticKey } from '../diagnostics/dedupe.js';
import { strictView } from '../diagnostics/strict-view.js';
import { DiskOutput } from '../output/disk-output.js';
import { checkCacheDir, checkOutDir, realOutDir, sourceDirsOf } from '../output/out-dir-guard.js';
import { OutputWriteError } from '../output/output-errors.js';
import { outputDamage, readManifest } from '../output/output-manifest.js';
import { recoverOutput } from '../output/swap-journal.js';
import { buildFingerprint } from './build-fingerprint.js';
import { outputPathOfRoute } from '../content/route-of-file.js';
import { buildTimer } from './phase-timer.js';
import { localeFolderOf } from '../config/localize-config.js';
import { prefixedOutput } from '../output/prefixed-output.js';
import { renderSite } from './render-site.js';
import { writeRenderTimes } from './shard-plan.js';
import type { CacheDamage } from '../compile/cache-entry.js';
import { cacheDirOf, SiteSession, ThemeFailure, type SessionMode } from './session.js';

export { ThemeFailure };
import { bundleErrorToDiagnostics } from './stage-errors.js';

export interface BuildOptions {
  root: string;
  outDir?: string;
  baseUrl?: string;
  /** Warnings become errors. */
  strict?: boolean;
  /** Rebuild the output even when nothing changed since the last build. */
  force?: boolean;
  /** The caches kept between runs (see `SessionOptions.cacheDir`); default `.docsgen/cache`. */
  cacheDir?: string;
  /** Where damaged cache entries are noted: the first locale's session's, shared by the others of the build. */
  cacheDamage?: CacheDamage;
  mode?: SessionMode;
  /** The locales to build (`--locale`); default: every locale of the config. Each other than the default goes into its folder (`fr/`). */
  locales?: readonly string[];
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
  /** Why the output could not be written (read-only, disk full), in one line; the previous output stands. */
  outputError?: string;
  /** Content pages of the site (compiled now or taken from the caches). */
  sourcePages?: number;
  /** Render time per route (ms), for `--profile`. */
  renderMs?: Map<string, number>;
  /** Compile time per page (ms), for `--profile`: pages compiled in this build only. */
  compileMs?: Map<string, number>;
  /** What the user should know about how the output was made (a merge that rendered routes itself). */
  notes?: string[];
}

async function checkOutDirOf(root: string, config: SiteConfig, outDir: string, cacheDir: string | undefined): Promise<void> {
  // A swap a kill left half done is finished first: the check then sees the output folder as it is.
  await recoverOutput(await realOutDir(outDir)).catch(() => {});
  const sourceDirs = sourceDirsOf(config);
  await checkOutDir({ root, outDir, sourceDirs, isLegacyLink: DiskOutput.isLegacyLink });
  await checkCacheDir({ root, cacheDir: cacheDirOf(root, cacheDir), outDir, sourceDirs });
}

/** The build summary says how many cache entries were damaged (and so compiled or drawn again), when any were. */
function withDamageNote(notes: string[] | undefined, damage: CacheDamage): { notes?: string[] } {
  const said = damage.summary();
  return said ? { notes: [...(notes ?? []), said] } : notes ? { notes } : {};
}

/**
 * The output is up to date when its manifest has this fingerprint, lists the page of every route of
 * the session, and every file is as written: nothing missing, changed or added. The pages are checked
 * by name because the manifest lists what was in the folder when it was committed: an output
 * committed without a page (a merge of a shard that lost one, before merges verified their shards)
 * is rebuilt, not kept.
 */
async function upToDate(outDir: string, fingerprint: string, pages: readonly string[]): Promise<{ pages: number; bytes: number } | undefined> {
  const manifest = await readManifest(outDir);
  if (manifest?.fingerprint !== fingerprint) return undefined;
  if (pages.some((page) => !Object.hasOwn(manifest.files, page))) return undefined;
  return (await outputDamage(outDir, manifest)).length === 0 ? manifest : undefined;
}

/** The files of a session's route pages in the output, in its locale's folder. */
const pageFilesOf = (session: SiteSession): string[] => {
  // As `prefixedOutput` places them.
  const folder = folderOfSession(session.config).replace(/^\/+|\/+$/g, '');
  return [...session.site.routes.keys()].map((route) => `${folder ? `${folder}/` : ''}${outputPathOfRoute(route)}`);
};

/** Opens a session and checks the whole site: everything up to the point where output can be written. */
export async function analyseSite(
  options: BuildOptions & { onConfig?: (config: SiteConfig) => Promise<void>; locale?: string },
): Promise<{ session: SiteSession; diagnostics: Diagnostic[]; sources: Map<string, string> }> {
  const session = await SiteSession.open({
    root: options.root,
    mode: options.mode ?? 'production',
    baseUrl: options.baseUrl,
    outDir: options.outDir,
    locale: options.locale,
    cacheDir: options.cacheDir,
    cacheDamage: options.cacheDamage,
    onProgress: options.onProgress,
    onConfig: options.onConfig,
  });
  // Links are checked against a plan without errors: a broken page would report its links twice.
  if (!session.problems().some((d) => d.severity === 'error')) session.linkDiagnostics = session.checkLinks();
  buildTimer.mark('check');
  // Every problem once, from the session's one list; `--strict` is a view of it, never a rewrite.
  const problems = dedupe(session.problems());
  const diagnostics = options.strict ? strictView(problems) : problems;
  return { session, diagnostics, sources: await session.sourcesOf(diagnostics) };
}

/** A theme that does not compile, as the problems to print (with the source of each file for its code frame). */
export async function themeFailureReport(error: ThemeFailure, root: string): Promise<{ diagnostics: Diagnostic[]; sources: Map<string, string> }> {
  const diagnostics = error.diagnostics;
  const files = [...new Set(diagnostics.filter((d) => d.line > 0).map((d) => d.file))];
  const texts = await Promise.all(files.map((f) => readFile(path.resolve(root, f), 'utf8').catch(() => undefined)));
  return { diagnostics, sources: new Map(files.flatMap((f, i) => (texts[i] === undefined ? [] : [[f, texts[i]] as [string, string]]))) };
}

/** What a build writes besides the routes' pages, and how: a whole build, a shard or a merge. */
export interface BuildProducer {
  /** The folder this build commits to, given the loaded config (relative paths are from the site root). */
  outDirOf(config: SiteConfig): string;
  /** The output folder's fingerprint; with `skipWhenUnchanged` an output already holding it is kept as it is. */
  fingerprint(session: SiteSession): Promise<string>;
  skipWhenUnchanged: boolean;
  /** Writes the output; returns its pages, render times and what it found. Nothing is committed when `failures` has any. */
  produce(session: SiteSession, output: DiskOutput): Promise<{ pages: number; failures: Diagnostic[]; warnings: Diagnostic[]; renderMs: Map<string, number> }>;
  /** After the commit: what the next build can reuse (render times for the next shard split). */
  afterCommit?(session: SiteSession, renderMs: Map<string, number>): Promise<void>;
}

/** The whole site's output fingerprint: what a build or a merge of the same sources writes into its manifest. */
export const siteFingerprint = (session: SiteSession, root: string, locales: readonly string[] = []) =>
  buildFingerprint({ root, config: session.config, ...session.fingerprintInput(), mode: session.mode, locales });

/** `docsgen build`: open a session, render every route into a new version of the output, commit it once. */
export function buildSite(options: BuildOptions): Promise<BuildResult> {
  return runBuild(options, {
    outDirOf: (config) => path.resolve(options.root, config.outDir),
    fingerprint: (session) => siteFingerprint(session, options.root, otherLocalesOf(session.config, options.locales)),
    skipWhenUnchanged: !options.force,
    produce: (session, output) => renderLocales(session, output, options),
    // The next `--shard` split is weighted by these times.
    afterCommit: (session, renderMs) => writeRenderTimes(session.cacheDir, renderMs).catch(() => {}),
  });
}

/** The locales built besides the session's own, in the config's order. */
function otherLocalesOf(config: SiteConfig, asked: readonly string[] | undefined): string[] {
  return config.i18n.locales.filter((l) => (asked ?? config.i18n.locales).includes(l) && l !== config.i18n.currentLocale);
}

/** The folder a session's locale is written into: none for the default locale, `fr/` for the others. */
export const folderOfSession = (config: SiteConfig) =>
  config.i18n.currentLocale === undefined || config.i18n.currentLocale === config.i18n.defaultLocale ? '' : localeFolderOf(config, config.i18n.currentLocale);

type Produced = Awaited<ReturnType<BuildProducer['produce']>>;

/**
 * Every locale asked for, into the one output: the first session's (already analysed), then each other
 * locale's session in turn, each a whole site in its folder. Compiled pages are shared through the page
 * cache (a page not translated is the same source in every locale); a locale with errors fails the build.
 */
async function renderLocales(first: SiteSession, output: DiskOutput, options: BuildOptions): Promise<Produced> {
  const produced = await renderSite(first, prefixedOutput(output, folderOfSession(first.config)), options.onProgress);
  const total: Produced = { ...produced, renderMs: new Map(produced.renderMs) };
  for (const locale of otherLocalesOf(first.config, options.locales)) {
    if (total.failures.length) break;
    const { session, diagnostics } = await analyseSite({ ...options, locale, cacheDamage: first.cacheDamage });
    try {
      // Its own problems (broken links in a translation) join the build's; its errors stop it as the first locale's would.
      const errors = diagnostics.filter((d) => d.severity === 'error');
      total.warnings.push(...diagnostics.filter((d) => d.severity !== 'error'));
      if (errors.length) {
        total.failures.push(...errors);
        break;
      }
      const folder = folderOfSession(session.config);
      const result = await renderSite(session, prefixedOutput(output, folder), options.onProgress);
      total.pages += result.pages;
      total.failures.push(...result.failures);
      total.warnings.push(...result.warnings);
      for (const [route, ms] of result.renderMs) total.renderMs.set(`/${folder}${route}`, ms);
    } finally {
      await session.close();
    }
  }
  return total;
}

/**
 * A build's frame: analyse the site, stop on errors, keep an up-to-date output, else let the producer
 * write a new version and commit it once (or drop it on any failure, leaving the previous output).
 */
export async function runBuild(options: BuildOptions, producer: BuildProducer): Promise<BuildResult> {
  const started = performance.now();
  let analysed: Awaited<ReturnType<typeof analyseSite>>;
  try {
    // The output folder is checked before anything is read or cached: a refused build touches nothing.
    // The first locale asked for is analysed first (the default locale when it is asked for: asked lists keep the config's order there).
    analysed = await analyseSite({ ...options, locale: options.locales?.[0], onConfig: (config) => checkOutDirOf(options.root, config, producer.outDirOf(config), options.cacheDir) });
  } catch (error) {
    if (!(error instanceof ThemeFailure)) throw error;
    const { diagnostics, sources } = await themeFailureReport(error, options.root);
    return { ok: false, pages: 0, diagnostics, sources, durationMs: performance.now() - started, outDir: path.resolve(options.root, options.outDir ?? 'build'), compiled: 0, bytes: 0 };
  }
  const { session, diagnostics, sources } = analysed;
  const { config } = session;
  const outDir = await realOutDir(producer.outDirOf(config));
  const result = (ok: boolean, pages: number, bytes: number, extra: Partial<BuildResult> = {}): BuildResult => ({
    ok,
    pages,
    diagnostics,
    sources,
    durationMs: performance.now() - started,
    outDir,
    compiled: session.compiledCount(),
    sourcePages: session.contentState.pages.size,
    bytes,
    ...extra,
    ...withDamageNote(extra.notes, session.cacheDamage),
  });
  const report = async (reported: readonly Diagnostic[]) => {
    // Every locale loads the same config and shared files: a problem they share is reported once.
    const known = new Set(diagnostics.map(diagnosticKey));
    const found = dedupe(reported).filter((d) => !known.has(diagnosticKey(d)));
    diagnostics.push(...found);
    for (const [file, text] of await session.sourcesOf(found)) sources.set(file, text);
  };
  try {
    if (diagnostics.some((d) => d.severity === 'error')) return result(false, 0, 0);

    // Nothing that the output depends on changed since the last build into this folder: keep it.
    const fingerprint = await producer.fingerprint(session);
    const last = producer.skipWhenUnchanged ? await upToDate(outDir, fingerprint, pageFilesOf(session)) : undefined;
    buildTimer.mark('fingerprint');
    if (last) {
      await session.saveIndex();
      buildTimer.report();
      return result(true, last.pages, last.bytes, { unchanged: true });
    }

    const output = await DiskOutput.open(outDir);
    try {
      const { pages, renderMs, failures, warnings } = await producer.produce(session, output);
      await report(warnings);
      if (failures.length) {
        await output.abort();
        await report(failures);
        return result(false, 0, 0);
      }
      await output.commit({ fingerprint, pages });
      buildTimer.mark('commit');
      buildTimer.report();
      const { bytes } = output.stats();
      await session.saveIndex();
      await producer.afterCommit?.(session, renderMs);
      return result(true, pages, bytes, { renderMs, compileMs: session.compileTimes() });
    } catch (error) {
      await output.abort();
      if (error instanceof OutputWriteError) return result(false, 0, 0, { outputError: error.message });
      const bundleErrors = bundleErrorToDiagnostics(error, { root: options.root, entry: path.join(options.root, config.themeDir, 'index.tsx'), stage: 'bundle' });
      if (!bundleErrors.some((d) => d.line > 0)) throw error;
      await report(bundleErrors);
      return result(false, 0, 0);
    }
  } catch (error) {
    if (error instanceof OutputWriteError) return result(false, 0, 0, { outputError: error.message });
    throw error;
  } finally {
    await session.close();
  }
}
