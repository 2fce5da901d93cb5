import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { ENGINE_ROOT, VENDOR_CACHE_DIR } from '../engine/engine-paths.js';
import type { OutputFile } from '../output/output-file.js';
import { CACHE_FORMAT, isRecord, readJsonEntry, sealEntry, sha1, type CacheDamage } from '../compile/cache-entry.js';

const ENTRY = path.join(ENGINE_ROOT, 'src', 'client', 'mermaid', 'mermaid-entry.ts');

/**
 * The diagram chunk: Mermaid (about 3.6 MB in a hundred lazily loaded files) plus `mermaid-entry.ts`.
 * It is the same for every build, so it is bundled once per Mermaid, esbuild and entry version into
 * the engine's cache and returned as files under `assets/` (they import each other by relative
 * paths), with the URL the client imports, for `SiteData.chunks.mermaid`.
 */
export async function bundleMermaid(options: { baseUrl: string; minify: boolean; damage?: CacheDamage }): Promise<{ url: string; files: OutputFile[] }> {
  const [entry, pkg] = await Promise.all([readFile(ENTRY, 'utf8'), readFile(path.join(ENGINE_ROOT, 'node_modules', 'mermaid', 'package.json'), 'utf8')]);
  const mermaidVersion = (JSON.parse(pkg) as { version: string }).version;
  const key = createHash('sha1').update(`${mermaidVersion}\0${esbuildVersion}\0${options.minify}\0${entry}`).digest('hex').slice(0, 12);
  const name = `mermaid-${key}`;
  const cached = path.join(VENDOR_CACHE_DIR, name);
  let files = existsSync(cached) ? await readBundled(cached, name, options.damage) : undefined;
  if (!files) {
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
      files = await listFiles(tmp, name);
      await writeFile(path.join(tmp, FILES_MANIFEST), sealEntry('bundle', JSON.stringify(manifestOf(files))));
      // A damaged folder of this name is replaced.
      await rm(cached, { recursive: true, force: true });
      await rename(tmp, cached).catch(async (error: NodeJS.ErrnoException) => {
        if (!existsSync(cached)) throw error;
      });
    } catch (error) {
      throw new Error(`bundle stage: could not bundle Mermaid ${mermaidVersion} for diagrams`, { cause: error });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  return { url: `${options.baseUrl}assets/${name}/mermaid.js`, files };
}

/** Beside the bundle's files, never published: each file's hash, so one cut short or changed in the cache is bundled again. */
const FILES_MANIFEST = `.docsgen-files.v${CACHE_FORMAT}.json`;

interface FilesManifest {
  hashes: Record<string, string>;
}

const isFilesManifest = (v: unknown): v is FilesManifest => isRecord(v) && isRecord(v.hashes) && Object.values(v.hashes).every((h) => typeof h === 'string');

/** A file of the bundle as read from the cache. */
type BundledFile = { path: string; data: Buffer };

const manifestOf = (files: readonly BundledFile[]): FilesManifest => ({ hashes: Object.fromEntries(files.map((f) => [f.path, sha1(f.data)])) });

async function listFiles(dir: string, name: string): Promise<BundledFile[]> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && e.name !== FILES_MANIFEST);
  return Promise.all(
    entries.map(async (e): Promise<BundledFile> => {
      const abs = path.join(e.parentPath, e.name);
      return { path: `assets/${name}/${path.relative(dir, abs).split(path.sep).join('/')}`, data: await readFile(abs) };
    }),
  );
}

/** The cached bundle's files when they are the ones bundled; undefined (noted when damaged) otherwise. An older run's folder, without hashes, is bundled again. */
async function readBundled(dir: string, name: string, damage: CacheDamage | undefined): Promise<BundledFile[] | undefined> {
  const manifestFile = path.join(dir, FILES_MANIFEST);
  if (!existsSync(manifestFile)) return undefined;
  const manifest = await readJsonEntry(manifestFile, 'bundle', isFilesManifest, damage);
  if (!manifest) return undefined;
  const files = await listFiles(dir, name);
  const listed = Object.keys(manifest.hashes);
  if (files.length !== listed.length || files.some((f) => manifest.hashes[f.path] !== sha1(f.data))) {
    damage?.note(manifestFile, 'a file of the bundle is missing or changed');
    return undefined;
  }
  return files;
}
