import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { ENGINE_ROOT, VENDOR_CACHE_DIR } from '../engine/engine-paths.js';
import type { OutputFile } from '../output/output-file.js';

const ENTRY = path.join(ENGINE_ROOT, 'src', 'client', 'mermaid', 'mermaid-entry.ts');

/**
 * The diagram chunk: Mermaid (about 3.6 MB in a hundred lazily loaded files) plus `mermaid-entry.ts`.
 * It is the same for every build, so it is bundled once per Mermaid, esbuild and entry version into
 * the engine's cache and returned as files under `assets/` (they import each other by relative
 * paths), with the URL the client imports, for `SiteData.chunks.mermaid`.
 */
export async function bundleMermaid(options: { baseUrl: string; minify: boolean }): Promise<{ url: string; files: OutputFile[] }> {
  const [entry, pkg] = await Promise.all([readFile(ENTRY, 'utf8'), readFile(path.join(ENGINE_ROOT, 'node_modules', 'mermaid', 'package.json'), 'utf8')]);
  const mermaidVersion = (JSON.parse(pkg) as { version: string }).version;
  const key = createHash('sha1').update(`${mermaidVersion}\0${esbuildVersion}\0${options.minify}\0${entry}`).digest('hex').slice(0, 12);
  const name = `mermaid-${key}`;
  const cached = path.join(VENDOR_CACHE_DIR, name);
  if (!existsSync(cached)) {
    // Built aside and renamed into place, so concurrent builds never see a half-written folder.
    const tmp = `${cached}.tmp-${process.pid}-${Date.now()}`;
    try {
      await build({
        entryPoints: { mermaid: ENTRY },
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
        outdir: tmp,
        entryNames: '[name]',
        chunkNames: '[name].[hash]',
        minify: options.minify,
        legalComments: 'none',
        define: { 'process.env.NODE_ENV': JSON.stringify(options.minify ? 'production' : 'development') },
        logLevel: 'silent',
      });
      await rename(tmp, cached).catch(async (error: NodeJS.ErrnoException) => {
        if (!existsSync(cached)) throw error;
      });
    } catch (error) {
      throw new Error(`bundle stage: could not bundle Mermaid ${mermaidVersion} for diagrams`, { cause: error });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  const entries = (await readdir(cached, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const files = await Promise.all(
    entries.map(async (e): Promise<OutputFile> => {
      const abs = path.join(e.parentPath, e.name);
      return { path: `assets/${name}/${path.relative(cached, abs).split(path.sep).join('/')}`, data: await readFile(abs) };
    }),
  );
  return { url: `${options.baseUrl}assets/${name}/mermaid.js`, files };
}
