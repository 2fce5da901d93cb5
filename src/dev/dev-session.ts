import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compileOptionsOf } from '../pipeline/build-site.js';
import { bundleClient, type ClientAssets } from '../bundle/bundle-client.js';
import { bundleMermaid } from '../bundle/bundle-mermaid.js';
import { loadServerTheme, type ServerTheme } from '../bundle/bundle-server-theme.js';
import { compilerFingerprint } from '../compile/engine-fingerprint.js';
import { PageCache } from '../compile/page-cache.js';
import type { PageSummary } from '../compile/page-summary.js';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/schema.js';
import { hashText } from '../content/scan-content.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostics } from '../diagnostics/format-diagnostics.js';
import { COMPILE_WORKER_URL } from '../engine/engine-paths.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import { jsonForScript } from '../render/html-document.js';
import type { LocalSearchEngine } from '../search/local-engine.js';
import { SEARCH_INDEX_CHUNK } from '../search/write-search-index.js';
import { DEV_PATHS, DEV_SETTINGS_ID, type DevClientSettings, type DevError, type DevMessage } from '../shared/dev-messages.js';
import { addCategoryIndexPages } from '../site/category-index-pages.js';
import { checkLinks } from '../site/check-links.js';
import { planSite } from '../site/plan-site.js';
import type { Site } from '../site/site-types.js';
import { bundleDevClient, CLIENT_SOURCE_DIR } from './bundle-dev-client.js';
import { CompileThread } from './compile-thread.js';
import { ContentAssets } from './content-assets.js';
import { changedSinceRead, contentDiagnostics, effectiveSummary, indexEntries, loadContent, pageText, planInputs, touchesOtherPages, updateContent, type ContentInput, type ContentState } from './content-state.js';
import { bundleErrorToDiagnostics, configErrorToDiagnostics, displayPath } from './dev-errors.js';
import { DEV_SEARCH_DIR, DevSearchIndex } from './dev-search-index.js';
import { PageIndex } from './page-index.js';
import { dedupe, overlayErrors, ProblemReport } from './problem-report.js';
import { SiteRenderer, type RenderTools } from './site-renderer.js';
import { listStaticRoutes } from './static-routes.js';
import { withNewBodies } from './with-new-bodies.js';

export interface DevLog {
  info(line: string): void;
  /** Diagnostics that appeared, to print with code frames. */
  problems(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>): void;
}

export interface DevSessionOptions {
  root: string;
  baseUrl?: string;
  /** The per-process websocket secret the pages embed. */
  token: string;
  log?: DevLog;
}

const silent: DevLog = { info: () => {}, problems: () => {} };
const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
const toPosix = (p: string) => p.split(path.sep).join('/');
const isUnder = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/** Everything that depends on the config; rebuilt whole when the config changes. */
interface Loaded {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  content: ContentInput & { state: ContentState };
  staticRoutes: Set<string>;
}

/** Which links to check again after a change: none, all, or those of some pages. */
type LinkWork = 'none' | 'all' | ReadonlySet<string>;

/** What one kind of change did: the message for open pages and the whole-site checks still to run. */
interface Outcome {
  message?: DevMessage;
  links: LinkWork;
}

/**
 * The dev server's state: the build's stages, memoised. The content stages keep every page's last
 * compile (and its last good one), the plan is redone from those summaries only when something
 * shared changed, bundles are rebuilt only when their sources change, and routes are rendered on
 * request (`SiteRenderer`). `apply` takes a batch of changed files, re-runs only what they touch,
 * tells open pages what to do, then runs the whole-site checks. No module-level caches:
 * everything lives here and goes with `close()`.
 */
export class DevSession {
  renderer!: SiteRenderer;
  /** Errors the overlay shows now (content, theme, config); replayed to pages that connect. */
  errors: DevError[] = [];
  devClient = '';
  contentAssets: ContentAssets;
  readonly searchIndex = new DevSearchIndex();

  private loaded!: Loaded;
  private theme!: ServerTheme;
  private assets!: ClientAssets;
  private chunks: Record<string, string> = {};
  private tools!: RenderTools;
  private linkDiagnostics: Diagnostic[] = [];
  private themeErrors: Diagnostic[] = [];
  private configErrors: Diagnostic[] = [];
  private readonly problems: ProblemReport;
  private versionCounter = 0;
  private readonly versionPrefix = Date.now().toString(36);
  private indexDirty = false;
  private compiler?: CompileThread;
  /** The link check that follows a (re)load, which `apply` waits for. */
  private checking: Promise<void> = Promise.resolve();

