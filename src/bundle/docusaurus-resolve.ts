import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../engine/engine-paths.js';
import { docusaurusModuleFile, isDocusaurusNamespace, supportedModulesHint } from '../shared/docusaurus-modules.js';
import { compilePartial } from '../markdown/compile-partial.js';
import { mdxErrorToDiagnostic } from '../markdown/mdx-errors.js';
import { cssModule, cssModuleNames } from './css-module.js';
import { svgComponentModule } from './svg-component.js';
import { hashedAssetFile } from '../output/hashed-asset.js';
import type { OutputFile } from '../output/output-file.js';

const DOCUSAURUS_THEME_DIR = path.join(ENGINE_ROOT, 'theme', 'docusaurus');
const IMAGE = /\.(png|jpe?g|gif|webp|avif|ico|bmp)$/i;
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
};

const MEDIA = /\.(mp3|wav|ogg|m4a|aac|flac|mp4|webm|mov|pdf|zip)$/i;
const MEDIA_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

export interface DocusaurusResolveOptions {
  /** The site's root folder: what `@site/` means. */
  siteRoot: string;
  /** The site's own theme folder: `@theme/X` found there wins over docsgen's (as a swizzled component does). */
  themeDir: string;
  /** Written assets by site-root-relative path → URL; images found here are linked, others inlined. */
  assetUrls?: ReadonlyMap<string, string>;
  /** Writes an imported image too large to inline, served at `assetBase` + its path (absent: every such image is inlined). */
  emitAsset?: (file: OutputFile) => void;
  assetBase?: string;
}

/** `!!raw-loader!./file`, `-!raw-loader!...`, `raw-loader?options!...`: the file named after the last `!`. */
const RAW_LOADER = /^(?:!!|-!|!)?raw-loader(?:\?[^!]*)?!(.+)$/;

/** Docusaurus inlines an imported image below this size (its url-loader limit) and writes a file for a larger one. */
const INLINE_IMAGE_LIMIT = 10_000;

/**
 * Module resolution for MDX pages as Docusaurus sets it up: `@site/`, `@theme/`, `@docusaurus/`,
 * SVG imports as components, CSS modules, and images imported or `require()`d as URLs.
 */
export function docusaurusResolve(options: DocusaurusResolveOptions): Plugin {
  return {
    name: 'docsgen-docusaurus-modules',
    setup(b) {
      // Webpack's inline loader syntax, as Docusaurus's docs show it (`import Source from '!!raw-loader!./Example.js'`):
      // the file's text as the default export, to show in a code block.
      b.onResolve({ filter: RAW_LOADER }, async (args) => {
        const target = RAW_LOADER.exec(args.path)![1]!;
        const found = await b.resolve(target, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
        // Named as the author wrote it (a missing file, one outside the site), so the error is placed at that import (mdx-import-errors.ts).
        if (found.errors.length) return { errors: found.errors.map((e) => ({ ...e, text: e.text.replace(`"${target}"`, `"${args.path}"`).replace(`'${target}'`, `'${args.path}'`) })) };
        return { path: found.path, namespace: 'docsgen-raw' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docsgen-raw' }, async (args) => ({ contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))};`, loader: 'js' }));
      b.onResolve({ filter: /^@site\// }, (args) => b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: options.siteRoot, kind: args.kind, importer: args.importer }));
      // A swizzled component wrapping the original (`@theme-original/CodeBlock`, `@theme-init/...`) gets docsgen's own.
      b.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
        const file = docusaurusModuleFile(`@theme/${args.path.slice(args.path.indexOf('/') + 1)}`);
        if (file) return { path: path.join(DOCUSAURUS_THEME_DIR, file) };
        return { errors: [{ text: `Cannot import '${args.path}': docsgen has no component of that name to wrap.`, notes: [{ text: supportedModulesHint() }] }] };
      });
      b.onResolve({ filter: /^@(theme|docusaurus|generated)(\/|$)/ }, async (args) => {
        if (args.path.startsWith('@theme/')) {
          const own = path.join(options.themeDir, args.path.slice('@theme/'.length));
          if (['', '.tsx', '.ts', '.jsx', '.js'].some((ext) => existsSync(own + ext)) || existsSync(path.join(own, 'index.tsx')) || existsSync(path.join(own, 'index.js'))) {
            return b.resolve(own, { resolveDir: options.themeDir, kind: args.kind, importer: args.importer });
          }
        }
        const file = docusaurusModuleFile(args.path);
        if (file) return { path: path.join(DOCUSAURUS_THEME_DIR, file) };
        if (!isDocusaurusNamespace(args.path)) return undefined;
        return { errors: [{ text: `Cannot import '${args.path}': docsgen does not provide this Docusaurus module.`, notes: [{ text: supportedModulesHint() }] }] };
      });
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        try {
          return { contents: await compilePartial(await readFile(args.path, 'utf8'), args.path), loader: 'jsx', resolveDir: path.dirname(args.path) };
        } catch (error) {
          const d = mdxErrorToDiagnostic(error, args.path);
          return { errors: [{ text: d.message, location: { file: args.path, line: d.line, column: d.column - 1 }, notes: [{ text: d.hint ?? '' }] }] };
        }
      });
      b.onLoad({ filter: /\.svg$/i }, async (args) => ({ contents: svgComponentModule(await readFile(args.path, 'utf8'), args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      b.onLoad({ filter: /\.module\.css$/i }, async (args) => ({ contents: cssModule(await readFile(args.path, 'utf8'), path.relative(options.siteRoot, args.path)), loader: 'js' }));
      // Sass and Less need a compiler docsgen does not run (the config's warning names docusaurus-plugin-sass):
      // a module's class names still apply, so markup and text are as Docusaurus renders them, without those rules.
      b.onLoad({ filter: /\.module\.(scss|sass|less)$/i }, async (args) => ({ contents: cssModuleNames(await readFile(args.path, 'utf8'), path.relative(options.siteRoot, args.path)), loader: 'js' }));
      b.onLoad({ filter: /\.(scss|sass|less)$/i }, () => ({ contents: '', loader: 'js' }));
      // Audio, video and documents a component imports are URLs, as webpack's asset modules make them.
      b.onLoad({ filter: MEDIA }, async (args) => {
        const written = options.assetUrls?.get(path.relative(options.siteRoot, args.path).split(path.sep).join('/'));
        const type = MEDIA_TYPES[path.extname(args.path).slice(1).toLowerCase()] ?? 'application/octet-stream';
        const url = written ?? `data:${type};base64,${(await readFile(args.path)).toString('base64')}`;
        return { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
      // The hashed file the build wrote for this image when the page imports it; else inlined as a data URL.
      b.onLoad({ filter: IMAGE }, async (args) => {
        const written = options.assetUrls?.get(path.relative(options.siteRoot, args.path).split(path.sep).join('/'));
        if (written) return { contents: `export default ${JSON.stringify(written)};`, loader: 'js' };
        const type = IMAGE_TYPES[path.extname(args.path).slice(1).toLowerCase()] ?? 'application/octet-stream';
        const data = await readFile(args.path);
        if (options.emitAsset && data.byteLength >= INLINE_IMAGE_LIMIT) {
          const file = hashedAssetFile(args.path, data);
          options.emitAsset(file);
          return { contents: `export default ${JSON.stringify(`${options.assetBase ?? '/'}${file.path}`)};`, loader: 'js' };
        }
        const url = `data:${type};base64,${data.toString('base64')}`;
        return { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
    },
  };
}
