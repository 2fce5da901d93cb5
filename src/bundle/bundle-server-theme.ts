import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { build, version as esbuildVersion } from 'esbuild';
import { inputKey } from './input-key.js';
import type { AppProps } from '../shared/app-props.js';
import { SSR_CACHE_DIR, SSR_EXTERNALS, SSR_REQUIRE_BANNER, ENGINE_NODE_MODULES, ENGINE_SOURCE_DIR } from '../engine/engine-paths.js';

export interface ServerTheme {
  App: ComponentType<AppProps>;
  mdxComponents: Record<string, ComponentType<never>>;
  /** Gives the theme a project's swizzled page-shell components (absent in a theme without that contract). */
  setShellComponents?: (components: Readonly<Record<string, ComponentType<{ className?: string }>>>) => void;
}

/** Compiles the site's `theme/` for Node (React external, CSS ignored) and loads it for server rendering. */
export async function loadServerTheme(themeDir: string): Promise<ServerTheme> {
  // Cached by the hash of its inputs: a build whose theme did not change imports last run's module, skipping esbuild.
  // Stylesheets are not part of the server bundle: a CSS edit keeps the same module (the dev server then swaps styles only).
  const key = await inputKey([themeDir, ENGINE_SOURCE_DIR], { themeDir, esbuildVersion }, (file) => file.endsWith('.css'));
  const file = path.join(SSR_CACHE_DIR, `theme.${key}.mjs`);
  if (!existsSync(file)) await writeServerTheme(themeDir, file);
  const mod = (await import(pathToFileURL(file).href)) as Partial<ServerTheme>;
  if (!mod.App) throw new Error(`${path.join(themeDir, 'index.tsx')} must export App`);
  return { App: mod.App, mdxComponents: mod.mdxComponents ?? {}, ...(mod.setShellComponents ? { setShellComponents: mod.setShellComponents } : {}) };
}

async function writeServerTheme(themeDir: string, file: string): Promise<void> {
  const result = await build({
    entryPoints: [path.join(themeDir, 'index.tsx')],
    bundle: true,
    // Sites outside the engine's folder resolve React and friends from the engine's own packages.
    nodePaths: [ENGINE_NODE_MODULES],
    write: false,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    external: SSR_EXTERNALS,
    banner: { js: SSR_REQUIRE_BANNER },
    loader: { '.css': 'empty', '.svg': 'text' },
    logLevel: 'silent',
  });
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a concurrent run never imports half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, result.outputFiles[0]!.text);
  await rename(tmp, file);
}
