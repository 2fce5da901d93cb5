import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputFile } from '../output/output-file.js';
import { siteVersions } from '../site/version-menu.js';
import type { ServerTheme } from '../bundle/bundle-server-theme.js';
import type { PageSummary } from '../compile/page-summary.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { SiteConfig } from '../config/schema.js';
import { sectionFiles, sectionUrls } from '../render/section-data.js';
import type { RenderContext, RenderedRoute } from '../render/render-route.js';
import { createRenderContext } from '../render/render-context.js';
import type { BlogPost } from '../blog/blog-types.js';
import type { CompiledPost } from '../blog/load-blog.js';
import type { StandInUse } from '../bundle/package-stand-in.js';
import { toSiteData } from '../render/site-data.js';
import { siteHeadTags } from '../render/site-head-tags.js';
import { analyticsHead } from '../render/analytics-head.js';
import type { SiteData } from '../shared/page-types.js';
import type { RouteEntry, Site } from '../site/site-types.js';
import type { ContentAssets } from './content-assets.js';
import type { SocialCards } from '../twins/social-cards.js';

/** One consistent state of the site: a plan and the theme and bundles it renders with. */
export interface SiteSnapshot {
  /** Changes on every update; pages embed it so the client asks for fresh page modules. */
  version: string;
  config: SiteConfig;
  site: Site;
}

/** What rendering needs besides the plan; replaced as a whole when the theme or bundles change. */
export interface RenderTools {
  root: string;
  /** Production pages are minified and carry the production site data; development pages the dev client. */
  mode: 'production' | 'development';
  /** A page's compiled body (from the page cache, recompiled if it is gone from there). */
  loadDoc: (summary: PageSummary) => Promise<CompiledDoc>;
  theme: ServerTheme;
  assets: { js: string; css: string };
  /** Lazy client chunks (mermaid), by name. */
  chunks: Record<string, string>;
  /** Extra tags for `<head>` (the dev client's). */
  head: string;
  contentAssets: ContentAssets;
  /** Social cards, drawn as pages ask for them. */
  cards?: SocialCards;
  /** Compiled Markdown standalone pages (`src/pages`), by file. */
  standalonePages: ReadonlyMap<string, CompiledDoc>;
  /** Compiled blog posts (whole and excerpt), by file. */
  blogPosts: ReadonlyMap<string, CompiledPost>;
  /** Takes files rendering makes once for many pages (a swizzled component's browser module): the build writes them, the dev server serves them. */
  emit?: (files: OutputFile[]) => void;
}

type Renderable = RouteEntry | { kind: 'not-found'; route: string };

/** Rendered routes kept per snapshot; a reader visits a handful of pages, but a long session should not keep them all. */
const MEMO_LIMIT = 400;

/**
 * The render stage over one snapshot of a site. The dev server renders on request: each route the
 * first time it is asked for, kept until a change touches it (`render`). The build renders every
 * route once, keeping none (`renderOnce`).
 */
export class SiteRenderer {
  private readonly memo = new Map<string, Promise<RenderedRoute>>();
  /** Sidebar section files and the site data naming them: they change only with the sidebar. */
  private shared?: { sections: Map<string, string>; siteData: SiteData };
  private ctx?: RenderContext;
  /** Packages pages imported that are not installed and stood in (sites with `markdown.missingPackages: 'stand-in'`). */
  readonly standIns: StandInUse[] = [];
  /** Project components rendering left out, and why (warnings). */
  readonly problems: Diagnostic[] = [];

  constructor(
    readonly snapshot: SiteSnapshot,
    readonly tools: RenderTools,
  ) {}

  /**
   * The renderer of a newer snapshot. When only some pages' bodies changed (`stale` lists their
   * routes) it keeps every other rendered route and the sidebar sections; `'all'` starts afresh.
   */
  next(snapshot: SiteSnapshot, tools: RenderTools, stale: ReadonlySet<string> | 'all'): SiteRenderer {
    const renderer = new SiteRenderer(snapshot, tools);
    if (stale === 'all' || tools !== this.tools) return renderer;
    for (const [route, rendered] of this.memo) if (!stale.has(route)) renderer.memo.set(route, rendered);
    renderer.shared = this.shared;
    return renderer;
  }

  /** The route a decoded request path shows; as the spec says, a trailing `index.html` or `.html` is stripped and matching retried. */
  lookup(pathname: string): RouteEntry | undefined {
    const routes = this.snapshot.site.routes;
    const candidates = [pathname];
    if (pathname.endsWith('/index.html')) {
      const folder = pathname.slice(0, -'index.html'.length);
      candidates.push(folder, folder.slice(0, -1));
    } else if (pathname.endsWith('.html')) {
      const bare = pathname.slice(0, -'.html'.length);
      candidates.push(bare, `${bare}/`);
    }
    for (const candidate of candidates) {
      const entry = routes.get(candidate);
      if (entry) return entry;
    }
    return undefined;
  }

