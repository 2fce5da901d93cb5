import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { CLIENT_ENTRY, ENGINE_NODE_MODULES } from '../engine/engine-paths.js';

export interface ClientAssets {
  /** URLs under the base URL. */
  js: string;
  css: string;
  /** Bytes written, by output path relative to the output folder. */
  files: Record<string, number>;
  /** esbuild's record of which source went into which output (the first-load benchmark reads it). */
  metafile: Metafile;
}

/** The shared client runtime (React, theme, router) with code splitting and content hashes, into `assets/`. */
export async function bundleClient(options: { outDir: string; baseUrl: string; themeDir: string; minify: boolean; define?: Record<string, string> }): Promise<ClientAssets> {
  const result = await build({
    entryPoints: { main: CLIENT_ENTRY },
    bundle: true,
    // Sites outside the engine's folder resolve React and friends from the engine's own packages.
    nodePaths: [ENGINE_NODE_MODULES],
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    outdir: path.join(options.outDir, 'assets'),
    entryNames: '[name].[hash]',
    chunkNames: 'chunks/[name].[hash]',
    assetNames: 'media/[name].[hash]',
    publicPath: `${options.baseUrl}assets/`,
    minify: options.minify,
    metafile: true,
    legalComments: 'none',
    alias: { '@theme': options.themeDir },
    define: { 'process.env.NODE_ENV': JSON.stringify(options.minify ? 'production' : 'development'), ...options.define },
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const files: Record<string, number> = {};
  let js = '';
  let css = '';
  for (const [file, info] of Object.entries(outputs)) {
    const rel = path.relative(options.outDir, file).split(path.sep).join('/');
    files[rel] = info.bytes;
    // Dynamically imported modules are entry points too (under chunks/); the page loads only `main`.
    if (info.entryPoint && /^assets\/main\.[^/]+\.js$/.test(rel)) js = `${options.baseUrl}${rel}`;
    if (file.endsWith('.css') && path.basename(file).startsWith('main.')) css = `${options.baseUrl}${rel}`;
  }
  return { js, css, files, metafile: result.metafile };
}
