import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import type { DocSearchRecord } from '../../src/search/record-types.js';
import { recordsOfPage } from '../../src/search-index/records.js';
import { compileThesaurus, relatedWords, THESAURUS } from '../../src/search/thesaurus.js';
import { termsSaid } from '../../src/search/rank-pages.js';
import { FieldIndex } from '../../src/search/field-index.js';
import { planQuery } from '../../src/search/query-plan.js';
import { RecordTable } from '../../src/search/record-table.js';
import { RANKING } from '../../src/search/ranking-settings.js';

function page(title: string, paragraph: string, language = 'en'): DocSearchRecord[] {
  const facets = { language, version: 'current', docusaurus_tag: 'docs-default-current' };
  return recordsOfPage({ title, href: `/${title.replace(/ /g, '-')}`, lvl0: 'Docs', facets, sections: [{ headings: [], anchor: '', paragraphs: [paragraph] }] });
}

/** The engine over the index the build writes, with the frontmatter keywords of some pages (by title). */
function engineOf(records: readonly DocSearchRecord[], keywords: Record<string, string> = {}): LocalSearchEngine {
  const built = buildLocalIndex(records);
  const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
  for (const page of data.pages) page[5] = keywords[page[2]] ?? page[5];
  return new LocalSearchEngine(data, async (url) => built.shards[Number(url.slice('shard-'.length))]!);
}

const titles = async (engine: LocalSearchEngine, query: string) => (await engine.search({ requests: [{ indexName: 'docs', query }] })).results[0]!.hits.map((h) => h.hierarchy.lvl1);

const SITE: DocSearchRecord[] = [
  ...page('Refunds', 'Ask for a refund within thirty days of the purchase.'),
  ...page('Group rights', 'Each group carries rights on templates and actions.'),
  ...page('Datatable', 'A datatable shows records in rows and columns.'),
  ...page('Grid layout', 'Place elements on a grid of twelve columns.'),
  ...page('Invoices', 'Invoices are sent each month by mail.'),
];

