import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { ConfigError } from '../config/config-error.js';
import path from 'node:path';
import { bundleClient, type ClientAssets } from '../bundle/bundle-client.js';
import { bundleMermaid } from '../bundle/bundle-mermaid.js';
import { loadServerTheme, type ServerTheme } from '../bundle/bundle-server-theme.js';
import { compilerFingerprint } from '../compile/engine-fingerprint.js';
import { PageCache } from '../compile/page-cache.js';
import { CacheDamage } from '../compile/cache-entry.js';
import type { PageSummary } from '../compile/page-summary.js';
import { loadConfig } from '../config/load-config.js';
import { localizedFolderOf } from '../config/localize-config.js';
import type { DocVersion, SiteConfig } from '../config/schema.js';
import { hashText } from '../content/scan-content.js';
import { scanStaticFolder, type StaticFile, type StaticFolder } from '../content/static-files.js';
import { realPlace } from '../content/real-path.js';
import { loadSidebars } from '../config/docusaurus/load-sidebars.js';
import { contentRootsOf, versionsOf } from '../content/content-roots.js';
import { readLastUpdates, type LastUpdate } from '../content/last-updates.js';
import type { SidebarsSpec } from '../config/docusaurus/sidebar-spec.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { dedupe } from '../diagnostics/dedupe.js';
import { CLIENT_SOURCE_DIR, COMPILE_WORKER_URL } from '../engine/engine-paths.js';
import type { CompileOptions } from '../markdown/compile-page.js';
import { loadBlog, type CompiledPost, type LoadedBlog } from '../blog/load-blog.js';
import { planBlog } from '../blog/plan-blog.js';
import type { BlogPlan } from '../blog/blog-types.js';
import { scanPages, type StandalonePage } from '../content/scan-pages.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { OutputFile } from '../output/output-file.js';
import { MemoryOutput } from '../output/memory-output.js';
import type { LocalSearchEngine } from '../search/local-engine.js';
import { SEARCH_INDEX_CHUNK, stableSearchIndexUrl } from '../search-index/search-index-files.js';
import { SEARCH_WORKER_CHUNK } from '../shared/search-types.js';
import { addCategoryIndexPages } from '../site/category-index-pages.js';
import { checkLinks } from '../site/check-links.js';
import { planSite } from '../site/plan-site.js';
import type { RouteEntry, Site } from '../site/site-types.js';
import { CompileThread } from './compile-thread.js';
import { ContentAssets } from './content-assets.js';
import { siteFileExists } from '../content/site-file.js';
import { changedSinceRead, contentDiagnostics, effectiveSummary, indexEntries, loadContent, pageText, planInputs, updateContent, type ContentInput, type ContentState } from './content-state.js';
import { classifyChanges, invalidateContent, type LinkWork } from './invalidation.js';
import { PageIndex } from './page-index.js';
import { buildTimer } from './phase-timer.js';
import { SearchIndexState } from './search-index-state.js';
import { SocialCards } from '../twins/social-cards.js';
import { SiteRenderer, type RenderTools } from './site-renderer.js';
import { bundleErrorToDiagnostics, configErrorToDiagnostics, displayPath } from './stage-errors.js';
import { withNewBodies } from './with-new-bodies.js';

export type SessionMode = 'production' | 'development';

export interface SessionLog {
  info(line: string): void;
  /** Diagnostics that appeared, to print with code frames. */
  problems(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>): void;
}

export interface SessionOptions {
  root: string;
  mode: SessionMode;
  baseUrl?: string;
  outDir?: string;
  /** The locale this session builds (one of the config's `i18n.locales`); default: the default locale. */
  locale?: string;
  /**
   * Where compiled pages, the page index and social cards are kept between runs (default
   * `.docsgen/cache` in the site root). Content-addressed, so CI can persist it and share it between
   * shards; a relative path is taken from the site root.
   */
  cacheDir?: string;
  /** Where damaged cache entries are noted (a build shares one among its locales' sessions); default: the session's own. */
  cacheDamage?: CacheDamage;
  /** Extra `<head>` tags for every page, given the config (the dev server's client script). */
  extraHead?: (config: SiteConfig) => string;
  /** Runs once the config is known, before any content is read or cache written (the build's output-folder check). */
  onConfig?: (config: SiteConfig) => Promise<void>;
  /** Per-page compile progress at open. */
  onProgress?: (phase: string, done: number, total: number) => void;
}

/** What one batch of file changes did: what open pages must do, and whether anything changed at all. */
export type Invalidation = { kind: 'none' } | { kind: 'reload'; reason: string } | { kind: 'css'; previous: string; href: string } | { kind: 'pages'; routes: string[] };

/** The site's own stylesheets (`customCss`), as absolute paths. */
const customCssFiles = (root: string, config: SiteConfig) => config.customCss.map((file) => path.resolve(root, file));

/** The cache folder of a site: the given one (relative to the root), else `.docsgen/cache`. */
export function cacheDirOf(root: string, cacheDir: string | undefined): string {
  return path.resolve(root, cacheDir ?? path.join('.docsgen', 'cache'));
}

