import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compileOptionsOf } from '../build/build-site.js';
import { bundleClient, type ClientAssets } from '../bundle/bundle-client.js';
import { bundleMermaid } from '../bundle/bundle-mermaid.js';
import { loadServerTheme, type ServerTheme } from '../bundle/bundle-server-theme.js';
import { PageCache } from '../compile/page-cache.js';
import { loadConfig } from '../config/load-config.js';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostics } from '../diagnostics/format-diagnostics.js';
import { COMPILE_WORKER_URL } from '../engine/engine-paths.js';
import { jsonForScript } from '../render/html-document.js';
import { DEV_PATHS, DEV_SETTINGS_ID, type DevClientSettings, type DevError, type DevMessage } from '../shared/dev-messages.js';
import { addCategoryIndexPages } from '../site/category-index-pages.js';
import { checkLinks } from '../site/check-links.js';
import { planSite } from '../site/plan-site.js';
import type { Site } from '../site/site-types.js';
import { bundleDevClient, CLIENT_SOURCE_DIR } from './bundle-dev-client.js';
import { ContentAssets } from './content-assets.js';
import { contentErrors, effectiveSummary, loadContent, planInputs, touchesOtherPages, updateContent, type ContentInput, type ContentState } from './content-state.js';
import { bundleErrorToDiagnostics, configErrorToDiagnostics, toDevError } from './dev-errors.js';
import { SiteRenderer, type RenderTools } from './site-renderer.js';

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
const errorsOnly = (list: readonly Diagnostic[]) => list.filter((d) => d.severity === 'error');
const keyOf = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;

/** Everything that depends on the config; rebuilt whole when the config changes. */
interface Loaded {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  cache: PageCache;
  content: ContentState;
  staticRoutes: Set<string>;
}

/**
 * The dev server's state: the build's stages, memoised. The content stages keep every page's last
 * compile (and its last good one), the plan is redone from those summaries, bundles are rebuilt only
 * when their sources change, and routes are rendered on request (`SiteRenderer`). `apply` takes a
 * batch of changed files, re-runs only what they touch and returns what open pages must do.
 * No module-level caches: everything lives here and goes with `close()`.
 */
export class DevSession {
  renderer!: SiteRenderer;
  /** Errors the overlay shows now (content, theme, config); replayed to pages that connect. */
  errors: DevError[] = [];
  devClient = '';
  contentAssets: ContentAssets;

  private loaded!: Loaded;
  private theme!: ServerTheme;
  private assets!: ClientAssets;
  private chunks: Record<string, string> = {};
  private tools!: RenderTools;
  private linkDiagnostics: Diagnostic[] = [];
  private themeErrors: Diagnostic[] = [];
  private configErrors: Diagnostic[] = [];
  private reported = new Set<string>();
  private versionCounter = 0;
  private readonly versionPrefix = Date.now().toString(36);

  private constructor(
    readonly options: DevSessionOptions,
    /** The client bundle is written here (esbuild splits it into files) and served from it. */
    readonly assetsDir: string,
    private readonly log: DevLog,
  ) {
    this.contentAssets = new ContentAssets(options.root, '/');
  }

