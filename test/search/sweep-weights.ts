// A tuning aid: scores the tuning half and the 66 earlier questions under variations of the ranking's
// weights, one at a time, without rebuilding the site. Like score-tuning.ts it never reads the held-out
// half (issue 20): choose weights here, then check the held-out half once.
//
//   node --import tsx test/search/sweep-weights.ts [build dir]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import { RANKING } from '../../src/search/ranking-settings.js';
import { SEARCH_ASSETS_DIR } from '../../src/search-index/search-index-files.js';
import { QUERIES, QUESTIONS } from './reader-queries.js';

interface Question {
  query: string;
  expected: string[];
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TUNING = JSON.parse(readFileSync(new URL('tuning.json', import.meta.url), 'utf8')) as Question[];
// Written later by another reader who saw only the built site: more to tune on, so weights fit readers, not 85 questions.
const TUNING_2 = JSON.parse(readFileSync(new URL('tuning-2.json', import.meta.url), 'utf8')) as Question[];
const THE_66: Question[] = [...QUERIES, ...QUESTIONS].map(([query, answer]) => ({ query, expected: [answer] }));

const buildDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
const assets = path.join(buildDir, SEARCH_ASSETS_DIR);
const indexFile = readdirSync(assets).find((n) => /^index\.[0-9a-f]+\.json$/.test(n));
if (!indexFile) throw new Error('the build has no search index: run `npm run build` first');
const data = JSON.parse(readFileSync(path.join(assets, indexFile), 'utf8')) as LocalIndexData;
const loadShard = (url: string) => Promise.resolve(JSON.parse(readFileSync(path.join(buildDir, decodeURIComponent(url.replace(/^\//, ''))), 'utf8')));

async function score(questions: readonly Question[]): Promise<{ top1: number; top3: number }> {
  const engine = new LocalSearchEngine(data, loadShard);
  let top1 = 0;
  let top3 = 0;
  for (const q of questions) {
    const { results } = await engine.search({
      requests: [{ indexName: 'x', query: q.query, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }],
    });
    const pages = results[0]!.hits.slice(0, 3).map((h) => decodeURIComponent(h.url_without_anchor));
    if (q.expected.includes(pages[0] ?? '')) top1++;
    if (pages.some((p) => q.expected.includes(p))) top3++;
  }
  return { top1, top3 };
}

type Numbers = Record<string, number | Record<string, number>>;
const settings = RANKING as unknown as Numbers;
const baseline = structuredClone(settings);

/** Each numeric setting, nested ones included, scaled by each factor in turn. */
function* variants(): Generator<[string, () => void]> {
  for (const [key, value] of Object.entries(baseline)) {
    if (typeof value === 'number') {
      for (const f of [0.6, 0.8, 1.25, 1.6]) yield [`${key} ${value} -> ${+(value * f).toFixed(3)}`, () => (settings[key] = value * f)];
    } else {
      for (const [sub, v] of Object.entries(value)) {
        for (const f of [0.6, 0.8, 1.25, 1.6]) yield [`${key}.${sub} ${v} -> ${+(v * f).toFixed(3)}`, () => ((settings[key] as Record<string, number>)[sub] = v * f)];
      }
    }
  }
}

const SETS = [TUNING, TUNING_2, THE_66];
const scoreAll = () => Promise.all(SETS.map(score));
const shown = (r: { top1: number; top3: number }[]) => r.map((x, i) => `${x.top3}/${SETS[i]!.length} (${x.top1})`).join(', ');
const base = await scoreAll();
const total = (r: { top3: number }[]) => r.reduce((sum, x) => sum + x.top3, 0);
console.log(`baseline: top-3 (top-1) of the tuning half, the second set, the 66: ${shown(base)}`);
for (const [name, apply] of variants()) {
  apply();
  const result = await scoreAll();
  Object.assign(settings, structuredClone(baseline));
  const delta = total(result) - total(base);
  console.log(`${delta > 0 ? '+' : delta < 0 ? '-' : ' '} ${name}: ${shown(result)}`);
}
