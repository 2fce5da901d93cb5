import { versionPrefixesOf } from '../content/content-roots.js';
import path from 'node:path';
import { globalDataModule } from '../shared/global-data.js';
import { hashedModulePath } from '../output/hashed-asset.js';
import type { ServerTheme } from '../bundle/bundle-server-theme.js';
import type { PageSummary } from '../compile/page-summary.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { SiteData } from '../shared/page-types.js';
import type { Site } from '../site/site-types.js';
import type { RenderContext } from './render-route.js';
import type { CompiledPost } from '../blog/load-blog.js';
import type { StandInUse } from '../bundle/package-stand-in.js';
import type { OutputFile } from '../output/output-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ProjectModule } from '../bundle/project-components.js';
import type { ComponentType, ReactNode } from 'react';

export interface RenderContextInput {
  root: string;
  site: Site;
  siteData: SiteData;
  theme: ServerTheme;
  assets: { js: string; css: string };
  buildId: string;
  head: string;
  /** Content asset source path → output URL. */
  assetUrls: ReadonlyMap<string, string>;
  /** Minify MDX page modules (production builds). */
  minify: boolean;
  /** Compiled Markdown standalone pages (`src/pages`), by file; React pages are not here. */
  standalonePages: ReadonlyMap<string, CompiledDoc>;
  /** Compiled blog posts (whole and excerpt), by file. */
  blogPosts: ReadonlyMap<string, CompiledPost>;
  /** Reads a page's compiled body (from the page cache, or recompiling it in the dev server). */
  loadDoc: (summary: PageSummary) => Promise<CompiledDoc>;
  /** The page's social card, by what it shows (absent: no cards). */
  card?: RenderContext['card'];
  /** Given: packages a page imports that are not installed stand in as inert modules (the site's `markdown.missingPackages`). */
  onStandIn?: (use: StandInUse) => void;
  /** Files the render stage makes once for many pages (a swizzled `DocItem/Content`'s browser module), for the output beside the pages. */
  emit?: (files: OutputFile[]) => void;
  /** A project component rendering does not use, and why (told once, as a warning). */
  onProblem?: (problem: Diagnostic) => void;
}

/**
 * The folder a site's files live in: the site root, widened to hold its docs and static folders when
 * the config reaches outside it (a Docusaurus `website/` reading `../docs`). Imports stay inside it.
 */
export function projectRootOf(root: string, folders: readonly string[]): string {
  let project = path.resolve(root);
  for (const folder of folders.map((f) => path.resolve(root, f))) {
    while (project !== path.dirname(project) && path.relative(project, folder).startsWith('..')) project = path.dirname(project);
  }
  return project;
}