  /** The route whose Markdown twin a path names (`/a/b.md` → `/a/b`; `/a/index.md` → `/a/`). */
  lookupTwin(twinPath: string): RouteEntry | undefined {
    const name = twinPath.replace(/\.md$/, '');
    const routes = this.snapshot.site.routes;
    if (name === '/index' || name.endsWith('/index')) {
      const folder = routes.get(name.slice(0, -'index'.length));
      if (folder) return folder;
    }
    return routes.get(name);
  }

  /** The route of a page module path (`a/b.js` → `/a/b`; `a/index.js` → `/a/`, as `modulePathOfRoute` writes them). */
  lookupModule(rel: string): RouteEntry | undefined {
    if (!rel.endsWith('.js')) return undefined;
    const name = rel.slice(0, -'.js'.length);
    const routes = this.snapshot.site.routes;
    if (name === 'index' || name.endsWith('/index')) {
      const folder = routes.get(`/${name.slice(0, -'index'.length)}`);
      if (folder) return folder;
    }
    return routes.get(`/${name}`);
  }

  /** A sidebar section's data file (`assets/sidebar/...json`), as the build writes them. */
  sectionFile(rel: string): string | undefined {
    return this.sharedData().sections.get(rel);
  }

  render(entry: Renderable): Promise<RenderedRoute> {
    const key = entry.kind === 'not-found' ? '\0not-found' : entry.route;
    let pending = this.memo.get(key);
    if (!pending) {
      pending = this.renderNow(entry);
      this.memo.set(key, pending);
      pending.catch(() => this.memo.delete(key));
      if (this.memo.size > MEMO_LIMIT) this.memo.delete(this.memo.keys().next().value!);
    }
    return pending;
  }

  /** Renders without keeping the result (the build renders each route once); `buildId` names the build in the page. */
  renderOnce(entry: Renderable, buildId?: string): Promise<RenderedRoute> {
    return this.renderNow(entry, buildId);
  }

  private async renderNow(entry: Renderable, buildId?: string): Promise<RenderedRoute> {
    if (entry.kind === 'doc' || entry.kind === 'alias') {
      const placement = this.snapshot.site.docs.get(entry.contentPath);
      if (placement) await this.tools.contentAssets.ensure(placement.doc.assets);
    }
    // Loaded on first use (and preloaded beside the start's bundling): React's server renderer is a large import.
    const { renderRoute } = await import('../render/render-route.js');
    return renderRoute(entry, this.context(buildId));
  }

  /** A blog post's whole body as HTML (for the feeds), rendered as its list pages render excerpts. */
  async blogPostHtml(post: BlogPost): Promise<string> {
    const { postBodyHtml } = await import('../render/render-blog.js');
    return postBodyHtml(post, 'full', this.context());
  }

  private sharedData(): { sections: Map<string, string>; siteData: SiteData } {
    if (!this.shared) {
      // The plan's config: navbar items that name docs carry their routes there.
      const { site } = this.snapshot;
      const config = site.config;
      const files = sectionFiles(site.sidebar, config.baseUrl);
      this.shared = {
        sections: new Map(files.map((f) => [f.path, f.json])),
        siteData: toSiteData(config, { chunks: this.tools.chunks, sections: sectionUrls(files, config.baseUrl), mode: this.tools.mode, versions: siteVersions(site.versionIndex, config.baseUrl) }),
      };
    }
    return this.shared;
  }

  private context(buildId?: string): RenderContext {
    if (this.ctx && (buildId === undefined || this.ctx.buildId === buildId)) return this.ctx;
    const { site, version, config } = this.snapshot;
    const { root, loadDoc, theme, assets, head, contentAssets, mode } = this.tools;
    const pageHead = [siteHeadTags(config), mode === 'production' ? analyticsHead(config) : '', head].filter(Boolean).join('\n');
    const cards = this.tools.cards;
    this.ctx = createRenderContext({
      root,
      site,
      siteData: this.sharedData().siteData,
      theme,
      assets,
      buildId: buildId ?? version,
      head: pageHead,
      assetUrls: contentAssets.urls,
      minify: mode === 'production',
      loadDoc,
      card: cards && ((spec) => cards.add(spec)),
      standalonePages: this.tools.standalonePages,
      blogPosts: this.tools.blogPosts,
      ...(config.markdown.missingPackages === 'stand-in' ? { onStandIn: (use: StandInUse) => this.standIns.push(use) } : {}),
      ...(this.tools.emit ? { emit: this.tools.emit } : {}),
      onProblem: (problem) => this.problems.push(problem),
    });
    return this.ctx;
  }
}
