// `npm run bench`: build speed and memory on this site and on synthetic sites, plus the figures
// the other areas measure (first-load JS, search, dev server). Never part of `npm test`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchBuild, formatBuildRow, ROOT, syntheticSite } from './build-bench.js';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);

console.log(`docsgen bench: medians of ${runs} runs; machine: ${(await import('node:os')).cpus().length} cores\n`);
console.log('Build (cold = no cache, no previous output; warm = again with nothing changed)');
// BENCH_SITE=0: the synthetic sites only.
if (process.env.BENCH_SITE !== '0') console.log(formatBuildRow('this site', await benchBuild(ROOT, runs)));
for (const pages of sizes) console.log(formatBuildRow(`synthetic ${pages}`, await benchBuild(await syntheticSite(pages), runs)));

/** Figures measured by other areas' benchmarks, when present. */
const extra: [string, string, string][] = [
  ['first-load-js.ts', 'measureFirstLoadJs', 'First-load JS'],
  ['search.ts', 'measureSearch', 'Search'],
  ['serve.ts', 'measureServe', 'Dev server'],
];
// BENCH_EXTRAS=0: the build figures only.
for (const [file, fn, title] of process.env.BENCH_EXTRAS === '0' ? [] : extra) {
  const full = path.join(ROOT, 'bench', file);
  if (!existsSync(full)) continue;
  const mod = (await import(full)) as Record<string, () => Promise<string | void>>;
  console.log(`\n${title}`);
  const out = await mod[fn]!();
  if (out) console.log(out);
}