export function compileOptionsOf(config: SiteConfig): CompileOptions {
  return {
    contentDir: config.contentDir,
    // Translated pages name images beside them in the translations' folder; the same list for every locale, so their compiles are shared.
    ...(config.docs.versions.length || config.i18n.locales.length > 1
      ? { contentDirs: [...contentRootsOf(config).map((r) => r.dir), ...(config.i18n.locales.length > 1 ? [config.i18n.path] : [])] }
      : {}),
    staticDir: config.staticDir,
    maxPageBytes: config.markdown.maxPageBytes,
    ...(config.markdown.format === 'detect' ? {} : { format: config.markdown.format }),
    ...(config.markdown.rawHtml ? {} : { rawHtml: false }),
    ...(config.markdown.parser === 'remark' ? { parser: 'remark' as const } : {}),
    ...(config.markdown.math ? { math: true } : {}),
    ...(config.markdown.plugins ? { projectPlugins: config.markdown.plugins } : {}),
    tocMin: config.toc.minHeadingLevel,
    tocMax: config.toc.maxHeadingLevel,
    mdxComponents: ['Tabs', 'TabItem', 'Details'],
    ...(config.docs.numberPrefixes ? { numberPrefixes: true } : {}),
    ...(config.docs.untitledIndex === 'file' ? { untitledIndex: 'file' as const } : {}),
    ...(config.swizzled.length ? { themeModules: config.swizzled } : {}),
    ...(config.docs.excerptDescriptions ? { excerptDescriptions: true } : {}),
    ...(config.docs.admonitionKeywords.length ? { admonitionKeywords: config.docs.admonitionKeywords } : {}),
    ...(config.markdown.legacyAdmonitionTitles ? {} : { legacyAdmonitionTitles: false as const }),
  };
}

/** The folders pages are read from: each version's docs folder and, where it exists, the locale's translations of it (absolute paths). */
const contentFoldersOf = (config: SiteConfig, root: string) =>
  contentRootsOf(config).flatMap((r) => [path.join(root, r.dir), ...(r.localizedDir && existsSync(path.join(root, r.localizedDir)) ? [path.join(root, r.localizedDir)] : [])]);

/** The folder of the locale being built's translations (`i18n/fr`), absolute. */
const translationsFolderOf = (config: SiteConfig, root: string) => (config.i18n.currentLocale === undefined ? undefined : path.join(root, config.i18n.path, config.i18n.currentLocale));

/** Every sidebars file the docs versions name (absolute paths): the plan depends on each as a whole. */
const sidebarFilesOf = (config: SiteConfig) => versionsOf(config).flatMap((v) => (typeof v.sidebarPath === 'string' ? [v.sidebarPath] : []));

/** Each version's sidebars file, loaded and normalised (a version without one is left out: its sidebar is generated or off). */
async function loadVersionSidebars(versions: readonly DocVersion[], root: string): Promise<{ specs: Map<string, SidebarsSpec>; diagnostics: Diagnostic[] }> {
  // One file may serve several versions (docs instances sharing a sidebars.js): it is loaded, and its problems told, once.
  const files = [...new Set(versions.flatMap((v) => (typeof v.sidebarPath === 'string' ? [v.sidebarPath] : [])))];
  const loaded = new Map(await Promise.all(files.map(async (file) => [file, await loadSidebars(file, root)] as const)));
  const specs = new Map(versions.flatMap((v) => (typeof v.sidebarPath === 'string' ? [[v.name, loaded.get(v.sidebarPath)!.spec] as const] : [])));
  return { specs, diagnostics: [...loaded.values()].flatMap((l) => l.diagnostics) };
}

/** Standalone pages and, for the Markdown ones, their compiles; their problems join the content's. */
async function loadStandalonePages(root: string, pagesDir: string | undefined, options: CompileOptions, localizedDir?: string): Promise<Loaded['pages']> {
  const list = await scanPages(root, pagesDir, localizedDir);
  const compiled = new Map<string, CompiledDoc>();
  const markdown = list.filter((p) => p.format === 'markdown');
  // The Markdown toolchain loads in this thread only when a site has such pages (docs compile in workers).
  const { compilePage } = markdown.length ? await import('../markdown/compile-page.js') : { compilePage: undefined };
  const contentDirs = [pagesDir!, ...(localizedDir === undefined ? [] : [localizedDir])];
  for (const page of markdown) compiled.set(page.file, await compilePage!(page.source, { ...options, contentDir: pagesDir!, contentDirs }));
  return { list, compiled };
}

/** The blog's posts, compiled as the Markdown standalone pages are (few, never cached), each whole and up to its truncate marker. */
async function loadBlogPosts(root: string, blog: SiteConfig['blog'], options: CompileOptions, localizedDir?: string): Promise<LoadedBlog | undefined> {
  if (!blog) return undefined;
  const { compilePage } = await import('../markdown/compile-page.js');
  // A post's images are beside it: in the blog folder, or in the locale's translations of it.
  const contentDirs = [blog.path, ...(localizedDir === undefined ? [] : [localizedDir])];
  return loadBlog(root, blog, (source) => compilePage(source, { ...options, contentDir: blog.path, contentDirs }), localizedDir);
}

