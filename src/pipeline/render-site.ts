import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { standInWarnings } from '../bundle/package-stand-in.js';
import path from 'node:path';
import type { StaticFile } from '../content/static-files.js';
import { modulePathOfRoute, outputPathOfRoute } from '../content/route-of-file.js';
import type { Output } from '../output/output.js';
import { robotsTxt, sitemapXml } from '../output/site-files.js';
import { SEARCH_INDEX_CHUNK, searchIndexFiles } from '../search-index/search-index-files.js';
import { sectionFiles } from '../render/section-data.js';
import { twinFiles } from '../twins/markdown-twins.js';
import { buildTimer } from './phase-timer.js';
import { bundleErrorToDiagnostics } from './stage-errors.js';
import type { SiteSession } from './session.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { locateRenderError } from '../diagnostics/locate-render-error.js';
import { SSR_CACHE_DIR } from '../engine/engine-paths.js';
import type { RouteEntry } from '../site/site-types.js';

const pageFile = (entry: RouteEntry, site: SiteSession['site']) => ('contentPath' in entry ? (site.docs.get(entry.contentPath)?.doc.file ?? entry.route) : entry.route);

async function renderFailure(entry: RouteEntry, session: SiteSession, error: unknown): Promise<Diagnostic> {
  const { site } = session;
  const file = pageFile(entry, site);
  const message = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
  // The line of the expression or component that threw, found from the stack; the page's start when the stack says nothing.
  const source = await readFile(path.resolve(session.options.root, file), 'utf8').catch(() => '');
  const place = (await locateRenderError(error, source, path.join(SSR_CACHE_DIR, 'mdx'))) ?? { line: 1, column: 1 };
  return {
    severity: 'error',
    code: 'render-failed',
    file,
    ...place,
    message: `This page throws when it is rendered (${entry.route}): ${message}`,
    hint: 'An MDX expression or component on this page fails on the server, e.g. reading a property of undefined, or a `style` written as a string instead of {{ color: "red" }}.',
  };
}

/** Static files read at once: the folder may hold large media, so it is copied a few files at a time. */
const STATIC_BATCH = 16;

/**
 * `static/` copied as regular files (links inside the project followed, those leading out already
 * refused by the scan), so the output never holds a link a later write could go through.
 */
async function writeStaticFiles(files: readonly StaticFile[], output: Output): Promise<void> {
  for (let i = 0; i < files.length; i += STATIC_BATCH) {
    const batch = files.slice(i, i + STATIC_BATCH);
    await output.write(await Promise.all(batch.map(async (f) => ({ path: f.route.slice(1), data: await readFile(f.source) }))));
  }
}

/** A page that failed to bundle or render, as errors: at the import esbuild located, else at the page. */
export async function pageFailureDiagnostics(entry: RouteEntry, session: SiteSession, error: unknown): Promise<Diagnostic[]> {
  const { root } = session.options;
  const located = bundleErrorToDiagnostics(error, { root, entry: path.join(root, pageFile(entry, session.site)), stage: 'bundle' }).filter((d) => d.line > 0);
  return located.length ? located : [await renderFailure(entry, session, error)];
}

/** Routes rendered at once: enough to overlap reading the page cache with rendering, few enough to keep memory flat. */
const RENDER_CONCURRENCY = 24;

/** Pages whose render threw (an MDX expression reading `undefined.x`, a string `style`): each one's error, located at its file. */
export class RenderFailures extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`${diagnostics.length} page(s) failed to render`);
    this.name = 'RenderFailures';
  }
}

export interface RenderSiteResult {
  pages: number;
  /** Compile time is per page; render time too, for `--profile`'s slowest pages. */
  renderMs: Map<string, number>;
  /** What rendering had to say without failing (packages that stood in). */
  warnings: Diagnostic[];
}

/**
 * The build's whole output, from a session: bundles, static files, page assets, sidebar sections,
 * the search index, every route, the not-found page, sitemap and robots. Every stage returns files;
 * this hands them to the one output, which commits them (or not) as a whole.
 */
export async function renderSite(session: SiteSession, output: Output, onProgress?: (phase: string, done: number, total: number) => void): Promise<RenderSiteResult> {
  const { config, site, client, mermaid } = session;
  const { root } = session.options;
  const search = searchIndexFiles({ site, readDoc: (key) => session.cache.read(key), names: 'hashed' });
  search.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  await Promise.all([output.write(client.files), mermaid ? output.write(mermaid.files) : undefined, writeStaticFiles(session.staticFiles, output)]);
  // Pages that fail (images leading out of the site, pages that throw) are all reported at the end, each at its place.
  const failures: Diagnostic[] = [];
  for (const placement of site.docs.values()) {
    await session.contentAssets.ensure(placement.doc.assets);
    failures.push(...(await session.contentAssets.outsideOf(placement.doc)));
  }
  await output.write(await session.contentAssets.outputFiles());
  await output.write(sectionFiles(site.sidebar, config.baseUrl).map((f) => ({ path: f.path, data: f.json })));
  const index = await search;
  await output.write(index.files);
  buildTimer.mark('assets+search');
  await output.write(await twinFiles({ site, readDoc: (key) => session.cache.read(key), assetUrls: session.contentAssets.urls }));
  buildTimer.mark('markdown twins');

  const buildId = createHash('sha1')
    .update([...site.docs.values()].map((p) => p.doc.hash).join(',') + client.js)
    .digest('hex')
    .slice(0, 10);
  const renderer = session.withChunks({ [SEARCH_INDEX_CHUNK]: index.url });
  const entries = [...site.routes.values()];
  const renderMs = new Map<string, number>();
  let done = 0;
  for (let i = 0; i < entries.length; i += RENDER_CONCURRENCY) {
    // Settled, not raced: a failing write never leaves others still writing while the output is dropped.
    const results = await Promise.allSettled(
      entries.slice(i, i + RENDER_CONCURRENCY).map(async (entry) => {
        const started = performance.now();
        let rendered;
        try {
          rendered = await renderer.renderOnce(entry, buildId);
        } catch (error) {
          failures.push(...(await pageFailureDiagnostics(entry, session, error)));
          return;
        }
        renderMs.set(entry.route, performance.now() - started);
        await output.write([
          { path: outputPathOfRoute(entry.route), data: rendered.html },
          { path: modulePathOfRoute(entry.route), data: rendered.module },
        ]);
        onProgress?.('render', ++done, entries.length);
      }),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
  if (failures.length) throw new RenderFailures(failures);
  const notFound = await renderer.renderOnce({ kind: 'not-found', route: '/404' }, buildId);
  if (session.cards) await output.write(await session.cards.finish());
  await output.write([
    { path: '404.html', data: notFound.html },
    { path: 'sitemap.xml', data: sitemapXml(site) },
    { path: 'robots.txt', data: robotsTxt(site) },
  ]);
  buildTimer.mark('render');
  const warnings = standInWarnings(renderer.standIns, root, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined));
  return { pages: entries.length + 1, renderMs, warnings };
}
