/**
 * The few shapes of `@docusaurus/core`'s server API this backend reads, declared here because the
 * project's own copy is loaded at run time (docsgen does not depend on Docusaurus). Only what is used.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** A loaded plugin, as `loadSite` returns it in `props.plugins`. */
export interface LoadedPlugin {
  name: string;
  path: string;
  options: { id?: string };
  content?: unknown;
  getThemePath?: () => string;
  postBuild?: (props: Record<string, unknown>) => Promise<void> | void;
}

/** The part of `loadSite(...).props` this backend uses. */
export interface SiteProps {
  siteDir: string;
  outDir: string;
  baseUrl: string;
  generatedFilesDir: string;
  routesPaths: string[];
  routes: unknown[];
  plugins: LoadedPlugin[];
  headTags: string;
  preBodyTags: string;
  postBodyTags: string;
  siteConfig: {
    title: string;
    staticDirectories: string[];
    trailingSlash?: boolean;
    noIndex: boolean;
    ssrTemplate?: string;
    onBrokenLinks: string;
    onBrokenAnchors: string;
    future: { experimental_router: string; v4: { removeLegacyPostBuildHeadAttribute: boolean } };
    themeConfig: { prism?: { additionalLanguages?: string[] } };
  };
  i18n: { currentLocale: string };
}

/** A webpack rule as Docusaurus and its plugins write them (only the fields read here). */
export interface WebpackRule {
  test?: RegExp;
  include?: string[];
  exclude?: unknown;
  oneOf?: WebpackRule[];
  issuer?: unknown;
  use?: Array<string | { loader: string; options?: Record<string, unknown> }>;
}

/** The webpack configuration `createServerConfig`/`createBuildClientConfig` return, after `configureWebpack`. */
export interface WebpackConfig {
  resolve: { alias: Record<string, string | false | string[]> };
  module: { rules: WebpackRule[] };
  plugins: Array<{ constructor: { name: string }; definitions?: Record<string, unknown> }>;
}

/** What the backend calls in the installed core. */
export interface DocusaurusCore {
  version: string;
  dir: string;
  loadSite(options: { siteDir: string; outDir?: string; locale?: string }): Promise<{ props: SiteProps }>;
  serverConfig(props: SiteProps): Promise<WebpackConfig>;
  clientConfig(props: SiteProps): Promise<WebpackConfig>;
  compileSSGTemplate(template: string): Promise<(data: Record<string, unknown>) => string>;
  defaultSSGTemplate: string;
  renderSSGTemplate(args: { params: Record<string, unknown>; result: RenderResult; ssgTemplate: (data: Record<string, unknown>) => string }): string;
  handleBrokenLinks(args: Record<string, unknown>): Promise<void>;
  requireFromCore(id: string): unknown;
}

/** What `serverEntry.js`'s render returns. */
export interface RenderResult {
  html: string;
  collectedData: {
    metadata: { public: unknown; helmet: unknown; internal: Record<string, string> };
    anchors: string[];
    links: string[];
    modules: string[];
  };
}

/** Where `@docusaurus/core` and the packages it needs resolve from a site, or why not. */
export function findCore(siteDir: string): { dir: string; version: string } | undefined {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  try {
    const dir = path.dirname(fromSite.resolve('@docusaurus/core/package.json'));
    const fromCore = createRequire(path.join(dir, 'package.json'));
    // A core without its own dependencies (a tarball unpacked on its own) cannot load a site.
    fromCore.resolve('@docusaurus/bundler');
    fromSite.resolve('react-dom/package.json');
    const version = (fromCore(path.join(dir, 'package.json')) as { version: string }).version;
    return { dir, version };
  } catch {
    return undefined;
  }
}

type Loaded = Record<string, unknown>;
const fn = <T>(module: Loaded, name: string): T => {
  const value = module[name] ?? (module.default as Loaded | undefined)?.[name];
  if (typeof value !== 'function') throw new Error(`@docusaurus/core has no ${name}: this Docusaurus version is not supported`);
  return value as T;
};

/** Binds the installed core's server functions. Requires are deep paths: core has no `exports` map. */
export function bindCore(found: { dir: string; version: string }): DocusaurusCore {
  const req = createRequire(path.join(found.dir, 'package.json'));
  const lib = (rel: string): Loaded => req(path.join(found.dir, 'lib', rel)) as Loaded;
  const site = lib('server/site.js');
  const configure = lib('webpack/configure.js');
  const server = lib('webpack/server.js');
  const client = lib('webpack/client.js');
  const template = lib('ssg/ssgTemplate.js');
  const brokenLinks = lib('server/brokenLinks.js');
  type Utils = unknown;
  const utilsFor = (props: SiteProps): Promise<Utils> => fn<(a: { siteConfig: unknown }) => Promise<Utils>>(configure, 'createConfigureWebpackUtils')({ siteConfig: props.siteConfig });
  const configured = (props: SiteProps, config: WebpackConfig, isServer: boolean, utils: Utils): WebpackConfig =>
    fn<(a: Record<string, unknown>) => WebpackConfig>(configure, 'executePluginsConfigureWebpack')({ plugins: props.plugins, config, isServer, configureWebpackUtils: utils });
  return {
    ...found,
    loadSite: fn(site, 'loadSite'),
    async serverConfig(props) {
      const utils = await utilsFor(props);
      const made = await fn<(a: Record<string, unknown>) => Promise<{ config: WebpackConfig }>>(server, 'default')({ props, configureWebpackUtils: utils });
      return configured(props, made.config, true, utils);
    },
    async clientConfig(props) {
      const utils = await utilsFor(props);
      const made = await fn<(a: Record<string, unknown>) => Promise<{ config: WebpackConfig }>>(
        client,
        'createBuildClientConfig',
      )({
        props,
        minify: false,
        faster: (props.siteConfig.future as unknown as { faster: unknown }).faster,
        configureWebpackUtils: utils,
        bundleAnalyzer: false,
      });
      return configured(props, made.config, false, utils);
    },
    compileSSGTemplate: fn(template, 'compileSSGTemplate'),
    defaultSSGTemplate: (lib('ssg/ssgTemplate.html.js').default as string) ?? '',
    renderSSGTemplate: fn(template, 'renderSSGTemplate'),
    handleBrokenLinks: fn(brokenLinks, 'handleBrokenLinks'),
    requireFromCore: (id) => req(id),
  };
}