describe('the thesaurus of reader words', () => {
  it('finds the page that uses another word for what the reader asks', async () => {
    const engine = engineOf(SITE);
    expect((await titles(engine, 'can I get my money back'))[0]).toBe('Refunds');
    expect((await titles(engine, 'user permissions'))[0]).toBe('Group rights');
    expect((await titles(engine, 'data grid'))[0]).toBe('Datatable');
  });

  it('ranks a page that says the typed word before one that says its synonym', async () => {
    const engine = engineOf([...SITE, ...page('Permissions', 'Permissions of end users.')]);
    expect(await titles(engine, 'permissions')).toEqual(['Permissions', 'Group rights']);
  });

  it('marks the whole synonym a prefix of a typed word had found', async () => {
    const { hits } = (await engineOf(SITE).search({ requests: [{ indexName: 'docs', query: 'data grid' }] })).results[0]!;
    expect(hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe('<em>Datatable</em>');
  });

  it('takes the synonyms of the query as said by it: a page whose whole title is one is asked for by name', () => {
    const vocabulary = ['data', 'datatable', 'dataverse', 'grid'];
    const words = [
      {
        word: 'data',
        expansions: [
          { term: 0, quality: 1 },
          { term: 2, quality: RANKING.quality.prefixEarlier },
          { term: 1, quality: RANKING.quality.related },
        ],
      },
      {
        word: 'grid',
        expansions: [
          { term: 3, quality: 1 },
          { term: 1, quality: RANKING.quality.related },
        ],
      },
    ];
    expect([...termsSaid(words, vocabulary)].sort()).toEqual(['data', 'datatable', 'grid']);
  });

  it('takes the word a typo stands for as said, but not a word the query only starts', () => {
    const vocabulary = ['accordion', 'accordionpanel', 'panels'];
    const words = [
      { word: 'acordion', expansions: [{ term: 0, quality: RANKING.quality.typo1 }] },
      {
        word: 'panel',
        expansions: [
          { term: 2, quality: RANKING.quality.stem },
          { term: 1, quality: RANKING.quality.prefixLast, prefixLength: 5 },
        ],
      },
    ];
    expect([...termsSaid(words, vocabulary)].sort()).toEqual(['accordion', 'panels']);
  });

  it('a synonym found by a typed word counts in full even where a prefix of the word had found it for less', () => {
    const built = buildLocalIndex(SITE);
    const data = JSON.parse(JSON.stringify(built.index)) as LocalIndexData;
    const index = new FieldIndex(data, new RecordTable(data));
    const words = ['data', 'grid'];
    const related = new Map([...relatedWords(words, compileThesaurus(THESAURUS))].map(([i, phrases]) => [i, phrases.map((phrase) => ({ words: phrase }))]));
    const [data_] = planQuery(words, () => true, index, new Map(), related);
    const datatable = data_!.expansions.find((e) => index.vocabulary[e.term] === 'datatable');
    expect(datatable).toEqual({ term: expect.any(Number), quality: RANKING.quality.related, prefixLength: undefined });
  });

  it('finds a synonym of several words only where the page has them side by side', async () => {
    const engine = engineOf([
      ...page('Access control', 'Who may call an API.'),
      ...page('Remote access', 'Control the machines of a network from afar.'),
      ...page('Referral program', 'Earn a commission for each referral.'),
    ]);
    expect(await titles(engine, 'rbac')).toEqual(['Access control']);
    expect(await titles(engine, 'affiliate')).toEqual(['Referral program']);
  });

  it('has entries that each say something, in one group only', () => {
    const entries = compileThesaurus(THESAURUS).flatMap((g) => g.map((e) => e.stems.join(' ')));
    expect(entries.filter((e) => e === '')).toEqual([]);
    expect(entries.filter((e, i) => entries.indexOf(e) !== i)).toEqual([]);
  });

  it('leaves common words alone that share a stem with what an entry would be (product, response, page, right...)', () => {
    const groups = compileThesaurus(THESAURUS);
    const common = ['product', 'response', 'page', 'local', 'accept', 'except', 'active', 'expand', 'http', 'communication', 'right'];
    expect(common.filter((word) => relatedWords([word], groups).size > 0)).toEqual([]);
  });

  it('finds an HTML page for a web page', async () => {
    const engine = engineOf([...page('Embedding in an HTML page', 'Paste the snippet.'), ...page('Embedding in a mobile app', 'Use a web view of the page.')]);
    expect((await titles(engine, 'embed in a web page'))[0]).toBe('Embedding in an HTML page');
  });

  it('is used on an English site only', async () => {
    const dutch = engineOf([...page('Terugbetaling', 'Een refund binnen dertig dagen.', 'nl'), ...page('Geld', 'Money back op de rekening.', 'nl')]);
    expect(await titles(dutch, 'money back')).toEqual(['Geld']);
  });

  it('relates an entry only when its words are neighbours among the words that carry meaning, in any form', () => {
    const groups = compileThesaurus(THESAURUS);
    const words = ['get', 'the', 'money', 'back'];
    expect(relatedWords(words, groups).get(2)).toContainEqual(['refund']);
    expect(relatedWords(words, groups).get(3)).toContainEqual(['refund']);
    expect(relatedWords(['money', 'on', 'the', 'way', 'back'], groups).size).toBe(0);
    // An entry's small words count: "log in" is not any log, and pages are not looked up by `log` for "login".
    expect(relatedWords(['logged', 'in', 'user'], groups).get(0)).toContainEqual(['login']);
    expect(relatedWords(['server', 'logs'], groups).get(1)).toBeUndefined();
    expect(relatedWords(['login'], groups).get(0)).not.toContainEqual(['log']);
    expect(relatedWords(['refunded'], groups).get(0)).toEqual(expect.arrayContaining([['money', 'back'], ['reimburse']]));
  });
});
