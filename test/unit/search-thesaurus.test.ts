import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import type { DocSearchRecord } from '../../src/search/record-types.js';
import { recordsOfPage } from '../../src/search-index/records.js';
import { compileThesaurus, relatedWords, THESAURUS } from '../../src/search/thesaurus.js';

function page(title: string, paragraph: string, language = 'en'): DocSearchRecord[] {
  const facets = { language, version: 'current', docusaurus_tag: 'docs-default-current' };
  return recordsOfPage({ title, href: `/${title.replace(/ /g, '-')}`, lvl0: 'Docs', facets, sections: [{ headings: [], anchor: '', paragraphs: [paragraph] }] });
}

function engineOf(records: readonly DocSearchRecord[]): LocalSearchEngine {
  const built = buildLocalIndex(records);
  const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
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

  it('is used on an English site only', async () => {
    const dutch = engineOf([...page('Terugbetaling', 'Een refund binnen dertig dagen.', 'nl'), ...page('Geld', 'Money back op de rekening.', 'nl')]);
    expect(await titles(dutch, 'money back')).toEqual(['Geld']);
  });

  it('relates an entry only when its words are neighbours among the words that carry meaning, in any form', () => {
    const groups = compileThesaurus(THESAURUS);
    const words = ['get', 'the', 'money', 'back'];
    expect(relatedWords(words, groups).get(2)).toContain('refund');
    expect(relatedWords(words, groups).get(3)).toContain('refund');
    expect(relatedWords(['money', 'on', 'the', 'way', 'back'], groups).size).toBe(0);
    expect(relatedWords(['refunded'], groups).get(0)).toEqual(expect.arrayContaining(['money', 'back', 'reimburse']));
  });
});