/** Everything that depends on the config; rebuilt whole when the config changes. */
interface Loaded {
  config: SiteConfig;
  /** Each file's last commit, when the site shows it. */
  lastUpdates?: Map<string, LastUpdate>;
  /** Each docs version's `sidebars.js` (or versioned sidebars file), normalised, by version name. */
  sidebars: Map<string, SidebarsSpec>;
  configFile: string;
  configSource: string;
  content: ContentInput & { state: ContentState };
  /** `static/`'s files, links followed (and those leading out of the project refused). */
  staticFolder: StaticFolder;
  /** Standalone pages (`src/pages`); the Markdown ones compiled here (they are few, and never cached). */
  pages: { list: StandalonePage[]; compiled: Map<string, CompiledDoc> };
  /** The blog's posts and files (absent: the site has no blog). */
  blog?: LoadedBlog;
}

interface Bundles {
  theme: ServerTheme;
  client: ClientAssets;
  /** The Mermaid chunk, when the site has diagrams. */
  mermaid?: { url: string; files: OutputFile[] };
}

/**
 * One site's state, the same for `docsgen build` and `docsgen serve`: config, content (every page's
 * last compile), the page cache, bundles, the plan, the renderer and diagnostics. `open()` loads it
 * all (bundling beside compiling); `apply(files)` re-runs only what a batch of changed files touches
 * and returns what it invalidated. The build renders every route into an output once; the dev
 * server renders on request. No module-level caches: everything goes with `close()`.
 */
export class SiteSession {
  renderer!: SiteRenderer;
  contentAssets: ContentAssets;
  readonly searchIndex = new SearchIndexState();
  /** The bundles' files in development, where the dev server serves them from memory; the build writes them to its output instead. */
  readonly served = new MemoryOutput();
  /** Files rendering made once for many pages (a swizzled DocItem/Content's module), which the build writes after the pages. */
  readonly emitted: OutputFile[] = [];
  /** Social cards of the pages rendered so far (drawn on resvg's threads as pages ask for them). */
  cards?: SocialCards;
  /** Link warnings of the last whole-site check. */
  linkDiagnostics: Diagnostic[] = [];
  /** Theme and client bundles that failed since the last good ones. */
  themeErrors: Diagnostic[] = [];
  configErrors: Diagnostic[] = [];
  /** What loading the config had to say (a Docusaurus config's ignored options). */
  configWarnings: Diagnostic[] = [];
  /** What the blog stage had to say (unknown author keys). */
  private blogNotices: Diagnostic[] = [];

  private loaded!: Loaded;
  private bundles!: Bundles;
  private tools!: RenderTools;
  private versionCounter = 0;
  private readonly versionPrefix = Date.now().toString(36);
  private indexDirty = false;
  private compiler?: CompileThread;
  /** Pages being compiled again because their cache entry was missing or damaged, by cache key: each once, however many ask. */
  private readonly recompiling = new Map<string, Promise<CompiledDoc>>();
  /** Cache entries found damaged (and rebuilt) in this session. */
  readonly cacheDamage: CacheDamage;

  private constructor(readonly options: SessionOptions) {
    this.contentAssets = new ContentAssets(options.root, '/');
    this.cacheDamage = options.cacheDamage ?? new CacheDamage();
  }

  static async open(options: SessionOptions): Promise<SiteSession> {
    const loadedConfig = await loadConfig(options.root, { baseUrl: options.baseUrl, outDir: options.outDir }, { locale: options.locale });
    await options.onConfig?.(loadedConfig.config);
    const contentDir = path.resolve(options.root, loadedConfig.config.contentDir);
    if (!existsSync(contentDir)) {
      throw new ConfigError(loadedConfig.file, [
        {
          path: 'contentDir',
          message: `the content folder ${path.relative(process.cwd(), contentDir) || '.'} does not exist`,
          fix: 'create it, or point the config at the folder that holds the Markdown pages',
        },
      ]);
    }
    buildTimer.mark('config');
    const session = new SiteSession(options);
    try {
      await session.load(loadedConfig);
    } catch (error) {
      await session.compiler?.close();
      throw error;
    }
    return session;
  }

