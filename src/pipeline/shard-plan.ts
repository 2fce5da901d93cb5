import path from 'node:path';
import { CACHE_FORMAT, isRecord, readJsonEntry, writeEntry, type CacheDamage } from '../compile/cache-entry.js';

/** One shard of a build: `index` of `count`, counted from 1 as `--shard 2/3` writes it. */
export interface ShardSpec {
  index: number;
  count: number;
}

/** Shards beyond this are a typo (`--shard 1/300000`): each shard re-plans the whole site. */
const MAX_SHARDS = 256;

/** `K/N` from the command line, or the reason it is not one. */
export function parseShardSpec(text: string): ShardSpec | { error: string } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return { error: `--shard takes K/N, e.g. --shard 2/3 (the second of three shards); got "${text}"` };
  const [index, count] = [Number(match[1]), Number(match[2])];
  if (count < 1 || count > MAX_SHARDS) return { error: `--shard ${text}: the number of shards must be between 1 and ${MAX_SHARDS}` };
  if (index < 1 || index > count) return { error: `--shard ${text}: K counts from 1 to N, so it must be between 1 and ${count}` };
  return { index, count };
}

export const shardName = (shard: ShardSpec) => `${shard.index}/${shard.count}`;

/**
 * Routes split into `count` shares of about equal work: the longest first, each to the share with
 * the least work so far (ties go to the lower share). `weights` are the render times of the last
 * build (ms per route); routes it does not know weigh as its median, and without any all weigh the
 * same. The split depends only on its inputs, so every shard of a CI matrix computes the same one
 * when they share the cache folder the weights come from.
 */
export function splitRoutes(routes: readonly string[], count: number, weights: ReadonlyMap<string, number> = new Map()): string[][] {
  const known = routes.map((r) => weights.get(r)).filter((w): w is number => w !== undefined && Number.isFinite(w) && w > 0);
  const fallback = known.length ? median(known) : 1;
  const weightOf = (route: string) => {
    const w = weights.get(route);
    return w !== undefined && Number.isFinite(w) && w > 0 ? w : fallback;
  };
  const ordered = [...routes].sort((a, b) => weightOf(b) - weightOf(a) || (a < b ? -1 : a > b ? 1 : 0));
  const shares: string[][] = Array.from({ length: count }, () => []);
  const load = new Array<number>(count).fill(0);
  for (const route of ordered) {
    let least = 0;
    for (let i = 1; i < count; i++) if (load[i]! < load[least]!) least = i;
    shares[least]!.push(route);
    load[least]! += weightOf(route);
  }
  return shares;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The render times of the last build, kept in the cache folder for the next split. */
export const RENDER_TIMES_FILE = `render-times.v${CACHE_FORMAT}.json`;

const isRenderTimes = (v: unknown): v is Record<string, number> => isRecord(v) && Object.values(v).every((ms) => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0);

/** None (all routes weigh alike) when there are none or they are damaged (noted in `damage`). */
export async function readRenderTimes(cacheDir: string, damage?: CacheDamage): Promise<Map<string, number>> {
  const times = await readJsonEntry(path.join(cacheDir, RENDER_TIMES_FILE), 'render-times', isRenderTimes, damage);
  return new Map(Object.entries(times ?? {}));
}

/** Written aside and renamed, so shards starting meanwhile read the old times or the new, never half. */
export async function writeRenderTimes(cacheDir: string, times: ReadonlyMap<string, number>): Promise<void> {
  const rounded = Object.fromEntries([...times].sort(([a], [b]) => (a < b ? -1 : 1)).map(([route, ms]) => [route, Math.round(ms * 10) / 10]));
  await writeEntry(path.join(cacheDir, RENDER_TIMES_FILE), 'render-times', JSON.stringify(rounded));
}
