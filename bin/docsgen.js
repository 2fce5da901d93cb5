#!/usr/bin/env node
// Launcher. The engine is TypeScript; rather than a TypeScript loader on every import, it is bundled
// once with esbuild into node_modules/.cache (rebuilt when a source file changes), so a fresh clone
// works after `npm ci` with no build step and later runs start fast.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// More threads for libuv's pool (file I/O, resvg's social cards), set before anything starts it.
process.env.UV_THREADPOOL_SIZE ??= '8';

const root = fileURLToPath(new URL('..', import.meta.url));
const srcDir = path.join(root, 'src');

function sourceKey() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'client') walk(full);
      } else if (/\.(ts|tsx|mjs|js|json)$/.test(entry.name)) {
        const s = statSync(full);
        hash.update(`${full}:${s.size}:${s.mtimeMs}\n`);
      }
    }
  };
  walk(srcDir);
  hash.update(statSync(path.join(root, 'package.json')).mtimeMs.toString());
  return hash.digest('hex').slice(0, 16);
}

async function ensureBundle() {
  const outDir = path.join(root, 'node_modules', '.cache', 'docsgen', 'cli', sourceKey());
  const main = path.join(outDir, 'main.mjs');
  const worker = path.join(outDir, 'compile-worker.mjs');
  if (!existsSync(main) || !existsSync(worker)) {
    const { build } = await import('esbuild');
    mkdirSync(outDir, { recursive: true });
    await build({
      entryPoints: { main: path.join(srcDir, 'cli', 'main.ts'), 'compile-worker': path.join(srcDir, 'compile', 'compile-worker.ts') },
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      sourcemap: 'inline',
      logLevel: 'error',
    });
  }
  return { main, worker };
}

const { main, worker } = await ensureBundle();
process.env.DOCSGEN_ENGINE_ROOT = root;
// React's production build renders several times faster; set before anything loads React.
process.env.NODE_ENV ??= 'production';
process.env.DOCSGEN_WORKER_FILE = worker;
process.setSourceMapsEnabled(true);
const cli = await import(pathToFileURL(main).href);
process.exitCode = await cli.main(process.argv);