  private constructor(
    readonly options: DevSessionOptions,
    /** The client bundle is written here (esbuild splits it into files) and served from it. */
    readonly assetsDir: string,
    private readonly log: DevLog,
  ) {
    this.contentAssets = new ContentAssets(options.root, '/');
    this.problems = new ProblemReport(log);
  }

  /** Loads the config, then reads content, bundles the client and loads the theme side by side; renders nothing. */
  static async open(options: DevSessionOptions): Promise<DevSession> {
    const loadedConfig = await loadConfig(options.root, { baseUrl: options.baseUrl });
    const assetsDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-dev-'));
    const session = new DevSession(options, assetsDir, options.log ?? silent);
    try {
      await session.loadEverything(loadedConfig);
    } catch (error) {
      await session.compiler?.close();
      await rm(assetsDir, { recursive: true, force: true });
      throw error;
    }
    return session;
  }

  get config(): SiteConfig {
    return this.loaded.config;
  }

  /** The config file in use (absolute). */
  get configFile(): string {
    return this.loaded.configFile;
  }

  get site(): Site {
    return this.renderer.snapshot.site;
  }

  /** Folders and files the watcher should follow. */
  watchTargets(): string[] {
    const { root } = this.options;
    const { config, configFile } = this.loaded;
    return [path.join(root, config.contentDir), path.join(root, config.themeDir), path.join(root, config.staticDir), configFile, CLIENT_SOURCE_DIR];
  }

  /** Content files changed since they were read: edits made before the watcher was following them. */
  changedOnDisk(): Promise<string[]> {
    return changedSinceRead(this.loaded.content.state, this.options.root, this.loaded.config.contentDir);
  }

  /** Saves what the next start can reuse, and removes the bundles. */
  async close(): Promise<void> {
    await this.checking.catch(() => {});
    await this.compiler?.close();
    await this.saveIndex().catch(() => {});
    await rm(this.assetsDir, { recursive: true, force: true });
  }

