// One measured shard build or merge in a fresh process: prints a JSON line with time and peak memory.
//   shard-child.ts SITE_DIR CACHE_DIR shard K/N
//   shard-child.ts SITE_DIR CACHE_DIR merge SHARD_DIR...
import { buildShard } from '../src/pipeline/build-shard.js';
import { mergeShards } from '../src/pipeline/merge-shards.js';
import { parseShardSpec } from '../src/pipeline/shard-plan.js';

const [root, cacheDir, verb, ...rest] = process.argv.slice(2);
if (!root || !cacheDir || (verb !== 'shard' && verb !== 'merge')) throw new Error('usage: shard-child.ts SITE_DIR CACHE_DIR shard K/N | merge SHARD_DIR...');
const started = performance.now();
let result;
if (verb === 'shard') {
  const shard = parseShardSpec(rest[0] ?? '');
  if ('error' in shard) throw new Error(shard.error);
  result = await buildShard({ root, cacheDir, shard });
} else {
  result = await mergeShards({ root, cacheDir, shardDirs: rest });
}
const wallMs = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ok: result.ok, pages: result.pages, compiled: result.compiled, wallMs, maxRssMb: process.resourceUsage().maxRSS / 1024, notes: result.notes ?? [] })}\n`);
