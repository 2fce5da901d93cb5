// `npm run bench:shards`: a synthetic site (BENCH_SHARD_PAGES pages, default 100,000) built in
// BENCH_SHARDS shards (default 4) and merged, each a fresh process, one after another on this
// machine, sharing one cache folder as CI jobs share a restored cache: the first shard compiles the
// site cold, the others find its pages compiled. Prints time and peak memory per shard and for the merge.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, syntheticSite } from './build-bench.js';

const pages = Number(process.env.BENCH_SHARD_PAGES ?? 100_000);
const count = Number(process.env.BENCH_SHARDS ?? 4);
const CHILD = path.join(ROOT, 'bench', 'shard-child.ts');

interface Sample {
  ok: boolean;
  pages: number;
  compiled: number;
  wallMs: number;
  maxRssMb: number;
  notes: string[];
}

function run(args: string[]): Sample {
  const child = spawnSync(process.execPath, ['--import', 'tsx', CHILD, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status !== 0 || !line.startsWith('{')) throw new Error(`${args.join(' ')} failed:\n${child.stderr.slice(-4000)}`);
  return JSON.parse(line) as Sample;
}

const site = await syntheticSite(pages);
const cache = path.join(os.tmpdir(), `docsgen-bench-shard-cache-${pages}`);
await rm(cache, { recursive: true, force: true });
const shardDirs: string[] = [];
const row = (label: string, s: Sample) =>
  console.log(
    `${label.padEnd(12)} ${(s.wallMs / 1000).toFixed(1).padStart(7)} s  peak RSS ${s.maxRssMb.toFixed(0).padStart(5)} MB  pages ${s.pages}  compiled ${s.compiled}${s.notes.length ? `  (${s.notes.join(' ')})` : ''}`,
  );
console.log(
  `synthetic site of ${pages} pages, ${count} shards, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (let k = 1; k <= count; k++) {
  const dir = `${path.join(site, 'build')}.shard-${k}-of-${count}`;
  await rm(dir, { recursive: true, force: true });
  row(`shard ${k}/${count}`, run([site, cache, 'shard', `${k}/${count}`]));
  shardDirs.push(dir);
}
row('merge', run([site, cache, 'merge', ...shardDirs]));
console.log(
  `load after ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