  private async loadEverything({ config, file: configFile }: { config: SiteConfig; file: string }): Promise<void> {
    const { root } = this.options;
    const themeDir = path.resolve(root, config.themeDir);
    const options = compileOptionsOf(config);
    const cache = new PageCache(path.join(root, '.docsgen', 'cache', 'pages'));
    await this.compiler?.close();
    const compiler = new CompileThread(COMPILE_WORKER_URL, { cacheDir: cache.dir, options });
    this.compiler = compiler;
    const content: ContentInput = {
      root,
      contentDir: config.contentDir,
      options,
      cache,
      workerUrl: COMPILE_WORKER_URL,
      index: PageIndex.at(root, `${compilerFingerprint()}\0${JSON.stringify(options)}`),
      compile: (sources) => compiler.compile(sources),
    };
    const bundleFailure = (error: unknown): never => {
      const diagnostics = bundleErrorToDiagnostics(error, { root, entry: path.join(themeDir, 'index.tsx'), stage: 'theme' });
      throw new Error(`the theme does not compile, so there is nothing to serve yet:\n${formatDiagnostics(diagnostics)}`, { cause: error });
    };
    // Mermaid's chunk is copied in beside the rest (it takes as long as a bundle) and kept if a page has a diagram.
    const mermaid = config.mermaid ? bundleMermaid({ outDir: this.assetsDir, baseUrl: config.baseUrl, minify: true }).catch(() => undefined) : undefined;
    const [state, staticRoutes, configSource, theme, assets, devClient, mermaidUrl] = await Promise.all([
      loadContent(content),
      listStaticRoutes(path.join(root, config.staticDir)),
      readFile(configFile, 'utf8'),
      loadServerTheme(themeDir).catch(bundleFailure),
      bundleClient({ outDir: this.assetsDir, baseUrl: config.baseUrl, themeDir, minify: false }).catch(bundleFailure),
      bundleDevClient(),
      mermaid,
      // Loaded while esbuild works in its own process: the first page needs it.
      import('../render/render-route.js'),
    ]);
    this.loaded = { config, configFile, configSource, content: { ...content, state }, staticRoutes };
    Object.assign(this, { theme, assets, devClient });
    this.contentAssets = new ContentAssets(root, config.baseUrl);
    this.themeErrors = [];
    this.configErrors = [];
    this.chunks = mermaidUrl && hasDiagrams(state) ? { mermaid: mermaidUrl } : {};
    this.searchIndex.invalidate();
    this.setTools();
    this.renderer = new SiteRenderer({ version: this.nextVersion(), config, site: this.plan() }, this.tools);
    this.errors = await this.overlayErrors();
    // The whole-site link check only prints warnings: it runs once the server is answering.
    this.linkDiagnostics = [];
    this.checking = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        this.linkDiagnostics = this.checkLinksOf(this.site);
        await this.report();
      })
      .catch((error: unknown) => this.log.info(`link check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
    this.indexDirty = [...state.pages.values()].some((r) => r.text !== undefined);
    // The compile thread loads the Markdown toolchain and the highlighter now, beside the serving thread.
    setImmediate(() => compiler.warmUp());
    // Pages were read and compiled: remember them for the next start (soon, in case this process is killed).
    if (this.indexDirty) setTimeout(() => void this.saveIndex().catch(() => {}), 2000).unref();
  }

  /**
   * Applies a batch of changed files (absolute paths; added, changed or removed): re-runs only what
   * they touch, sends open pages what to do through `emit` (errors first, then the update), and
   * then runs the whole-site link check, whose warnings go to the terminal.
   */
  async apply(files: ReadonlySet<string>, emit: (message: DevMessage) => void): Promise<void> {
    await this.checking;
    const started = performance.now();
    const { root } = this.options;
    const { config } = this.loaded;
    const dirs = { content: path.join(root, config.contentDir), theme: path.join(root, config.themeDir), static: path.join(root, config.staticDir) };
    const list = [...files];
    const names = list.map((f) => displayPath(root, f));
    const what = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
    const errorsBefore = this.errors;
    const outcomes: Outcome[] = [];
    if (list.some((f) => path.dirname(f) === root && CONFIG_NAMES.includes(path.basename(f)))) {
      outcomes.push(await this.reloadConfig());
    } else {
      const theme = list.some((f) => isUnder(f, dirs.theme));
      const client = list.some((f) => isUnder(f, CLIENT_SOURCE_DIR));
      const content = list.filter((f) => isUnder(f, dirs.content));
      if (theme || client) outcomes.push(await this.rebuildBundles({ theme, client }));
      if (content.length) outcomes.push(await this.updateContent(content));
      if (list.some((f) => isUnder(f, dirs.static))) outcomes.push(await this.updateStatic());
    }
    const update = mergeMessages(outcomes.flatMap((o) => (o.message ? [o.message] : [])));

    this.errors = await this.overlayErrors();
    if (this.errors.length && JSON.stringify(this.errors) !== JSON.stringify(errorsBefore)) emit({ type: 'errors', errors: this.errors });
    if (!this.errors.length && errorsBefore.length) emit({ type: 'errors-cleared' });
    if (update) emit(update);
    // Open pages are about to ask for these: render them now, while the message is on its way.
    if (update?.type === 'page-update') void this.prerender(update.routes);
    const ms = Math.round(performance.now() - started);
    const outcome = update?.type === 'page-update' ? `updated ${update.routes.join(', ')}` : update?.type === 'full-reload' ? `reload (${update.reason})` : update?.type === 'css-update' ? 'styles swapped' : 'no page changed';
    this.log.info(`${what}: ${outcome}${this.errors.length ? `, ${this.errors.length} error${this.errors.length === 1 ? '' : 's'} shown` : ''} in ${ms} ms`);

    // Whole-site checks after the pages know: they only print warnings.
    await this.checking;
    const work = outcomes.map((o) => o.links);
    if (work.includes('all')) this.linkDiagnostics = this.checkLinksOf(this.site);
    else {
      const pages = new Set(work.flatMap((w) => (typeof w === 'string' ? [] : [...w])));
      if (pages.size) this.linkDiagnostics = this.recheckLinksOf(pages);
    }
    await this.report();
  }

  /** Renders routes one after the other, pages before their aliases (rendering is CPU-bound: in parallel, each would finish later). */
  private async prerender(routes: readonly string[]): Promise<void> {
    const renderer = this.renderer;
    const entries = routes.flatMap((route) => renderer.lookup(route) ?? []).sort((a, b) => Number(a.kind === 'alias') - Number(b.kind === 'alias'));
    // A failure shows when the page asks for it.
    for (const entry of entries) await renderer.render(entry).catch(() => undefined);
  }

  /** The config changed: everything is reloaded with it; a config that fails keeps the old one and says why. */
  private async reloadConfig(): Promise<Outcome> {
    let loadedConfig: { config: SiteConfig; file: string };
    try {
      loadedConfig = await loadConfig(this.options.root, { baseUrl: this.options.baseUrl });
    } catch (error) {
      this.configErrors = configErrorToDiagnostics(error, { root: this.options.root, configFile: this.loaded.configFile });
      return { links: 'none' };
    }
    await this.saveIndex();
    await this.loadEverything(loadedConfig);
    return { message: { type: 'full-reload', version: this.renderer.snapshot.version, reason: 'config changed' }, links: 'none' };
  }

  /** Theme or engine client code changed: rebuild the bundles; a CSS-only change swaps the stylesheet. */
  private async rebuildBundles(changed: { theme: boolean; client: boolean }): Promise<Outcome> {
    const { root } = this.options;
    const { config } = this.loaded;
    const themeDir = path.resolve(root, config.themeDir);
    const errors: Diagnostic[] = [];
    const failed = (entry: string, stage: string) => (e: unknown) => void errors.push(...bundleErrorToDiagnostics(e, { root, entry, stage }));
    const [theme, assets, devClient] = await Promise.all([
      changed.theme ? loadServerTheme(themeDir).catch(failed(path.join(themeDir, 'index.tsx'), 'theme')) : this.theme,
      bundleClient({ outDir: this.assetsDir, baseUrl: config.baseUrl, themeDir, minify: false }).catch(failed(path.join(themeDir, 'index.tsx'), 'theme')),
      changed.client ? bundleDevClient().catch(failed(path.join(CLIENT_SOURCE_DIR, 'dev', 'dev-client.ts'), 'dev client')) : this.devClient,
    ]);
    this.themeErrors = dedupe(errors);
    if (!theme || !assets || devClient === undefined) return { links: 'none' };
    const before = { theme: this.theme, assets: this.assets, devClient: this.devClient };
    Object.assign(this, { theme, assets, devClient });
    const jsChanged = before.theme.App !== theme.App || before.assets.js !== assets.js || before.devClient !== devClient;
    if (!jsChanged && before.assets.css === assets.css) return { links: 'none' };
    this.setTools();
    this.renderer = this.renderer.next({ ...this.renderer.snapshot, version: this.nextVersion() }, this.tools, 'all');
    const version = this.renderer.snapshot.version;
    if (jsChanged) return { message: { type: 'full-reload', version, reason: 'theme code changed' }, links: 'none' };
    return { message: { type: 'css-update', version, previous: before.assets.css, href: assets.css }, links: 'none' };
  }

  /**
   * Content changed: recompile the changed pages. When only their bodies changed, the plan keeps its
   * routes and sidebar and just points at the new compiles, and only their routes re-render; when
   * something shared changed (a page added or removed, a title, slug or folder metadata), replan.
   */
  private async updateContent(files: string[]): Promise<Outcome> {
    const { root } = this.options;
    const { state } = this.loaded.content;
    const update = await updateContent(state, files, this.loaded.content);
    const assetRoutes = new Set<string>();
    for (const file of files.map((f) => toPosix(path.relative(root, f)))) {
      if (!this.contentAssets.forget(file)) continue;
      for (const p of this.site.docs.values()) if (p.doc.assets.includes(file)) assetRoutes.add(p.route);
    }
    if (!update.changed.size && !update.removed.length && !update.metadataChanged && !assetRoutes.size) return { links: 'none' };
    this.indexDirty = true;
    this.searchIndex.invalidate();
    await this.ensureMermaid();

    const changed = [...update.changed].map(([contentPath, before]) => ({ before, after: effectiveSummary(state.pages.get(contentPath)!) }));
    const shared = update.removed.length > 0 || update.metadataChanged || changed.some(({ before, after }) => touchesOtherPages(before, after));
    if (shared) {
      this.renderer = this.renderer.next({ version: this.nextVersion(), config: this.loaded.config, site: this.plan() }, this.tools, 'all');
      const count = (n: number, what: string) => (n ? [`${n === 1 ? 'a page' : `${n} pages`} ${what}`] : []);
      const added = changed.filter((c) => !c.before).length;
      const reason = added || update.removed.length ? [...count(added, 'added'), ...count(update.removed.length, 'removed')].join(', ') : update.metadataChanged ? 'folder metadata changed' : 'a title, slug or other frontmatter changed';
      return { message: { type: 'full-reload', version: this.renderer.snapshot.version, reason }, links: 'all' };
    }
    const site = withNewBodies(this.site, changed.map((c) => c.after));
    const stale = new Set(assetRoutes);
    const paths = new Set(update.changed.keys());
    for (const entry of site.routes.values()) if ('contentPath' in entry && paths.has(entry.contentPath)) stale.add(entry.route);
    this.renderer = this.renderer.next({ version: this.nextVersion(), config: this.loaded.config, site }, this.tools, stale);
    // New or lost headings can mend or break other pages' anchors; otherwise only these pages' own links need a look.
    const anchorsMoved = changed.some(({ before, after }) => before?.anchors.join('\0') !== after.anchors.join('\0'));
    return { message: { type: 'page-update', version: this.renderer.snapshot.version, routes: [...stale].sort() }, links: anchorsMoved ? 'all' : paths };
  }

  /** A file under `static/` changed: links to it may now work or break, and the page may show it. */
  private async updateStatic(): Promise<Outcome> {
    this.loaded.staticRoutes = await listStaticRoutes(path.join(this.options.root, this.loaded.config.staticDir));
    this.renderer = this.renderer.next({ ...this.renderer.snapshot, version: this.nextVersion() }, this.tools, new Set());
    return { message: { type: 'full-reload', version: this.renderer.snapshot.version, reason: 'static files changed' }, links: 'all' };
  }

  /** The plan, with the build's own stages: planSite, then generated category index pages. */
  private plan(): Site {
    const { config, content } = this.loaded;
    const inputs = planInputs(content.state, this.options.root);
    const site = planSite({ config, docs: inputs.docs, categories: content.state.categories, tagDefinitions: content.state.tags, includeDrafts: true, sources: inputs.sources });
    addCategoryIndexPages(site);
    return site;
  }

  private checkLinksOf(site: Site, only?: ReadonlySet<string>): Diagnostic[] {
    const { root } = this.options;
    const { staticRoutes, configFile, configSource } = this.loaded;
    return checkLinks({ site, staticFiles: staticRoutes, configFile: toPosix(path.relative(root, configFile)), configSource, only });
  }

  /** The link check for some pages only, merged into the last full one. */
  private recheckLinksOf(contentPaths: ReadonlySet<string>): Diagnostic[] {
    const files = new Set([...contentPaths].map((p) => this.site.docs.get(p)?.doc.file));
    return [...this.linkDiagnostics.filter((d) => !files.has(d.file)), ...this.checkLinksOf(this.site, contentPaths)];
  }

  private setTools(): void {
    const { config, content } = this.loaded;
    const base = config.baseUrl;
    const settings: DevClientSettings = { socket: `${base}${DEV_PATHS.socket}`, token: this.options.token, base };
    const head = `<script type="application/json" id="${DEV_SETTINGS_ID}">${jsonForScript(settings)}</script>\n<script type="module" src="${base}${DEV_PATHS.client}"></script>`;
    const loadDoc = async (summary: PageSummary): Promise<CompiledDoc> => (await content.cache.read(summary.cacheKey)) ?? this.recompile(summary);
    const chunks = { ...this.chunks, [SEARCH_INDEX_CHUNK]: `${base}${DEV_SEARCH_DIR}index.json` };
    this.tools = { root: this.options.root, loadDoc, theme: this.theme, assets: { js: this.assets.js, css: this.assets.css }, chunks, head, contentAssets: this.contentAssets };
  }

  /** A file of the local search index, built on first use. */
  searchFile(name: string): Promise<string | undefined> {
    return this.searchIndex.file(name, this.site, (key) => this.loaded.content.cache.read(key));
  }

  /** The local search engine, for the Algolia-shaped search API the dev server answers too. */
  searchEngine(): Promise<LocalSearchEngine> {
    return this.searchIndex.engine(this.site, (key) => this.loaded.content.cache.read(key));
  }

  /** A page whose compile is gone from the page cache (someone cleared it): compile it again from its file. */
  private async recompile(summary: PageSummary): Promise<CompiledDoc> {
    const { content } = this.loaded;
    const record = content.state.pages.get(summary.contentPath);
    const text = record && (await pageText(this.options.root, record));
    if (text === undefined) throw new Error(`render stage: ${summary.file} is gone and its compiled page is not in the cache`);
    const source = { file: summary.file, contentPath: summary.contentPath, kind: summary.file.endsWith('.mdx') ? ('mdx' as const) : ('md' as const), source: text, hash: hashText(text) };
    const [compiled] = await (content.compile ?? (() => Promise.resolve([])))([source]);
    const doc = compiled && (await content.cache.read(compiled.cacheKey));
    if (!doc) throw new Error(`render stage: could not compile ${summary.file} again`);
    return doc;
  }

  /** Mermaid is a lazy chunk, bundled only once a page has a diagram (as the build does). */
  private async ensureMermaid(): Promise<void> {
    const { config, content } = this.loaded;
    if (this.chunks.mermaid || !config.mermaid || !hasDiagrams(content.state)) return;
    // Minified like the build's, so both share the engine's cached copy (Mermaid is vendor code nobody debugs here).
    this.chunks = { ...this.chunks, mermaid: await bundleMermaid({ outDir: this.assetsDir, baseUrl: config.baseUrl, minify: true }) };
    if (this.tools) this.setTools();
  }

  /** What the overlay shows: errors of content, theme and config. */
  private overlayErrors(): Promise<DevError[]> {
    return overlayErrors([...contentDiagnostics(this.loaded.content.state), ...this.themeErrors, ...this.configErrors], (d) => this.sourcesOf(d));
  }

  /** Prints the problems the terminal has not shown yet (link warnings and duplicate routes too). */
  private report(): Promise<void> {
    const all = [...contentDiagnostics(this.loaded.content.state), ...this.site.diagnostics, ...this.linkDiagnostics, ...this.themeErrors, ...this.configErrors];
    return this.problems.update(all, (d) => this.sourcesOf(d));
  }

  /** Source text of the files some diagnostics are about, for code frames. */
  private async sourcesOf(diagnostics: readonly Diagnostic[]): Promise<Map<string, string>> {
    const { root } = this.options;
    const files = [...new Set(diagnostics.map((d) => d.file))];
    const records = new Map([...this.loaded.content.state.pages.values()].filter((r) => files.includes(r.file)).map((r) => [r.file, r]));
    const configFile = toPosix(path.relative(root, this.loaded.configFile));
    const texts = await Promise.all(
      files.map(async (file) => {
        const record = records.get(file);
        if (record) return pageText(root, record);
        if (file === configFile) return this.loaded.configSource;
        return readFile(path.resolve(root, file), 'utf8').catch(() => undefined);
      }),
    );
    return new Map(files.flatMap((file, i) => (texts[i] === undefined ? [] : [[file, texts[i]] as [string, string]])));
  }

  /** Saves the page index when pages were read or changed this session. */
  private async saveIndex(): Promise<void> {
    if (!this.indexDirty || !this.loaded) return;
    this.indexDirty = false;
    await this.loaded.content.index?.write(indexEntries(this.loaded.content.state));
  }

  private nextVersion(): string {
    return `${this.versionPrefix}-${++this.versionCounter}`;
  }
}

function hasDiagrams(state: ContentState): boolean {
  for (const record of state.pages.values()) if (record.current.hasMermaid) return true;
  return false;
}

/** One message for a batch that touched several kinds of file: a reload covers everything else. */
function mergeMessages(messages: DevMessage[]): DevMessage | undefined {
  if (messages.length <= 1) return messages[0];
  const reload = messages.find((m) => m.type === 'full-reload');
  if (reload) return reload;
  const last = messages.at(-1)!;
  const version = 'version' in last ? last.version : '';
  if (messages.every((m) => m.type === 'page-update')) return { type: 'page-update', version, routes: [...new Set(messages.flatMap((m) => (m.type === 'page-update' ? m.routes : [])))].sort() };
  return { type: 'full-reload', version, reason: 'several kinds of files changed' };
}
