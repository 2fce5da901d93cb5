import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { CategoryMeta, TagDefinition } from '../content/source-file.js';
import type { PageSummary } from '../compile/page-summary.js';
import { ENGINE_ROOT } from '../engine/engine-paths.js';

/** Sizes and modification times of every file under `dir`: cheap to read, changes when any file does. */
async function folderStamp(dir: string): Promise<string> {
  if (!existsSync(dir)) return '';
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const stats = await Promise.all(files.map(async (f) => `${f}:${(await stat(f)).size}:${(await stat(f)).mtimeMs}`));
  return stats.join('\n');
}

export interface FingerprintInput {
  root: string;
  config: SiteConfig;
  summaries: readonly PageSummary[];
  categories: ReadonlyMap<string, CategoryMeta>;
  tags: ReadonlyMap<string, TagDefinition>;
  mode: string;
}

/** Everything the output depends on, hashed: when it equals the last build's, the output is already right. */
export async function buildFingerprint(input: FingerprintInput): Promise<string> {
  const hash = createHash('sha1');
  hash.update(JSON.stringify(input.config)).update(input.mode);
  for (const s of input.summaries) hash.update(`${s.cacheKey}\n`);
  hash.update(JSON.stringify([...input.categories].sort(([a], [b]) => a.localeCompare(b)))).update(JSON.stringify([...input.tags].sort(([a], [b]) => a.localeCompare(b))));
  const stamps = await Promise.all([
    folderStamp(path.resolve(input.root, input.config.themeDir)),
    folderStamp(path.resolve(input.root, input.config.staticDir)),
    folderStamp(path.join(ENGINE_ROOT, 'src')),
    stat(path.join(ENGINE_ROOT, 'package-lock.json')).then(
      (s) => String(s.mtimeMs),
      () => '',
    ),
  ]);
  for (const s of stamps) hash.update(s);
  return hash.digest('hex');
}

interface LastBuild {
  fingerprint: string;
  pages: number;
  bytes: number;
}

const recordFile = (root: string, outDir: string) => path.join(root, '.docsgen', 'builds', `${createHash('sha1').update(outDir).digest('hex').slice(0, 12)}.json`);

/** Whether a build of this site recorded writing into `outDir` (an output folder of an older docsgen, before outputs were links). */
export function hasLastBuild(root: string, outDir: string): boolean {
  return existsSync(recordFile(root, outDir));
}

/** The last successful build into `outDir`, if its output is still there. */
export async function readLastBuild(root: string, outDir: string): Promise<LastBuild | undefined> {
  if (!existsSync(path.join(outDir, '404.html'))) return undefined;
  try {
    return JSON.parse(await readFile(recordFile(root, outDir), 'utf8')) as LastBuild;
  } catch {
    return undefined;
  }
}

export async function writeLastBuild(root: string, outDir: string, record: LastBuild): Promise<void> {
  const file = recordFile(root, outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(record));
}
