import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ShardSpec } from './shard-plan.js';

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
    text = await readFile(path.join(dir, SHARD_FILE), 'utf8');
  } catch {
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
      Array.isArray(data.warnings);
    if (valid) return data as ShardManifest;
  } catch {
    // reported below
  }
  return { error: `${path.join(dir, SHARD_FILE)} is damaged: build the shard again.` };
}
