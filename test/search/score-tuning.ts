// Scores the search on the questions it may be tuned on: the tuning half and the 66 earlier ones.
// The held-out half is deliberately not read here (issue 20): tune with this, never with
// test/e2e/search-questions.test.ts, which also reports the held-out half.
//
//   node --import tsx test/search/score-tuning.ts [build dir] [--top1]   (default: build/, from `npm run build`;
//   --top1 also lists the questions whose answer is found but not first)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { engineFromBuild } from '../../src/server/search-endpoint.js';
import { QUERIES, QUESTIONS } from './reader-queries.js';

interface Question {
  id: string | number;
  query: string;
  kind: string;
  expected: string[];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TUNING = JSON.parse(readFileSync(new URL('tuning.json', import.meta.url), 'utf8')) as Question[];
// Written later by another reader who saw only the built site: more to tune on, so weights fit readers, not 85 questions.
const TUNING_2 = JSON.parse(readFileSync(new URL('tuning-2.json', import.meta.url), 'utf8')) as Question[];
const THE_66: Question[] = [...QUERIES, ...QUESTIONS].map(([query, answer], i) => ({ id: i, query, kind: i < QUERIES.length ? 'keyword' : 'question', expected: [answer] }));

const args = process.argv.slice(2);
const listTop1 = args.includes('--top1');
const buildDir = args.find((a) => !a.startsWith('--'));
const engine = await engineFromBuild(path.resolve(buildDir ?? path.join(ROOT, 'build')), '/')();
if (!engine) throw new Error('the build has no search index: run `npm run build` first');

async function topPages(query: string): Promise<string[]> {
  const { results } = await engine!.search({
    requests: [{ indexName: 'tessera_docs', query, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }],
  });
  return results[0]!.hits.slice(0, 3).map((h) => decodeURIComponent(h.url_without_anchor));
}

for (const [name, questions] of [
  ['tuning half', TUNING],
  ['second tuning set', TUNING_2],
  ['the 66 earlier', THE_66],
] as const) {
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const q of questions) {
    const pages = await topPages(q.query);
    if (q.expected.includes(pages[0] ?? '')) top1++;
    if (pages.some((p) => q.expected.includes(p))) {
      top3++;
      if (listTop1 && !q.expected.includes(pages[0] ?? '')) misses.push(`  ${q.id} [${q.kind}] (not first) "${q.query}" → ${q.expected.join(' or ')}; got ${pages.join(' | ')}`);
    } else misses.push(`  ${q.id} [${q.kind}] "${q.query}" → ${q.expected.join(' or ')}; got ${pages.join(' | ')}`);
  }
  console.log(`${name}: top-1 ${top1}/${questions.length}, top-3 ${top3}/${questions.length}`);
  if (misses.length) console.log(misses.join('\n'));
}
