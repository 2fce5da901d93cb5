import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { standInWarnings } from '../bundle/package-stand-in.js';
import path from 'node:path';
import type { StaticFile } from '../content/static-files.js';
import { modulePathOfRoute, outputPathOfRoute } from '../content/route-of-file.js';
import type { Output } from '../output/output.js';
import type { OutputFile } from '../output/output-file.js';
import type { SiteRenderer } from './site-renderer.js';
import { blogFeedFiles } from '../render/blog-feed-files.js';
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

export interface RenderSiteResult {
  pages: number;
  /** Pages whose render threw (an MDX expression reading `undefined.x`, a string `style`), each located: data, not an exception. Nothing is committed when there are any. */
  failures: Diagnostic[];
  /** Compile time is per page; render time too, for `--profile`'s slowest pages. */
  renderMs: Map<string, number>;
  /** What rendering had to say without failing (packages that stood in). */
  warnings: Diagnostic[];
}

/** The renderer every route of one build renders with, and what it needs besides: the same in a whole build, a shard and a merge. */
export interface BuildRenderer {
  renderer: SiteRenderer;
  /** Names the build in every page: the same for the same content and client, whichever process renders. */
  buildId: string;
  /** The search index's files; pages name the index's URL, so it is made before any page renders. */
  searchFiles: OutputFile[];
  searchUrl: string;
}

/** Makes the search index (pages link to it by its hashed name) and the renderer that names it. */
export async function prepareRenderer(session: SiteSession): Promise<BuildRenderer> {
  const { site, client } = session;
  const index = await searchIndexFiles({ site, readDoc: session.readDoc, names: 'hashed' });
  const buildId = createHash('sha1')
    .update([...site.docs.values()].map((p) => p.doc.hash).join(',') + client.js)
    .digest('hex')
    .slice(0, 10);
  return { renderer: session.withChunks({ [SEARCH_INDEX_CHUNK]: index.url }), buildId, searchFiles: index.files, searchUrl: index.url };
}

/**
 * Everything of the output that is not a route's page: bundles, static files, page assets, sidebar
 * sections, the search index and the Markdown twins. Returns the pages whose assets lead out of the site.
 */
export async function writeSiteFiles(session: SiteSession, prepared: BuildRenderer, output: Output): Promise<Diagnostic[]> {
  const { config, site, client, mermaid } = session;
  await Promise.all([output.write(client.files), mermaid ? output.write(mermaid.files) : undefined, writeStaticFiles(session.staticFiles, output)]);
  // Pages that fail (images leading out of the site, pages that throw) are all reported at the end, each at its place.
  const failures: Diagnostic[] = [];
  for (const placement of site.docs.values()) {
    await session.contentAssets.ensure(placement.doc.assets);
    failures.push(...(await session.contentAssets.outsideOf(placement.doc)));
  }
  for (const post of session.blogPosts.values()) {
    await session.contentAssets.ensure(post.full.assets);
    failures.push(...(await session.contentAssets.outsideOf(post.full)));
  }
  await output.write(await session.contentAssets.outputFiles());
  await output.write(sectionFiles(site.sidebar, config.baseUrl).map((f) => ({ path: f.path, data: f.json })));
  await output.write(prepared.searchFiles);
  await output.write(await blogFeedFiles(site, (post) => prepared.renderer.blogPostHtml(post)));
  buildTimer.mark('assets+search');
  await output.write(await twinFiles({ site, readDoc: session.readDoc, assetUrls: session.contentAssets.urls, blogPosts: session.blogPosts }));
  buildTimer.mark('markdown twins');
  return failures;
}

/** Renders routes into the output (page and page module each), a few at once; pages that throw are returned located, not thrown. */
export async function renderRoutes(
  session: SiteSession,
  prepared: BuildRenderer,
  entries: readonly RouteEntry[],
  output: Output,
  onProgress?: (phase: string, done: number, total: number) => void,
): Promise<{ renderMs: Map<string, number>; failures: Diagnostic[] }> {
  const { renderer, buildId } = prepared;
  const renderMs = new Map<string, number>();
  const failures: Diagnostic[] = [];
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
  return { renderMs, failures };
}

/** The social cards the rendered pages asked for. */
export async function writeCards(session: SiteSession, output: Output): Promise<void> {
  if (session.cards) await output.write(await session.cards.finish());
}

/** The site's last files, once every route is in: the not-found page, sitemap and robots; and what rendering warned about. */
export async function finishSite(session: SiteSession, prepared: BuildRenderer, output: Output): Promise<Diagnostic[]> {
  const { site } = session;
  const notFound = await prepared.renderer.renderOnce({ kind: 'not-found', route: '/404' }, prepared.buildId);
  await writeCards(session, output);
  await output.write(session.emitted);
  await output.write([
    { path: '404.html', data: notFound.html },
    { path: 'sitemap.xml', data: sitemapXml(site) },
    { path: 'robots.txt', data: robotsTxt(site) },
  ]);
  buildTimer.mark('render');
  return renderWarnings(session, prepared);
}

/** What rendering warned about without failing: the packages that stood in for missing ones, each named once. */
export function renderWarnings(session: SiteSession, prepared: BuildRenderer): Diagnostic[] {
  return [...standInWarnings(prepared.renderer.standIns, session.options.root, (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined)), ...prepared.renderer.problems];
}

/**
 * The build's whole output, from a session: bundles, static files, page assets, sidebar sections,
 * the search index, every route, the not-found page, sitemap and robots. Every stage returns files;
 * this hands them to the one output, which commits them (or not) as a whole.
 */
export async function renderSite(session: SiteSession, output: Output, onProgress?: (phase: string, done: number, total: number) => void): Promise<RenderSiteResult> {
  const prepared = await prepareRenderer(session);
  const failures = await writeSiteFiles(session, prepared, output);
  const entries = [...session.site.routes.values()];
  const rendered = await renderRoutes(session, prepared, entries, output, onProgress);
  failures.push(...rendered.failures);
  if (failures.length) return { pages: 0, failures, renderMs: rendered.renderMs, warnings: [] };
  const warnings = await finishSite(session, prepared, output);
  return { pages: entries.length + 1, failures: [], renderMs: rendered.renderMs, warnings };
}
