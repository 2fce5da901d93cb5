/**
 * Prints the tuning half's and the 66 earlier questions' top-3 scores and misses, with the engine
 * over the built site (`npm run build` first). The held-out half is deliberately not read here: it
 * is measured only by `test/e2e/search-questions.test.ts`.
 * Usage: node --import tsx bench/search-tuning.ts [--all] (--all also lists the pages found for hits)
 */
import { readFileSync } from 'node:fs';
import { engineFromBuild } from '../src/server/search-endpoint.js';
import { QUERIES, QUESTIONS } from '../test/search/reader-queries.js';

interface Question {
  id: string | number;
  query: string;
  kind: string;
  expected: string[];
}

const tuning = JSON.parse(readFileSync(new URL('../test/search/tuning.json', import.meta.url), 'utf8')) as Question[];
const the66: Question[] = [...QUERIES, ...QUESTIONS].map(([query, answer], i) => ({ id: `q${i}`, query, kind: i < QUERIES.length ? 'keyword' : 'question', expected: [answer] }));

const engine = await engineFromBuild(new URL('../build', import.meta.url).pathname, '/')();
if (!engine) throw new Error('no search index in build/: run npm run build');

async function topPages(query: string): Promise<string[]> {
  const { results } = await engine!.search({
    requests: [{ indexName: 'tessera_docs', query, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }],
  });
  return results[0]!.hits.map((h) => decodeURIComponent(h.url_without_anchor));
}

for (const [name, set] of [
  ['tuning', tuning],
  ['the 66', the66],
] as const) {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const q of set) {
    const pages = await topPages(q.query);
    const rank = pages.findIndex((p) => q.expected.includes(p));
    if (rank === 0) top1++;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank >= 0 && rank < 3) top3++;
    if (rank !== 0 && process.env.ALL) console.log(`  ~ ${q.id} "${q.query}" rank ${rank + 1}: got ${pages[0]}`);
    if (rank < 0 || rank >= 3) misses.push(`${q.id} [${q.kind}] "${q.query}" → ${q.expected.join(' or ')} (rank ${rank < 0 ? '-' : rank + 1})\n    got ${pages.slice(0, 3).join(' | ')}`);
  }
  console.log(`${name}: top-1 ${top1}/${set.length}, top-3 ${top3}/${set.length}, MRR@20 ${(reciprocal / set.length).toFixed(3)}`);
  for (const m of misses) console.log('  ' + m);
}
