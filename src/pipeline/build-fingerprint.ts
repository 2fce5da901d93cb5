import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
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
  /** Other locales built into the same output: their translations are part of it. */
  locales?: readonly string[];
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
  if (input.locales?.length) hash.update(JSON.stringify(input.locales)).update(await folderStamp(path.resolve(input.root, input.config.i18n.path)));
  return hash.digest('hex');
}
