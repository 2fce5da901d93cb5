import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { build } from 'esbuild';
import type { AppProps } from '../shared/app-props.js';
import { SSR_CACHE_DIR, SSR_EXTERNALS, ENGINE_NODE_MODULES } from '../engine/engine-paths.js';

export interface ServerTheme {
  App: ComponentType<AppProps>;
  mdxComponents: Record<string, ComponentType<never>>;
}

/** Compiles the site's `theme/` for Node (React external, CSS ignored) and loads it for server rendering. */
export async function loadServerTheme(themeDir: string): Promise<ServerTheme> {
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
    loader: { '.css': 'empty', '.svg': 'text' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const file = path.join(SSR_CACHE_DIR, `theme.${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  const mod = (await import(pathToFileURL(file).href)) as Partial<ServerTheme>;
  if (!mod.App) throw new Error(`${path.join(themeDir, 'index.tsx')} must export App`);
  return { App: mod.App, mdxComponents: mod.mdxComponents ?? {} };
}
