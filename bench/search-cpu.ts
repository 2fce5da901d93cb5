/**
 * CPU time per warm query of the local engine in Node over the built site (`npm run build` first):
 * the bench queries of `bench/search.ts` (typed letter by letter, the tuning half and the 66; never
 * the held-out half), hits and answer passage, best of 7 runs each. CPU time rather than wall time,
 * so that a loaded machine compares two versions of the engine fairly; the browser budget is
 * measured by `bench/search.ts`. Usage: node --import tsx bench/search-cpu.ts
 */
import { engineFromBuild } from '../src/server/search-endpoint.js';
import { benchQueries } from './search.js';
const engine = (await engineFromBuild(new URL('../build', import.meta.url).pathname, '/')())!;
const qs = benchQueries();
const params = { hitsPerPage: 20, attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'] };
const once = async (q: string) => {
  await engine.search({ requests: [{ indexName: 'x', query: q, ...params }] });
  await engine.answer(q);
};
for (const q of qs) await once(q);
const per: number[] = [];
for (const q of qs) {
  const ts: number[] = [];
  for (let i = 0; i < 7; i++) {
    const c = process.cpuUsage();
    await once(q + ' '.repeat(i % 2));
    const d = process.cpuUsage(c);
    ts.push((d.user + d.system) / 1000);
  }
  ts.sort((a, b) => a - b);
  per.push(ts[0]!);
}
per.sort((a, b) => a - b);
console.log(
  `cpu per query (best of 7): median ${per[Math.floor(per.length / 2)]!.toFixed(2)} ms, p95 ${per[Math.floor(per.length * 0.95)]!.toFixed(2)} ms, max ${per.at(-1)!.toFixed(2)} ms, total ${per.reduce((a, b) => a + b, 0).toFixed(0)} ms`,
);