/** The render stage's context, the same for `docsgen build` and the dev server. */
export function createRenderContext(input: RenderContextInput): RenderContext {
  const { root, site } = input;
  // Images a component imports that are too large to inline are written beside the pages, as Docusaurus does.
  // Each once: many pages' bundles import the same component.
  const emittedImages = new Set<string>();
  const emitImage = (file: OutputFile) => {
    if (emittedImages.has(file.path)) return;
    emittedImages.add(file.path);
    input.emit?.([file]);
  };
  const imageOutput = input.emit ? { emitAsset: emitImage, assetBase: site.config.baseUrl } : {};
  const themeDir = path.resolve(root, site.config.themeDir);
  // The `@theme/*` components a project provides itself (Docusaurus's `src/theme`) win over docsgen's in its pages.
  const ownThemeDir = site.config.swizzleDir === undefined ? themeDir : path.resolve(root, site.config.swizzleDir);
  const projectRoot = projectRootOf(root, [
    site.config.contentDir,
    site.config.staticDir,
    ...(site.config.pagesDir ? [site.config.pagesDir] : []),
    ...(site.config.blog ? [site.config.blog.path] : []),
  ]);
  // How the project's once-per-site modules (content wrapper, shell components) are bundled: as its pages are.
  const projectModuleInput = {
    themeDir: ownThemeDir,
    siteRoot: root,
    projectRoot,
    baseUrl: site.config.baseUrl,
    minify: input.minify,
    onStandIn: input.onStandIn,
    ...imageOutput,
  };
  // A wrapper of every doc's content (a swizzled DocItem/Content) is bundled once, when the first page asks for it.
  const wrappers = new Map<string, Promise<ProjectModule<ComponentType<{ children?: ReactNode }>> | undefined>>();
  const wrapperOf = (wrapWith: string): Promise<ProjectModule<ComponentType<{ children?: ReactNode }>> | undefined> => {
    let chunk = wrappers.get(wrapWith);
    if (!chunk) {
      chunk = import('../bundle/project-components.js').then(async ({ bundleDocWrapper, failureOfComponent, unusedComponent }) => {
        const made = await bundleDocWrapper({ ...projectModuleInput, wrapWith });
        const failure = failureOfComponent(made.value, {}, 'probe');
        if (failure !== undefined) {
          input.onProblem?.(unusedComponent(wrapWith, failure));
          return undefined;
        }
        input.emit?.(made.files);
        return made;
      });
      wrappers.set(wrapWith, chunk);
    }
    return chunk;
  };
  // The project's swizzled page-shell components: bundled once, given to the server theme, loaded by the browser before hydrating.
  const shellNames = site.config.shellComponents;
  // The theme module is shared by every site this process renders: one without its own components gets the theme's.
  if (!shellNames.length) input.theme.setShellComponents?.({});
  let shell: Promise<string | undefined> | undefined;
  const shellModule = (): Promise<string | undefined> =>
    (shell ??= shellNames.length
      ? import('../bundle/project-components.js').then(async ({ bundleShellComponents, failureOfComponent, SHELL_SAMPLE_PROPS, unusedComponent }) => {
          const made = await bundleShellComponents({ ...projectModuleInput, names: shellNames });
          // One that throws when rendered is left out (the theme's is shown), named in a warning; the browser is told which to use.
          const usable = Object.fromEntries(
            Object.entries(made.value).filter(([name, component]) => {
              const failure = failureOfComponent(component as ComponentType<Record<string, unknown>>, SHELL_SAMPLE_PROPS[name] ?? {});
              if (failure !== undefined) input.onProblem?.(unusedComponent(`@theme/${name}`, failure));
              return failure === undefined;
            }),
          );
          input.theme.setShellComponents?.(usable);
          if (!Object.keys(usable).length) return undefined;
          input.emit?.(made.files);
          return `${made.url}#${Object.keys(usable).join(',')}`;
        })
      : Promise.resolve(undefined));
  // The site's global data: one module, written when the first page names it.
  let globalDataUrl: string | undefined;
  const globalData = (): string | undefined => {
    if (globalDataUrl !== undefined || !Object.keys(site.config.globalData).length) return globalDataUrl;
    const code = globalDataModule(site.config.globalData);
    const file = hashedModulePath('global-data', code);
    input.emit?.([{ path: file, data: code }]);
    return (globalDataUrl = `${site.config.baseUrl}${file}`);
  };
  return {
    site,
    siteData: input.siteData,
    shell: shellModule,
    globalData,
    theme: input.theme,
    assets: input.assets,
    buildId: input.buildId,
    head: input.head,
    card: input.card,
    urls: {
      baseUrl: site.config.baseUrl,
      routeOfContent: new Map([...site.docs.values()].map((p) => [p.doc.contentPath, p.route])),
      assetUrls: input.assetUrls,
      docusaurusLinks: site.config.docs.linkResolution === 'docusaurus',
      contentDir: site.config.contentDir,
      versionPrefixes: versionPrefixesOf(site.config),
    },
    loadDoc: async (contentPath) => {
      const placement = site.docs.get(contentPath);
      if (!placement) throw new Error(`render stage: no page ${contentPath} in the plan`);
      return input.loadDoc(placement.doc);
    },
    standalonePage: (file) => input.standalonePages.get(file),
    blogPost: (file) => input.blogPosts.get(file),
    mdx: async (file, code, pageExports, options = {}) => {
      const sourceFile = path.join(root, file);
      // MDX is rare; its bundler loads only when a site has some.
      const { bundleBrowserMdx, loadServerMdx } = await import('../bundle/bundle-mdx.js');
      const wrapper = options.wrapWith ? await wrapperOf(options.wrapWith) : undefined;
      const [Body, module] = await Promise.all([
        loadServerMdx({ code, sourceFile, themeDir: ownThemeDir, siteRoot: root, projectRoot, assetUrls: input.assetUrls, onStandIn: input.onStandIn, ...imageOutput }),
        bundleBrowserMdx({
          code,
          pageExports,
          sourceFile,
          themeDir: ownThemeDir,
          siteRoot: root,
          projectRoot,
          assetUrls: input.assetUrls,
          minify: input.minify,
          onStandIn: input.onStandIn,
          ...imageOutput,
          ...(wrapper ? { wrapperUrl: wrapper.url } : {}),
        }),
      ]);
      if (!wrapper) return { Component: Body, module };
      const { wrapPage } = await import('../bundle/project-components.js');
      return { Component: wrapPage(wrapper.value, Body), module };
    },
  };
}
