/**
 * The esbuild side of Docusaurus's webpack configuration: its aliases (themes with `@theme-original`
 * and `@theme-init`, `@docusaurus/*`, `@site`, `@generated`, plugins' own), webpack's inline loader
 * requests that mdx-loader emits for images, the two generated modules written for webpack's runtime,
 * MDX through mdx-loader, CSS (modules as class maps), SVG as React components, and assets.
 */
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, PluginBuild } from 'esbuild';
import type { CssProcessor } from './css.js';
import { compileWithLoaders, ruleFor } from './mdx.js';
import type { BundleSide, NativeSite } from './load-site.js';

const ASSET = /\.(?:ico|jpe?g|png|gif|webp|avif|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;
/** url-loader's limit in Docusaurus's asset rules: smaller files become data URLs. */
const INLINE_LIMIT = 10_000;
/** Marks an asset imported for its URL (an SVG then stays a file, not a component). */
const URL_QUERY = '?docsgen-url';

/** A Docusaurus module docsgen could not find: named with the file that imports it. */
export class UnresolvedModuleError extends Error {}

/** The longest alias key that `request` equals or is a folder of, as webpack's `resolve.alias` matches. */
export function aliasTarget(alias: Record<string, string>, request: string): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(alias)) {
    const exact = key.endsWith('$') ? key.slice(0, -1) : undefined;
    if (exact !== undefined ? request === exact : request === key || request.startsWith(key + '/')) {
      if (!best || key.length > best.length) best = key;
    }
  }
  if (!best) return undefined;
  const target = alias[best]!;
  return best.endsWith('$') ? target : target + request.slice(best.length);
}

export interface PluginOptions {
  site: NativeSite;
  side: 'client' | 'server';
  css: CssProcessor;
  /** Files the build read, for the dev server's watcher and the cache. */
  dependencies: Set<string>;
}

export function docusaurusPlugin({ site, side, css, dependencies }: PluginOptions): Plugin {
  const config: BundleSide = site[side];
  const generated = site.props.generatedFilesDir;
  const prefixes = [...new Set(Object.keys(config.alias).map((key) => key.replace(/\$$/, '').split('/')[0]!))];
  const aliasFilter = new RegExp(`^(?:${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:/|$)`);
  return {
    name: 'docusaurus',
    setup(build: PluginBuild) {
      build.onResolve({ filter: aliasFilter }, async (args) => {
        const [request, query = ''] = splitQuery(args.path);
        const target = aliasTarget(config.alias, request);
        if (target === undefined) return undefined;
        const resolved = await build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'aliased' });
        if (resolved.errors.length > 0) {
          if (/^@(?:theme|theme-original|theme-init|docusaurus|generated)\//.test(request)) {
            return { errors: [{ text: `${request} is not provided by this Docusaurus installation (imported by ${args.importer})` }] };
          }
          return { errors: resolved.errors };
        }
        return { ...resolved, suffix: query ? `?${query}` : undefined };
      });
      // webpack inline loader requests (`!url-loader?...!./img.png`) from mdx-loader: the file is what counts.
      build.onResolve({ filter: /^!/ }, async (args) => {
        const file = args.path.slice(args.path.lastIndexOf('!') + 1);
        const resolved = await build.resolve(file.startsWith('.') || path.isAbsolute(file) ? file : `./${file}`, { kind: args.kind, resolveDir: args.resolveDir });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: 'asset-url' };
      });
      // url-loader's module has an ES default export (`require(...).default` is the URL); esbuild's asset loaders do not.
      build.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => ({
        contents: `export { default } from ${JSON.stringify(args.path + URL_QUERY)};`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onResolve({ filter: /\?docsgen-url$/ }, (args) => ({ path: args.path.slice(0, -URL_QUERY.length), suffix: URL_QUERY }));
      // `file.md?truncated=true`: the query picks a different output of the same file.
      build.onResolve({ filter: /\.mdx?\?/ }, async (args) => {
        const [request, query] = splitQuery(args.path);
        const resolved = await build.resolve(request, { kind: args.kind, resolveDir: args.resolveDir });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, suffix: `?${query}` };
      });
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const rule = ruleFor(config.mdxRules, args.path);
        if (!rule) return undefined;
        const source = await readFile(args.path, 'utf8');
        const contents = await compileWithLoaders(rule, args.path, args.suffix ?? '', source, side, dependencies);
        return { contents, loader: 'jsx', resolveDir: path.dirname(args.path) };
      });
      build.onLoad({ filter: /[\\/]registry\.js$/ }, async (args) => {
        if (path.dirname(args.path) !== generated) return undefined;
        // webpack's `require.resolveWeak` runs when the registry loads; the module id it gives is the request itself here.
        const source = await readFile(args.path, 'utf8');
        return { contents: source.replace(/require\.resolveWeak\(/g, '('), loader: 'js' };
      });
      build.onLoad({ filter: /prism-include-languages\.[jt]sx?$/ }, async (args) => {
        // A template-literal require that webpack narrows with a ContextReplacementPlugin: made static from the config.
        const languages = site.props.siteConfig.themeConfig.prism?.additionalLanguages ?? [];
        const source = await readFile(args.path, 'utf8');
        const requires = languages.map((lang) => `${lang === 'php' ? "require('prismjs/components/prism-markup-templating.js');" : ''}require('prismjs/components/prism-${lang}');`).join('\n');
        const contents = source.replace(/additionalLanguages\.forEach\([\s\S]*?require\(`prismjs\/components\/prism-\$\{lang\}`\);\s*\}\);/, requires);
        return { contents, loader: 'jsx' };
      });
      build.onLoad({ filter: /\.css$/i }, async (args) => {
        const processed = await css.process(args.path);
        return { contents: processed.exports ? `export default ${JSON.stringify(processed.exports)};` : '', loader: 'js' };
      });
      build.onLoad({ filter: /\.svg$/i }, async (args) => {
        if (args.suffix === URL_QUERY || !site.svgr) return assetModule(args.path);
        return { contents: await svgComponent(site.svgr, args.path), loader: 'jsx', resolveDir: path.dirname(args.path) };
      });
      build.onLoad({ filter: ASSET }, (args) => assetModule(args.path));
    },
  };
}

const splitQuery = (request: string): [string, string] => {
  const at = request.indexOf('?');
  return at < 0 ? [request, ''] : [request.slice(0, at), request.slice(at + 1)];
};

async function assetModule(file: string): Promise<{ contents: Buffer; loader: 'dataurl' | 'file' }> {
  const size = (await stat(file)).size;
  return { contents: await readFile(file), loader: size < INLINE_LIMIT ? 'dataurl' : 'file' };
}

interface SvgrCore {
  transform(code: string, config: Record<string, unknown>, state: Record<string, unknown>): Promise<string>;
}

/** An SVG imported from code, as the project's `@svgr/webpack` makes it: a React component (default export). */
async function svgComponent(svgr: NonNullable<NativeSite['svgr']>, file: string): Promise<string> {
  const fromLoader = createRequire(svgr.loaderDir);
  const core = fromLoader('@svgr/core') as SvgrCore;
  // CommonJS or ES module interop: the plugin is the module or its default.
  const pluginOf = (id: string): unknown => {
    const loaded = fromLoader(id) as { default?: unknown };
    return typeof loaded === 'function' ? loaded : loaded.default;
  };
  const code = await readFile(file, 'utf8');
  return core.transform(code, { ...svgr.options, plugins: [pluginOf('@svgr/plugin-svgo'), pluginOf('@svgr/plugin-jsx')] }, { filePath: file, caller: { name: '@svgr/webpack' } });
}