  /** Loads the config, then compiles content, bundles the client and loads the theme side by side; renders nothing. */
  static async open(options: DevSessionOptions): Promise<DevSession> {
    const loadedConfig = await loadConfig(options.root, { baseUrl: options.baseUrl });
    const assetsDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-dev-'));
    const session = new DevSession(options, assetsDir, options.log ?? silent);
    try {
      await session.loadEverything(loadedConfig);
    } catch (error) {
      await session.close();
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

  async close(): Promise<void> {
    await rm(this.assetsDir, { recursive: true, force: true });
  }

  private async loadEverything({ config, file: configFile }: { config: SiteConfig; file: string }): Promise<void> {
    const { root } = this.options;
    const themeDir = path.resolve(root, config.themeDir);
    const cache = new PageCache(path.join(root, '.docsgen', 'cache', 'pages'));
    const bundleFailure = (error: unknown): never => {
      const diagnostics = bundleErrorToDiagnostics(error, { root, entry: path.join(themeDir, 'index.tsx'), stage: 'theme' });
      throw new Error(`the theme does not compile, so there is nothing to serve yet:\n${formatDiagnostics(diagnostics)}`, { cause: error });
    };
    const [content, staticRoutes, configSource, theme, assets, devClient] = await Promise.all([
      loadContent({ root, contentDir: config.contentDir, options: compileOptionsOf(config), cache, workerUrl: COMPILE_WORKER_URL }),
      listStaticRoutes(path.join(root, config.staticDir)),
      readFile(configFile, 'utf8'),
      loadServerTheme(themeDir).catch(bundleFailure),
      bundleClient({ outDir: this.assetsDir, baseUrl: config.baseUrl, themeDir, minify: false }).catch(bundleFailure),
      bundleDevClient(),
    ]);
    this.loaded = { config, configFile, configSource, cache, content, staticRoutes };
    Object.assign(this, { theme, assets, devClient });
    this.contentAssets = new ContentAssets(root, config.baseUrl);
    await this.ensureMermaid(content);
    this.themeErrors = [];
    this.configErrors = [];
    this.setTools();
    const { site, diagnostics } = this.plan();
    this.renderer = new SiteRenderer({ version: this.nextVersion(), config, site }, this.tools);
    this.linkDiagnostics = diagnostics;
    await this.refreshErrors();
  }

  /** Every diagnostic now: content errors and warnings, duplicate routes, links, theme and config problems. */
  diagnostics(): Diagnostic[] {
    return [...contentErrors(this.loaded.content), ...this.site.diagnostics, ...this.linkDiagnostics, ...this.themeErrors, ...this.configErrors];
  }

  /** Source text by file, for code frames. */
  sources(): Map<string, string> {
    const out = new Map<string, string>();
    for (const record of this.loaded.content.pages.values()) out.set(record.source.file, record.source.source);
    out.set(toPosix(path.relative(this.options.root, this.loaded.configFile)), this.loaded.configSource);
    return out;
  }

  /**
   * Applies a batch of changed files (absolute paths; added, changed or removed) and returns the
   * messages for open pages. Only what the files touch is redone.
   */
  async apply(files: ReadonlySet<string>): Promise<DevMessage[]> {
    const started = performance.now();
    const { root } = this.options;
    const { config } = this.loaded;
    const dirs = { content: path.join(root, config.contentDir), theme: path.join(root, config.themeDir), static: path.join(root, config.staticDir) };
    const list = [...files];
    const configChanged = list.some((f) => path.dirname(f) === root && CONFIG_NAMES.includes(path.basename(f)));
    const errorsBefore = this.errors;
    let update: DevMessage | undefined;
    let what: string;

    if (configChanged) {
      update = await this.reloadConfig();
      what = 'config';
    } else {
      const theme = list.filter((f) => isUnder(f, dirs.theme));
      const client = list.filter((f) => isUnder(f, CLIENT_SOURCE_DIR));
      const statics = list.filter((f) => isUnder(f, dirs.static));
      const content = list.filter((f) => isUnder(f, dirs.content));
      const updates: DevMessage[] = [];
      if (theme.length || client.length) updates.push(...(await this.rebuildBundles({ theme: theme.length > 0, client: client.length > 0 })));
      if (content.length) updates.push(...(await this.updateContent(content)));
      if (statics.length) updates.push(...(await this.updateStatic()));
      update = mergeUpdates(updates);
      const names = list.map((f) => toPosix(path.relative(root, f)));
      what = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
    }
    await this.refreshErrors();
    const messages: DevMessage[] = [];
    if (this.errors.length && JSON.stringify(this.errors) !== JSON.stringify(errorsBefore)) messages.push({ type: 'errors', errors: this.errors });
    if (!this.errors.length && errorsBefore.length) messages.push({ type: 'errors-cleared' });
    if (update) messages.push(update);
    const ms = Math.round(performance.now() - started);
    const outcome = update?.type === 'page-update' ? `updated ${update.routes.join(', ')}` : update?.type === 'full-reload' ? `reload (${update.reason})` : update?.type === 'css-update' ? 'styles swapped' : 'no page changed';
    this.log.info(`${what}: ${outcome}${this.errors.length ? `, ${this.errors.length} error${this.errors.length === 1 ? '' : 's'} shown` : ''} in ${ms} ms`);
    return messages;
  }

  /** The config changed: everything is reloaded with it; a config that fails keeps the old one and says why. */
  private async reloadConfig(): Promise<DevMessage | undefined> {
    let loadedConfig: { config: SiteConfig; file: string };
    try {
      loadedConfig = await loadConfig(this.options.root, { baseUrl: this.options.baseUrl });
    } catch (error) {
      this.configErrors = configErrorToDiagnostics(error, { root: this.options.root, configFile: this.loaded.configFile });
      return undefined;
    }
    await this.loadEverything(loadedConfig);
    return { type: 'full-reload', version: this.renderer.snapshot.version, reason: 'config changed' };
  }

  /** Theme or engine client code changed: rebuild the bundles; a CSS-only change swaps the stylesheet. */
  private async rebuildBundles(changed: { theme: boolean; client: boolean }): Promise<DevMessage[]> {
    const { root } = this.options;
    const { config } = this.loaded;
    const themeDir = path.resolve(root, config.themeDir);
    const errors: Diagnostic[] = [];
    const [theme, assets, devClient] = await Promise.all([
      changed.theme ? loadServerTheme(themeDir).catch((e: unknown) => void errors.push(...bundleErrorToDiagnostics(e, { root, entry: path.join(themeDir, 'index.tsx'), stage: 'theme' }))) : this.theme,
      bundleClient({ outDir: this.assetsDir, baseUrl: config.baseUrl, themeDir, minify: false }).catch((e: unknown) => void errors.push(...bundleErrorToDiagnostics(e, { root, entry: path.join(themeDir, 'index.tsx'), stage: 'theme' }))),
      changed.client ? bundleDevClient().catch((e: unknown) => void errors.push(...bundleErrorToDiagnostics(e, { root, entry: path.join(CLIENT_SOURCE_DIR, 'dev', 'dev-client.ts'), stage: 'dev client' }))) : this.devClient,
    ]);
    this.themeErrors = dedupe(errors);
    if (!theme || !assets || devClient === undefined) return [];
    const before = { theme: this.theme, assets: this.assets, devClient: this.devClient };
    Object.assign(this, { theme, assets, devClient });
    const jsChanged = before.theme.App !== theme.App || before.assets.js !== assets.js || before.devClient !== devClient;
    const cssChanged = before.assets.css !== assets.css;
    if (!jsChanged && !cssChanged) return [];
    this.setTools();
    this.renderer = this.renderer.next({ ...this.renderer.snapshot, version: this.nextVersion() }, this.tools, 'all');
    const version = this.renderer.snapshot.version;
    if (jsChanged) return [{ type: 'full-reload', version, reason: 'theme code changed' }];
    return [{ type: 'css-update', version, previous: before.assets.css, href: assets.css }];
  }

  /** Content changed: recompile the changed pages, replan, recheck links; re-render only what is stale. */
  private async updateContent(files: string[]): Promise<DevMessage[]> {
    const { root } = this.options;
    const { content } = this.loaded;
    const update = await updateContent(content, files, this.contentInput());
    const assetRoutes = new Set<string>();
    for (const file of files) {
      if (!this.contentAssets.forget(toPosix(path.relative(root, file)))) continue;
      for (const p of this.site.docs.values()) if (p.doc.assets.includes(toPosix(path.relative(root, file)))) assetRoutes.add(p.route);
    }
    if (!update.changed.size && !update.removed.length && !update.metadataChanged && !assetRoutes.size) return [];
    await this.ensureMermaid(content);

    const shared = update.removed.length > 0 || update.metadataChanged || [...update.changed].some(([contentPath, before]) => touchesOtherPages(before, effectiveSummary(content.pages.get(contentPath)!)));
    const { site, diagnostics } = this.plan();
    this.linkDiagnostics = diagnostics;
    const snapshot = { version: this.nextVersion(), config: this.loaded.config, site };
    if (shared) {
      this.renderer = this.renderer.next(snapshot, this.tools, 'all');
      const added = [...update.changed.values()].filter((b) => b === undefined).length;
      const count = (n: number, what: string) => (n ? [`${n === 1 ? 'a page' : `${n} pages`} ${what}`] : []);
      const reason = added || update.removed.length ? [...count(added, 'added'), ...count(update.removed.length, 'removed')].join(', ') : update.metadataChanged ? 'folder metadata changed' : 'a title, slug or other frontmatter changed';
      return [{ type: 'full-reload', version: snapshot.version, reason }];
    }
    const routes = new Set(assetRoutes);
    for (const contentPath of update.changed.keys()) for (const entry of site.routes.values()) if ('contentPath' in entry && entry.contentPath === contentPath) routes.add(entry.route);
    this.renderer = this.renderer.next(snapshot, this.tools, routes);
    return [{ type: 'page-update', version: snapshot.version, routes: [...routes].sort() }];
  }

  /** A file under `static/` changed: links to it may now work or break, and the page may show it. */
  private async updateStatic(): Promise<DevMessage[]> {
    this.loaded.staticRoutes = await listStaticRoutes(path.join(this.options.root, this.loaded.config.staticDir));
    this.linkDiagnostics = this.checkLinksOf(this.site);
    this.renderer = this.renderer.next({ ...this.renderer.snapshot, version: this.nextVersion() }, this.tools, new Set());
    return [{ type: 'full-reload', version: this.renderer.snapshot.version, reason: 'static files changed' }];
  }

  /** The plan and whole-site checks, the build's own stages: planSite, category index pages, checkLinks. */
  private plan(): { site: Site; diagnostics: Diagnostic[] } {
    const { config, content } = this.loaded;
    const inputs = planInputs(content);
    const site = planSite({ config, docs: inputs.docs, categories: inputs.categories, tagDefinitions: content.tags, includeDrafts: true, sources: inputs.sources });
    addCategoryIndexPages(site);
    return { site, diagnostics: this.checkLinksOf(site) };
  }

  private checkLinksOf(site: Site): Diagnostic[] {
    const { root } = this.options;
    const { staticRoutes, configFile, configSource } = this.loaded;
    return checkLinks({ site, staticFiles: staticRoutes, configFile: toPosix(path.relative(root, configFile)), configSource });
  }

  private contentInput(): ContentInput {
    const { config, cache } = this.loaded;
    return { root: this.options.root, contentDir: config.contentDir, options: compileOptionsOf(config), cache };
  }

  private setTools(): void {
    const { config } = this.loaded;
    const base = config.baseUrl;
    const settings: DevClientSettings = { socket: `${base}${DEV_PATHS.socket}`, token: this.options.token, base };
    const head = `<script type="application/json" id="${DEV_SETTINGS_ID}">${jsonForScript(settings)}</script>\n<script type="module" src="${base}${DEV_PATHS.client}"></script>`;
    this.tools = { root: this.options.root, cache: this.loaded.cache, theme: this.theme, assets: { js: this.assets.js, css: this.assets.css }, chunks: this.chunks, head, contentAssets: this.contentAssets };
  }

  /** Mermaid is a lazy chunk, bundled only once a page has a diagram (as the build does). */
  private async ensureMermaid(content: ContentState): Promise<void> {
    if (this.chunks.mermaid || !this.loaded?.config.mermaid) return;
    if (![...content.pages.values()].some((r) => r.current.hasMermaid)) return;
    // Minified like the build's, so both share the engine's cached copy (Mermaid is vendor code nobody debugs here).
    this.chunks = { ...this.chunks, mermaid: await bundleMermaid({ outDir: this.assetsDir, baseUrl: this.loaded.config.baseUrl, minify: true }) };
    if (this.tools) this.setTools();
  }

  /** Recomputes the overlay's errors and prints problems the terminal has not shown yet. */
  private async refreshErrors(): Promise<void> {
    const all = this.diagnostics();
    const sources = this.sources();
    const now = new Set(all.map(keyOf));
    const fresh = all.filter((d) => !this.reported.has(keyOf(d)));
    const gone = [...this.reported].filter((k) => !now.has(k));
    this.reported = now;
    if (fresh.length) this.log.problems(fresh, sources);
    if (gone.length && !fresh.length) this.log.info(`${gone.length} problem${gone.length === 1 ? '' : 's'} fixed`);
    const errors = dedupe(errorsOnly(all));
    this.errors = await Promise.all(errors.map(async (d) => toDevError(d, sources.get(d.file) ?? (await readSource(this.options.root, d.file)))));
  }

  private nextVersion(): string {
    return `${this.versionPrefix}-${++this.versionCounter}`;
  }
}

function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => !seen.has(keyOf(d)) && Boolean(seen.add(keyOf(d))));
}

async function readSource(root: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** One message for a batch that touched several kinds of file: a reload covers everything else. */
function mergeUpdates(updates: DevMessage[]): DevMessage | undefined {
  if (updates.length <= 1) return updates[0];
  const reload = updates.find((u) => u.type === 'full-reload');
  if (reload) return reload;
  const last = updates.at(-1)!;
  const version = 'version' in last ? last.version : '';
  const pages = updates.filter((u): u is Extract<DevMessage, { type: 'page-update' }> => u.type === 'page-update');
  if (updates.every((u) => u.type === 'page-update')) return { type: 'page-update', version, routes: [...new Set(pages.flatMap((p) => p.routes))].sort() };
  return { type: 'full-reload', version, reason: 'several kinds of files changed' };
}

async function listStaticRoutes(staticDir: string): Promise<Set<string>> {
  if (!existsSync(staticDir)) return new Set();
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile()).map((e) => `/${toPosix(path.relative(staticDir, path.join(e.parentPath, e.name)))}`));
}
