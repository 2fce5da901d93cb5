import type { FieldIndex } from './field-index.js';
import type { PlannedWord } from './query-plan.js';
import type { RecordTable } from './record-table.js';
import { RANKING } from './ranking-settings.js';
import { queryPairs, type WordPairs } from './word-pairs.js';

export interface RankedPages {
  /** Pages that match any query word, best first. */
  pages: number[];
  /** The unit (intro or heading section) of a page that answers best: the hit shown for the page. */
  bestUnit: (page: number) => number;
}

/** Per query word: its best weight in each page, in each unit, from each page's title and from each page's own fields. */
interface WordWeights {
  page: Float32Array;
  title: Float32Array;
  intro: Float32Array;
  unit: Float32Array;
  /** The word's rarity: what covering it is worth. */
  idf: number;
}

function weightsOf(word: PlannedWord, index: FieldIndex, table: RecordTable): WordWeights {
  const w: WordWeights = {
    page: new Float32Array(index.pageCount),
    title: new Float32Array(index.pageCount),
    intro: new Float32Array(index.pageCount),
    unit: new Float32Array(table.unitCount),
    idf: 0,
  };
  // Every form of the word is as rare as the word itself: "datatables" in a title must not outrank "datatable" for being the rarer spelling.
  const own = word.expansions.find((e) => e.quality === 1 && index.vocabulary[e.term] === word.word);
  const wordIdf = own ? index.termStats(own.term).idf : undefined;
  for (const { term, quality, onlyIn } of word.expansions) {
    const stats = index.termStats(term);
    const q = wordIdf !== undefined && stats.idf > 0 ? (quality * Math.min(wordIdf, stats.idf)) / stats.idf : quality;
    w.idf = Math.max(w.idf, q * stats.idf);
    stats.pages.forEach((p, i) => {
      if (onlyIn && !onlyIn.has(p)) return;
      w.page[p] = Math.max(w.page[p]!, q * stats.pageScore[i]!);
      w.title[p] = Math.max(w.title[p]!, q * stats.titleScore[i]!);
      w.intro[p] = Math.max(w.intro[p]!, q * stats.introScore[i]!);
    });
    stats.units.forEach((u, i) => {
      if (!onlyIn || onlyIn.has(table.unitPage(u))) w.unit[u] = Math.max(w.unit[u]!, q * stats.unitScore[i]!);
    });
  }
  return w;
}

/**
 * Pages that match any query word, best first: BM25F over each page's fields, times its coverage
 * of the query; each with the unit that best answers it, scored the same way over the unit's own
 * heading and paragraphs, the page title (context of every section) and, for the intro, the
 * page's keywords and description.
 */
export function rankPages(words: readonly PlannedWord[], index: FieldIndex, table: RecordTable, pairs: WordPairs): RankedPages {
  const weights = words.map((w) => weightsOf(w, index, table));
  const totalIdf = weights.reduce((sum, w) => sum + w.idf, 0) || 1;
  const together = pairShares(words, weights, pairs, index.pageCount, totalIdf);
  const said = termsSaid(words, index.vocabulary);
  const ranked: { page: number; score: number }[] = [];
  for (let p = 0; p < index.pageCount; p++) {
    let score = 0;
    let covered = 0;
    for (const w of weights) {
      const s = w.page[p]!;
      if (s > 0) {
        score += s;
        covered += w.idf;
      }
    }
    if (score === 0) continue;
    const named = index.titleTerms[p]!.length > 0 && index.titleTerms[p]!.every((t) => said.has(t));
    const leads = said.has(index.titleLead[p]!);
    ranked.push({
      page: p,
      score: score * (covered / totalIdf) ** RANKING.coveragePower * (1 + RANKING.wordPairs * together[p]!) * (named ? RANKING.wholeTitle : 1) * (leads ? RANKING.titleLead : 1),
    });
  }
  ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  return { pages: ranked.map((r) => r.page), bestUnit: (page) => bestUnit(page, weights, table, totalIdf) };
}

/**
 * Terms the query says outright (the word, its stem, a compound of it, a synonym of it, the word it
 * misspells), not words it only starts: a page whose whole title they cover is what was asked for by
 * name ("data grid" names the Datatable, "acordion" the Accordion).
 */
export function termsSaid(words: readonly PlannedWord[], vocabulary: readonly string[]): Set<string> {
  return new Set(words.flatMap((w) => w.expansions.filter((e) => e.prefixLength === undefined && e.quality >= RANKING.quality.typo2).map((e) => vocabulary[e.term]!)));
}

/** Per page, the share of the query's rarity in pairs of neighbouring query words that the page has side by side. */
function pairShares(words: readonly PlannedWord[], weights: readonly WordWeights[], pairs: WordPairs, pageCount: number, totalIdf: number): Float32Array {
  const share = new Float32Array(pageCount);
  for (const { key, at } of queryPairs(words.map((w) => w.word))) {
    const worth = (weights[at[0]]!.idf + weights[at[1]]!.idf) / totalIdf;
    for (const p of new Set(pairs.pagesWith(key))) share[p] = share[p]! + worth;
  }
  return share;
}

function bestUnit(p: number, weights: readonly WordWeights[], table: RecordTable, totalIdf: number): number {
  const [first, end] = table.pageUnits(p);
  let best = first;
  let bestScore = -1;
  for (let u = first; u < end; u++) {
    let score = 0;
    let covered = 0;
    for (const w of weights) {
      const s = Math.max(w.unit[u]!, w.title[p]!, u === first ? w.intro[p]! : 0);
      if (s > 0) {
        score += s;
        covered += w.idf;
      }
    }
    const total = score * (covered / totalIdf) ** RANKING.coveragePower;
    if (total > bestScore) {
      bestScore = total;
      best = u;
    }
  }
  return best;
}
