/**
 * Stage 1 of the Docusaurus backend: the project's own `loadSite` (every plugin's `loadContent` and
 * `contentLoaded`, the `.docusaurus/` generated files, as `docusaurus build` does) and the webpack
 * configurations its plugins shape, read into data the bundler can use. Nothing here bundles.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DocusaurusCore, SiteProps, WebpackConfig, WebpackRule } from './docusaurus-api.js';

/** One `.md`/`.mdx` rule: the folders it applies to (none: every other file) and its loaders, first to last. */
export interface MdxRule {
  include?: string[];
  loaders: Array<{ loader: string; options: Record<string, unknown> }>;
}

/** A PostCSS plugin, ready to hand to postcss(). */
export type PostCssPlugin = object | ((...args: unknown[]) => unknown);

/** What one side (browser or server) of the bundle needs from the webpack configuration. */
export interface BundleSide {
  alias: Record<string, string>;
  defines: Record<string, string>;
  mdxRules: MdxRule[];
}

export interface NativeSite {
  core: DocusaurusCore;
  props: SiteProps;
  client: BundleSide;
  server: BundleSide;
  postcssPlugins: PostCssPlugin[];
  svgr?: { loaderDir: string; options: Record<string, unknown> };
  /** webpack plugins and loaders a plugin added that have no esbuild equivalent here, by name. */
  ignored: string[];
}

/** webpack plugins this backend replaces with its own equivalent, so they are not reported. */
const REPLACED_PLUGINS = new Set([
  'CssExtractRspackPlugin',
  'MiniCssExtractPlugin',
  'DefinePlugin',
  'ChunkAssetPlugin',
  'CustomRspackProgressPlugin',
  'WebpackBar',
  'ProgressPlugin',
  'CopyRspackPlugin',
  'CopyPlugin',
  'ForceTerminatePlugin',
  'Boolean',
  'ReactLoadableSSRAddon',
  'ContextReplacementPlugin',
  'CleanWebpackPlugin',
  'ServerBuildPlugin',
  'StaticSiteGeneratorPlugin',
]);

export async function loadNativeSite(core: DocusaurusCore, siteDir: string, outDir: string): Promise<NativeSite> {
  // What `docusaurus build` sets before loading: plugins read both (preset-classic drops the debug plugin).
  process.env.NODE_ENV = 'production';
  process.env.BABEL_ENV = 'production';
  const { props } = await core.loadSite({ siteDir, outDir });
  process.env.DOCUSAURUS_CURRENT_LOCALE = props.i18n.currentLocale;
  const [serverConfig, clientConfig] = [await core.serverConfig(props), await core.clientConfig(props)];
  return {
    core,
    props,
    client: sideOf(clientConfig),
    server: sideOf(serverConfig),
    postcssPlugins: postcssPluginsOf(clientConfig),
    svgr: svgrOf(clientConfig),
    ignored: clientConfig.plugins.map((p) => p.constructor.name).filter((name) => !REPLACED_PLUGINS.has(name)),
  };
}

function sideOf(config: WebpackConfig): BundleSide {
  const alias: Record<string, string> = {};
  for (const [key, value] of Object.entries(config.resolve.alias)) if (typeof value === 'string' && !key.endsWith('.d')) alias[key] = value;
  return { alias, defines: definesOf(config), mdxRules: mdxRulesOf(config.module.rules) };
}

/** DefinePlugin's values; rspack keeps its constructor arguments in `_args`, webpack in `definitions`. */
function definesOf(config: WebpackConfig): Record<string, string> {
  const defines: Record<string, string> = {};
  for (const plugin of config.plugins) {
    if (plugin.constructor.name !== 'DefinePlugin') continue;
    const args = (plugin as { _args?: unknown[] })._args;
    const definitions = plugin.definitions ?? (args?.[0] as Record<string, unknown> | undefined) ?? {};
    for (const [key, value] of Object.entries(definitions)) defines[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return defines;
}

const loadersOf = (rule: WebpackRule): MdxRule['loaders'] =>
  (rule.use ?? []).map((use) => (typeof use === 'string' ? { loader: use, options: {} } : { loader: use.loader, options: use.options ?? {} }));

function mdxRulesOf(rules: WebpackRule[]): MdxRule[] {
  return rules
    .filter((rule) => rule.test instanceof RegExp && rule.test.test('x.mdx') && loadersOf(rule).some((l) => l.loader.includes('mdx-loader')))
    .map((rule) => ({ include: rule.include, loaders: loadersOf(rule) }));
}

function postcssPluginsOf(config: WebpackConfig): PostCssPlugin[] {
  const cssRule = config.module.rules.find((rule) => rule.test instanceof RegExp && rule.test.test('x.css') && !rule.test.test('x.module.css'));
  const loader = cssRule && loadersOf(cssRule).find((l) => l.loader.includes('postcss-loader'));
  const postcssOptions = loader?.options.postcssOptions as { plugins?: unknown[] } | undefined;
  const requireFrom = createRequire(loader?.loader ?? path.join(process.cwd(), 'x.js'));
  return (postcssOptions?.plugins ?? []).map((entry) => {
    // postcss-loader's forms: a plugin, a path, or [path, options].
    if (typeof entry === 'string') return (requireFrom(entry) as (o?: unknown) => PostCssPlugin)();
    if (Array.isArray(entry) && typeof entry[0] === 'string') return (requireFrom(entry[0]) as (o?: unknown) => PostCssPlugin)(entry[1]);
    return entry as PostCssPlugin;
  });
}

function svgrOf(config: WebpackConfig): NativeSite['svgr'] {
  for (const rule of config.module.rules) {
    for (const branch of rule.oneOf ?? []) {
      const svgr = loadersOf(branch).find((l) => l.loader.includes('@svgr/webpack'));
      if (svgr) return { loaderDir: svgr.loader, options: svgr.options };
    }
  }
  return undefined;
}