  get mode(): SessionMode {
    return this.options.mode;
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

  get client(): ClientAssets {
    return this.bundles.client;
  }

  get mermaid(): Bundles['mermaid'] {
    return this.bundles.mermaid;
  }

  /** The folder of the caches kept between runs (see `SessionOptions.cacheDir`). */
  get cacheDir(): string {
    return cacheDirOf(this.options.root, this.options.cacheDir);
  }

  get cache(): PageCache {
    return this.loaded.content.cache;
  }

  get contentState(): ContentState {
    return this.loaded.content.state;
  }

  get staticRoutes(): ReadonlySet<string> {
    return this.loaded.staticFolder.routes;
  }

  /** The files the build copies from `static/`, each a real file inside the project. */
  get staticFiles(): readonly StaticFile[] {
    return this.loaded.staticFolder.files;
  }

  /** Folders and files a watcher should follow. */
  watchTargets(): string[] {
    const { root } = this.options;
    const { config, configFile } = this.loaded;
    const sidebars = sidebarFilesOf(config);
    const pages = [...(config.pagesDir ? [path.join(root, config.pagesDir)] : []), ...(config.blog ? [path.join(root, config.blog.path)] : [])];
    return [
      ...pages,
      ...contentFoldersOf(config, root),
      ...[translationsFolderOf(config, root)].filter((dir): dir is string => dir !== undefined && existsSync(dir)),
      path.join(root, config.themeDir),
      path.join(root, config.staticDir),
      configFile,
      ...sidebars,
      ...customCssFiles(root, config),
      CLIENT_SOURCE_DIR,
    ];
  }

  /** Content files changed since they were read: edits made before a watcher was following them. */
  changedOnDisk(): Promise<string[]> {
    return changedSinceRead(this.loaded.content.state, this.options.root, this.loaded.content.roots);
  }

  /** Saves what the next start can reuse. */
  async close(): Promise<void> {
    await this.compiler?.close();
    await this.saveIndex().catch(() => {});
  }

  /** Loads content, bundles the client and loads the theme side by side; renders nothing. */
  private async load({ config, file: configFile, warnings }: { config: SiteConfig; file: string; warnings?: Diagnostic[] }): Promise<void> {
    this.configWarnings = warnings ?? [];
    const { root, mode } = this.options;
    const themeDir = path.resolve(root, config.themeDir);
    const options = compileOptionsOf(config);
    const cacheDir = this.cacheDir;
    const cache = new PageCache(path.join(cacheDir, 'pages'), this.cacheDamage);
    await this.compiler?.close();
    // Edits are compiled in one long-lived thread; a build compiles once, in its worker pool.
    const compiler = mode === 'development' ? new CompileThread(COMPILE_WORKER_URL, { cacheDir: cache.dir, options }) : undefined;
    this.compiler = compiler;
    const content: ContentInput = {
      root,
      roots: contentRootsOf(config),
      options,
      cache,
      workerUrl: COMPILE_WORKER_URL,
      index: PageIndex.at(
        cacheDir,
        `${compilerFingerprint()}\0${JSON.stringify(options)}`,
        config.i18n.currentLocale === config.i18n.defaultLocale ? undefined : config.i18n.currentLocale,
        this.cacheDamage,
      ),
      compile: compiler ? (sources) => compiler.compile(sources) : undefined,
      onProgress: this.options.onProgress,
    };
    const minify = mode === 'production';
    const themeFailure = (error: unknown): never => {
      this.themeErrors = bundleErrorToDiagnostics(error, { root, entry: path.join(themeDir, 'index.tsx'), stage: 'theme' });
      throw new ThemeFailure(this.themeErrors, error);
    };
    // The bundles do not depend on the content: they start at once, beside reading and compiling it.
    // Mermaid's chunk is bundled speculatively (cached by version) and kept only if a page has a diagram.
    const mermaid = config.mermaid ? bundleMermaid({ baseUrl: config.baseUrl, minify: true, damage: this.cacheDamage }).catch(() => undefined) : undefined;
    const bundled = Promise.all([
      loadServerTheme(themeDir).catch(themeFailure),
      bundleClient({ baseUrl: config.baseUrl, themeDir, minify, customCss: customCssFiles(root, config), siteRoot: root, damage: this.cacheDamage }).catch(themeFailure),
    ]);
    bundled.then(() => buildTimer.mark('bundles (beside compile)')).catch(() => {});
    const [state, staticFolder, configSource, sidebars, pages, blog, lastUpdates] = await Promise.all([
      loadContent(content),
      scanStaticFolder(path.join(root, config.staticDir), root),
      readFile(configFile, 'utf8'),
      loadVersionSidebars(versionsOf(config), root),
      loadStandalonePages(root, config.pagesDir, options, localizedFolderOf(config, 'pages')),
      loadBlogPosts(root, config.blog, options, localizedFolderOf(config, 'blog')),
      // Git is asked once, and only when pages show when (or by whom) they were last updated.
      config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor
        ? readLastUpdates(
            root,
            contentRootsOf(config).map((r) => r.dir),
          )
        : undefined,
      // Loaded while esbuild works in its own process: the first page needs it.
      import('../render/render-route.js'),
    ]);
    buildTimer.mark('scan+compile (rest)');
    this.loaded = { config, configFile, configSource, content: { ...content, state }, staticFolder, sidebars: sidebars.specs, pages, blog, lastUpdates };
    this.configWarnings = [...this.configWarnings, ...sidebars.diagnostics];
    const [theme, client] = await bundled;
    const mermaidChunk = hasDiagrams(state) ? await mermaid : undefined;
    buildTimer.mark('bundles (wait)');
    this.setBundles({ theme, client, mermaid: mermaidChunk });
    this.contentAssets = new ContentAssets(root, config.baseUrl);
    this.cards = config.socialCards ? new SocialCards(path.join(cacheDir, 'cards'), this.cacheDamage) : undefined;
    this.themeErrors = [];
    this.configErrors = [];
    this.searchIndex.invalidate();
    this.setTools();
    this.renderer = new SiteRenderer({ version: this.nextVersion(), config, site: this.plan() }, this.tools);
    buildTimer.mark('plan');
    this.linkDiagnostics = [];
    this.indexDirty = [...state.pages.values()].some((r) => r.text !== undefined);
    if (compiler) {
      // The compile thread loads the Markdown toolchain and the highlighter now, beside the serving thread.
      setImmediate(() => compiler.warmUp());
      // Pages were read and compiled: remember them for the next start (soon, in case this process is killed).
      if (this.indexDirty) setTimeout(() => void this.saveIndex().catch(() => {}), 2000).unref();
    }
  }

  /** The whole-site link check (broken links, anchors, duplicate routes come from the plan). */
  checkLinks(only?: ReadonlySet<string>): Diagnostic[] {
    const { root } = this.options;
    const { staticFolder, configFile, configSource } = this.loaded;
    return checkLinks({ site: this.site, staticFiles: staticFolder.routes, configFile: toPosix(path.relative(root, configFile)), configSource, only, fileExists: siteFileExists(root) });
  }

  /** Runs the link work a change left: all pages, some, or none; the result replaces the matching part of the last check. */
  recheckLinks(work: readonly LinkWork[]): boolean {
    if (work.includes('all')) {
      this.linkDiagnostics = this.checkLinks();
      return true;
    }
    const pages = new Set(work.flatMap((w) => (typeof w === 'string' ? [] : [...w])));
    if (!pages.size) return false;
    const files = new Set([...pages].map((p) => this.site.docs.get(p)?.doc.file));
    this.linkDiagnostics = [...this.linkDiagnostics.filter((d) => !files.has(d.file)), ...this.checkLinks(pages)];
    return true;
  }

  /** The blog's compiled posts (whole and excerpt), by file; empty without a blog. */
  get blogPosts(): ReadonlyMap<string, CompiledPost> {
    return this.loaded.blog?.compiled ?? new Map();
  }

  /** A blog feed file (`blog/rss.xml`, `blog/atom.xsl`...) as the build writes it, for the dev server; undefined for any other path. */
  async blogFeedFile(rel: string): Promise<string | undefined> {
    if (!this.site.blog) return undefined;
    const { blogFeedFiles } = await import('../render/blog-feed-files.js');
    const files = await blogFeedFiles(this.site, (post) => this.renderer.blogPostHtml(post));
    const data = files.find((f) => f.path === rel)?.data;
    return typeof data === 'string' ? data : undefined;
  }

  /** Every problem known now: content and folder metadata, the plan (duplicate routes), links, theme, config. */
  problems(): Diagnostic[] {
    return [
      ...this.configWarnings,
      ...contentDiagnostics(this.loaded.content.state),
      ...[...this.loaded.pages.compiled.values()].flatMap((d) => d.diagnostics),
      ...[...(this.loaded.blog?.compiled.values() ?? [])].flatMap((p) => p.full.diagnostics),
      ...(this.loaded.blog?.diagnostics ?? []),
      ...this.site.diagnostics,
      ...this.blogNotices,
      ...this.loaded.staticFolder.diagnostics,
      ...this.linkDiagnostics,
      ...this.themeErrors,
      ...this.configErrors,
    ];
  }

  /** The errors the dev overlay shows: content, theme and config (link warnings stay in the terminal). */
  overlayProblems(): Diagnostic[] {
    return [...contentDiagnostics(this.loaded.content.state), ...this.themeErrors, ...this.configErrors];
  }

  /** What the build needs besides the plan to decide whether the output is already right. */
  fingerprintInput(): { summaries: PageSummary[]; categories: ContentState['categories']; tags: ContentState['tags'] } {
    const state = this.loaded.content.state;
    return { summaries: planInputs(state, this.options.root).docs, categories: state.categories, tags: state.tags };
  }

  /** Compile time by route of the pages compiled in this run. */
  compileTimes(): Map<string, number> {
    const times = new Map<string, number>();
    for (const placement of this.site.docs.values()) if (placement.doc.compileMs !== undefined) times.set(placement.route, placement.doc.compileMs);
    return times;
  }

  /** Pages compiled (not taken from the page cache or the page index) at open. */
  compiledCount(): number {
    let n = 0;
    // Read in this run, and compiled rather than found in the page cache (a cached summary has no compile time).
    for (const record of this.loaded.content.state.pages.values()) if (record.text !== undefined && record.current.compileMs !== undefined) n++;
    return n;
  }

  /**
   * Applies a batch of changed files (absolute paths; added, changed or removed): re-runs only what
   * they touch and says what that invalidated. Link checks that the change needs are returned as
   * work, for the caller to run once pages know (they only produce warnings).
   */
  async apply(files: ReadonlySet<string>): Promise<{ invalidation: Invalidation; links: LinkWork[] }> {
    const { root } = this.options;
    const { config } = this.loaded;
    const changes = classifyChanges(files, {
      root,
      content: contentFoldersOf(config, root),
      theme: path.join(root, config.themeDir),
      static: path.join(root, config.staticDir),
      client: CLIENT_SOURCE_DIR,
    });
    // The locale's strings (navbar, footer, sidebar labels, code.json) and translated blog posts and pages are part of the config.
    const translations = translationsFolderOf(config, root);
    const translationsChanged = translations !== undefined && [...files].some((f) => f.startsWith(translations + path.sep) && !changes.content.includes(f));
    // The sidebars file is part of the config: the plan depends on it as a whole.
    const sidebarsChanged = sidebarFilesOf(config).some((file) => files.has(file));
    // Standalone pages are few and add or remove routes: a change to them reloads like the config.
    const pagesChanged = [config.pagesDir, config.blog?.path].some((dir) => dir !== undefined && [...files].some((f) => f.startsWith(path.join(root, dir) + path.sep)));
    if (changes.config || sidebarsChanged || pagesChanged || translationsChanged) return { invalidation: await this.reloadConfig(), links: [] };
    const results: { invalidation: Invalidation; links: LinkWork }[] = [];
    const customCssChanged = customCssFiles(root, config).some((f) => files.has(f));
    if (changes.theme || changes.client || customCssChanged) results.push(await this.rebuildBundles(changes.theme));
    if (changes.content.length) results.push(await this.updateContent(changes.content));
    if (changes.static) results.push(await this.updateStatic());
    return { invalidation: mergeInvalidations(results.map((r) => r.invalidation)), links: results.map((r) => r.links) };
  }

  /** The config changed: everything is reloaded with it; a config that fails keeps the old one and says why. */
  private async reloadConfig(): Promise<Invalidation> {
    let loadedConfig: { config: SiteConfig; file: string; warnings?: Diagnostic[] };
    try {
      loadedConfig = await loadConfig(this.options.root, { baseUrl: this.options.baseUrl, outDir: this.options.outDir }, { locale: this.options.locale });
    } catch (error) {
      this.configErrors = configErrorToDiagnostics(error, { root: this.options.root, configFile: this.loaded.configFile });
      return { kind: 'none' };
    }
    await this.saveIndex();
    await this.load(loadedConfig);
    return { kind: 'reload', reason: 'config changed' };
  }

  /** Theme or engine client code changed: rebuild the bundles; a CSS-only change swaps the stylesheet. */
  private async rebuildBundles(themeChanged: boolean): Promise<{ invalidation: Invalidation; links: LinkWork }> {
    const { root, mode } = this.options;
    const { config } = this.loaded;
    const themeDir = path.resolve(root, config.themeDir);
    const errors: Diagnostic[] = [];
    const failed = (e: unknown) => void errors.push(...bundleErrorToDiagnostics(e, { root, entry: path.join(themeDir, 'index.tsx'), stage: 'theme' }));
    const [theme, client] = await Promise.all([
      themeChanged ? loadServerTheme(themeDir).catch(failed) : this.bundles.theme,
      bundleClient({ baseUrl: config.baseUrl, themeDir, minify: mode === 'production', customCss: customCssFiles(root, config), siteRoot: root, damage: this.cacheDamage }).catch(failed),
    ]);
    this.themeErrors = dedupe(errors);
    if (!theme || !client) return { invalidation: { kind: 'none' }, links: 'none' };
    const before = this.bundles;
    this.setBundles({ ...before, theme, client });
    const jsChanged = before.theme.App !== theme.App || before.client.js !== client.js;
    if (!jsChanged && before.client.css === client.css) return { invalidation: { kind: 'none' }, links: 'none' };
    this.setTools();
    this.renderer = this.renderer.next({ ...this.renderer.snapshot, version: this.nextVersion() }, this.tools, 'all');
    if (jsChanged) return { invalidation: { kind: 'reload', reason: 'theme code changed' }, links: 'none' };
    return { invalidation: { kind: 'css', previous: before.client.css, href: client.css }, links: 'none' };
  }

  /**
   * Content changed: recompile the changed pages. When only their bodies changed, the plan keeps its
   * routes and sidebar and just points at the new compiles, and only their routes re-render; when
   * something shared changed (a page added or removed, a title, slug or folder metadata), replan.
   */
  private async updateContent(files: string[]): Promise<{ invalidation: Invalidation; links: LinkWork }> {
    const { root } = this.options;
    const { state } = this.loaded.content;
    const update = await updateContent(state, files, this.loaded.content);
    const assetRoutes = new Set<string>();
    for (const file of files.map((f) => toPosix(path.relative(root, f)))) {
      if (!this.contentAssets.forget(file)) continue;
      for (const p of this.site.docs.values()) if (p.doc.assets.includes(file)) assetRoutes.add(p.route);
    }
    const changed = [...update.changed].map(([contentPath, before]) => ({ contentPath, before, after: effectiveSummary(state.pages.get(contentPath)!) }));
    const routesOf = (contentPath: string) => [...this.site.routes.values()].filter((e) => 'contentPath' in e && e.contentPath === contentPath).map((e) => e.route);
    const decision = invalidateContent({ changed, removed: update.removed, metadataChanged: update.metadataChanged, assetRoutes, routesOf });
    if (decision.kind === 'none') return { invalidation: { kind: 'none' }, links: 'none' };
    this.indexDirty = true;
    this.searchIndex.invalidate();
    await this.ensureMermaid();
    if (decision.kind === 'replan') {
      this.renderer = this.renderer.next({ version: this.nextVersion(), config: this.loaded.config, site: this.plan() }, this.tools, 'all');
      return { invalidation: { kind: 'reload', reason: decision.reason }, links: 'all' };
    }
    const site = withNewBodies(
      this.site,
      changed.map((c) => c.after),
    );
    this.renderer = this.renderer.next({ version: this.nextVersion(), config: this.loaded.config, site }, this.tools, new Set(decision.routes));
    return { invalidation: { kind: 'pages', routes: decision.routes }, links: decision.links };
  }

  /** A file under `static/` changed: links to it may now work or break, and the page may show it. */
  private async updateStatic(): Promise<{ invalidation: Invalidation; links: LinkWork }> {
    this.loaded.staticFolder = await scanStaticFolder(path.join(this.options.root, this.loaded.config.staticDir), this.options.root);
    this.renderer = this.renderer.next({ ...this.renderer.snapshot, version: this.nextVersion() }, this.tools, new Set());
    return { invalidation: { kind: 'reload', reason: 'static files changed' }, links: 'all' };
  }

  private setBundles(bundles: Bundles): void {
    this.bundles = bundles;
    if (this.options.mode !== 'development') return;
    this.served.removeUnder('assets/');
    void this.served.write([...bundles.client.files, ...(bundles.mermaid?.files ?? [])]);
  }

  /** The plan stage over every page's effective compile, then generated category index pages. */
  private plan(): Site {
    const { config, content } = this.loaded;
    const inputs = planInputs(content.state, this.options.root);
    const site = planSite({
      config,
      docs: inputs.docs,
      categories: content.state.categories,
      tagDefinitions: content.state.tags,
      includeDrafts: this.options.mode === 'development',
      sources: inputs.sources,
      sidebarsSpecs: this.loaded.sidebars,
      lastUpdates: this.loaded.lastUpdates,
      pages: this.loaded.pages.list,
      blog: this.blogPlan(),
    });
    // docsgen's overview pages for large folders; a Docusaurus project gets exactly the pages Docusaurus makes.
    if (config.docs.categoryOverviews) addCategoryIndexPages(site);
    return site;
  }

  /** The blog stage over the loaded posts; its notices (unknown author keys, what the `on*` options report) join the plan's diagnostics. */
  private blogPlan(): BlogPlan | undefined {
    const { config, blog } = this.loaded;
    if (!config.blog || !blog) return undefined;
    const { plan, notices } = planBlog({
      options: config.blog,
      posts: blog.inputs,
      authorsData: blog.authorsData,
      tagsData: blog.tagsData,
      includeDrafts: this.options.mode === 'development',
      trailingSlash: config.trailingSlash,
    });
    this.blogNotices = notices.map((n) => ({ severity: n.severity, code: n.code, file: n.file, line: n.line ?? 1, column: n.column ?? 1, message: n.message, hint: n.hint }));
    return plan;
  }

  private setTools(): void {
    const { config, content } = this.loaded;
    const { mode } = this.options;
    const loadDoc = (summary: PageSummary) => this.loadDoc(summary);
    const chunks: Record<string, string> = this.bundles.mermaid ? { mermaid: this.bundles.mermaid.url } : {};
    if (this.bundles.client.searchWorker) chunks[SEARCH_WORKER_CHUNK] = this.bundles.client.searchWorker;
    // The dev server builds the search index on first use, under stable names; the build renders pages with the hashed name it wrote.
    if (mode === 'development') chunks[SEARCH_INDEX_CHUNK] = stableSearchIndexUrl(config.baseUrl);
    this.tools = {
      standalonePages: this.loaded.pages.compiled,
      blogPosts: this.loaded.blog?.compiled ?? new Map(),
      root: this.options.root,
      mode,
      loadDoc,
      theme: this.bundles.theme,
      assets: { js: this.bundles.client.js, css: this.bundles.client.css },
      chunks,
      head: this.options.extraHead?.(config) ?? '',
      contentAssets: this.contentAssets,
      cards: this.cards,
      emit: (files) => (mode === 'development' ? void this.served.write(files) : void this.emitted.push(...files)),
    };
  }

  /** Render tools with chunks only known once the build has made them (the hashed search index). */
  withChunks(chunks: Record<string, string>): SiteRenderer {
    this.tools = { ...this.tools, chunks: { ...this.tools.chunks, ...chunks } };
    this.renderer = this.renderer.next(this.renderer.snapshot, this.tools, 'all');
    return this.renderer;
  }

  /** A route's Markdown twin, as the build writes it (the dev server answers `.md` and `Accept: text/markdown` with it). */
  async twinOf(entry: RouteEntry): Promise<string | undefined> {
    const { twinOfEntry } = await import('../twins/markdown-twins.js');
    if ('contentPath' in entry) {
      const placement = this.site.docs.get(entry.contentPath);
      if (placement) await this.contentAssets.ensure(placement.doc.assets);
    }
    return twinOfEntry(entry, { site: this.site, readDoc: this.readDoc, assetUrls: this.contentAssets.urls, blogPosts: this.blogPosts });
  }

  /** The site's `llms.txt`, as the build writes it (made from the site alone: no page is read). */
  async llmsTxt(): Promise<string> {
    const { llmsTxt } = await import('../twins/markdown-twins.js');
    return llmsTxt(this.site);
  }

  /** The local search engine, for the Algolia-shaped search API the dev server answers too. */
  searchEngine(): Promise<LocalSearchEngine> {
    return this.searchIndex.engine(this.site, this.readDoc);
  }

  /** A file of the local search index under stable names (`assets/search/index.json`), built on first use. */
  searchFile(rel: string): Promise<string | undefined> {
    return this.searchIndex.file(rel, this.site, this.readDoc);
  }

  /**
   * A page's compiled body, from the page cache; one that is gone from it (someone cleared it) or was
   * damaged there is compiled again from its file, once however many stages ask at the same time.
   */
  async loadDoc(summary: PageSummary): Promise<CompiledDoc> {
    const doc = await this.loaded.content.cache.read(summary.cacheKey, summary);
    if (doc) return doc;
    let pending = this.recompiling.get(summary.cacheKey);
    if (!pending) {
      pending = this.recompile(summary);
      this.recompiling.set(summary.cacheKey, pending);
      // Forgotten once settled: later readers find the entry it wrote.
      const forget = () => void this.recompiling.delete(summary.cacheKey);
      pending.then(forget, forget);
    }
    return pending;
  }

  /** `loadDoc` by cache key, for the stages that know a page by it (search records, twins); undefined for a key no page has. */
  readonly readDoc = async (cacheKey: string): Promise<CompiledDoc | undefined> => {
    const summary = this.summaryOfKey(cacheKey);
    return summary ? this.loadDoc(summary) : this.loaded.content.cache.read(cacheKey);
  };

  /** The plan's pages by cache key, made once per plan: stages read every page's body through it. */
  private pagesByKey?: { site: Site; byKey: Map<string, PageSummary> };

  private summaryOfKey(cacheKey: string): PageSummary | undefined {
    const site = this.site;
    if (this.pagesByKey?.site !== site) this.pagesByKey = { site, byKey: new Map([...site.docs.values()].map((p) => [p.doc.cacheKey, p.doc])) };
    return this.pagesByKey.byKey.get(cacheKey);
  }

  /** Compiles a page again from its file: in the compile thread when the session has one, else here (the build's case). */
  private async recompile(summary: PageSummary): Promise<CompiledDoc> {
    const { content } = this.loaded;
    const record = content.state.pages.get(summary.contentPath);
    const text = record && (await pageText(this.options.root, record));
    if (text === undefined) throw new Error(`render stage: ${summary.file} is gone and its compiled page is not in the cache`);
    const source = { file: summary.file, contentPath: summary.contentPath, kind: summary.file.endsWith('.mdx') ? ('mdx' as const) : ('md' as const), source: text, hash: hashText(text) };
    if (content.compile) {
      const [compiled] = await content.compile([source]).catch(() => []);
      const doc = compiled && (await content.cache.read(compiled.cacheKey));
      if (doc) return doc;
    }
    const { compilePage } = await import('../markdown/compile-page.js');
    const doc = await compilePage(source, content.options);
    // The page is rendered from this copy; a cache that cannot be written only costs the next build a compile.
    await content.cache.write(content.cache.key(source, content.options), doc).catch(() => {});
    return doc;
  }

  /** Mermaid is a lazy chunk, bundled only once a page has a diagram. */
  private async ensureMermaid(): Promise<void> {
    const { config, content } = this.loaded;
    if (this.bundles.mermaid || !config.mermaid || !hasDiagrams(content.state)) return;
    this.setBundles({ ...this.bundles, mermaid: await bundleMermaid({ baseUrl: config.baseUrl, minify: true, damage: this.cacheDamage }) });
    if (this.tools) this.setTools();
  }

  /** Source text of the files some diagnostics are about, for code frames. */
  async sourcesOf(diagnostics: readonly Diagnostic[]): Promise<Map<string, string>> {
    const { root } = this.options;
    const files = [...new Set(diagnostics.map((d) => d.file))];
    const records = new Map([...this.loaded.content.state.pages.values()].filter((r) => files.includes(r.file)).map((r) => [r.file, r]));
    const configFile = toPosix(path.relative(root, this.loaded.configFile));
    const texts = await Promise.all(
      files.map(async (file) => {
        const record = records.get(file);
        if (record) return pageText(root, record);
        if (file === configFile) return this.loaded.configSource;
        // A diagnostic may name a link that leads out of the project: its target is never read.
        if (!(await realPlace(path.resolve(root, file), root)).inside) return undefined;
        return readFile(path.resolve(root, file), 'utf8').catch(() => undefined);
      }),
    );
    return new Map(files.flatMap((file, i) => (texts[i] === undefined ? [] : [[file, texts[i]] as [string, string]])));
  }

  /** Saves the page index when pages were read or changed this session. */
  async saveIndex(): Promise<void> {
    if (!this.indexDirty || !this.loaded) return;
    this.indexDirty = false;
    await this.loaded.content.index?.write(indexEntries(this.loaded.content.state));
  }

  nextVersion(): string {
    return `${this.versionPrefix}-${++this.versionCounter}`;
  }

  /** A path as diagnostics name it. */
  displayPath(file: string): string {
    return displayPath(this.options.root, file);
  }
}

/** The theme or client bundle did not compile at open: there is nothing to render yet. */
export class ThemeFailure extends Error {
  constructor(
    readonly diagnostics: Diagnostic[],
    cause: unknown,
  ) {
    super(`the theme does not compile`, { cause });
    this.name = 'ThemeFailure';
  }
}

const toPosix = (p: string) => p.split(path.sep).join('/');

function hasDiagrams(state: ContentState): boolean {
  for (const record of state.pages.values()) if (record.current.hasMermaid) return true;
  return false;
}

/** One invalidation for a batch that touched several kinds of file: a reload covers everything else. */
function mergeInvalidations(list: Invalidation[]): Invalidation {
  const real = list.filter((i) => i.kind !== 'none');
  if (real.length <= 1) return real[0] ?? { kind: 'none' };
  const reload = real.find((i) => i.kind === 'reload');
  if (reload) return reload;
  if (real.every((i) => i.kind === 'pages')) return { kind: 'pages', routes: [...new Set(real.flatMap((i) => (i.kind === 'pages' ? i.routes : [])))].sort() };
  return { kind: 'reload', reason: 'several kinds of files changed' };
}
