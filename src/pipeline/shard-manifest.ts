import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { listEntries, NotARegularFile, readRegularFile, type FileDigest, type FileDigests } from '../output/file-digests.js';
import { MANIFEST_FILE } from '../output/output-manifest.js';
import { shardName, type ShardSpec } from './shard-plan.js';

/** Why shards cannot make this site: not shards, built from other sources, or not one set. */
export class ShardMismatch extends Error {}

/** The file in a shard's folder that says what it holds; `docsgen merge` reads it. */
export const SHARD_FILE = '.docsgen-shard.json';

export interface ShardManifest {
  generator: 'docsgen-shard';
  shard: ShardSpec;
  /**
   * What the pages were rendered from, by content: the build id (pages and client bundle), the search
   * index's name, the config and the routes. Shards and merge must agree on it; unlike the output's
   * fingerprint it holds no file times or paths, so shards built on other machines compare equal.
   */
  sourceKey: string;
  /** The routes whose pages (and page modules) this shard holds. */
  routes: string[];
  /** Render time per route (ms): the next split is weighted by it. */
  renderMs: Record<string, number>;
  /** What rendering these pages warned about (packages that stood in); the merge reports them. */
  warnings: Diagnostic[];
  /**
   * Every file the shard wrote (its two manifests aside), with size and sha256: the merge copies
   * exactly these and refuses a shard folder where one is missing, changed, added or a link.
   */
  files: FileDigests;
}

/** See `ShardManifest.sourceKey`. The output folder is left out: each shard writes to its own. */
export function shardSourceKey(input: { buildId: string; searchUrl: string; config: SiteConfig; routes: readonly string[] }): string {
  const config = { ...input.config, outDir: '' };
  return createHash('sha1')
    .update(`${input.buildId}\0${input.searchUrl}\0${JSON.stringify(config)}\0${[...input.routes].sort().join('\n')}`)
    .digest('hex');
}

/** A shard folder's manifest, or why the folder is not a shard docsgen wrote. */
export async function readShardManifest(dir: string): Promise<ShardManifest | { error: string }> {
  let text: string;
  try {
    // Never through a link: a shard folder is a download, and a link in it could name any file.
    text = (await readRegularFile(path.join(dir, SHARD_FILE))).toString('utf8');
  } catch (error) {
    if (error instanceof NotARegularFile) return { error: `${path.join(dir, SHARD_FILE)} is not a file docsgen wrote (it is a link or not a regular file): build the shard again.` };
    return { error: `${dir} is not a shard: it has no ${SHARD_FILE}. Build one with \`docsgen build --shard K/N\`.` };
  }
  try {
    const data = JSON.parse(text) as Partial<ShardManifest>;
    const valid =
      data.generator === 'docsgen-shard' &&
      typeof data.sourceKey === 'string' &&
      typeof data.shard?.index === 'number' &&
      typeof data.shard.count === 'number' &&
      Array.isArray(data.routes) &&
      typeof data.renderMs === 'object' &&
      Array.isArray(data.warnings) &&
      isFileList(data.files);
    if (valid) return data as ShardManifest;
  } catch {
    // reported below
  }
  return { error: `${path.join(dir, SHARD_FILE)} is damaged: build the shard again.` };
}

const isDigest = (value: unknown): value is FileDigest =>
  typeof value === 'object' && value !== null && typeof (value as FileDigest).size === 'number' && typeof (value as FileDigest).sha256 === 'string';

const isFileList = (value: unknown): value is FileDigests => typeof value === 'object' && value !== null && Object.values(value).every(isDigest);

/** The files of a shard folder that are its own and are copied, not read: its two manifests. */
export const SHARD_OWN_FILES: ReadonlySet<string> = new Set([SHARD_FILE, MANIFEST_FILE]);

/**
 * How a shard folder differs from its manifest's file list, by lstat (links are never followed):
 * each problem names the file. Content is compared when the merge reads the file (`changedFile`).
 */
export async function shardFolderDamage(dir: string, manifest: ShardManifest): Promise<string[]> {
  const present = new Map((await listEntries(dir)).filter((e) => !SHARD_OWN_FILES.has(e.path)).map((e) => [e.path, e]));
  const problems: string[] = [];
  for (const [name, digest] of Object.entries(manifest.files)) {
    const entry = present.get(name);
    if (!entry) problems.push(`${name} is missing`);
    else if (entry.kind === 'link') problems.push(`${name} is a symbolic link`);
    else if (entry.kind !== 'file') problems.push(`${name} is not a regular file`);
    else if (entry.size !== digest.size) problems.push(changedFile(name));
  }
  for (const [name, entry] of present) {
    if (Object.hasOwn(manifest.files, name)) continue;
    problems.push(entry.kind === 'link' ? `${name} is a symbolic link` : `${name} was not written by the shard`);
  }
  return problems.sort();
}

export const changedFile = (name: string) => `${name} was changed after the shard was built`;

/** The refusal of a damaged shard folder: the shard, its first problems by file, and what to do. */
export function damagedShard(dir: string, manifest: ShardManifest, problems: readonly string[]): ShardMismatch {
  const shown = problems.slice(0, 3).join('; ') + (problems.length > 3 ? `; and ${problems.length - 3} more` : '');
  return new ShardMismatch(
    `shard ${shardName(manifest.shard)} (${dir}) is not as docsgen wrote it: ${shown}. Copy the whole shard folder again, or build it again with \`docsgen build --shard ${shardName(manifest.shard)}\`.`,
  );
}
