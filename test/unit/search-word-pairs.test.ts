import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { recordsOfPage } from '../../src/search-index/records.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import { pairsOf } from '../../src/search/word-pairs.js';

const facets = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' };
const page = (title: string, href: string, paragraphs: string[]) => recordsOfPage({ title, href, lvl0: 'Docs', facets, sections: [{ headings: [], anchor: '', paragraphs }] });

// Both pages have every word of the question; only one says them together.
const records = [
  ...page('Timers', '/timers', ['An action can be started by a timer, and the different timers are listed below. Actions stop when the timer ends.']),
  ...page('Triggers', '/triggers', ['Triggers are the events that run an action: a click, an API call or a schedule.']),
];
const built = buildLocalIndex(
  records,
  new Map([
    ['/timers', { description: 'Started actions and their timers.', keywords: ['timer', 'interval'] }],
    ['/triggers', { description: 'The different ways an action starts and what each passes to the run.', keywords: ['trigger', 'event'] }],
  ]),
);
const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
const engine = new LocalSearchEngine(data, async (url) => built.shards[Number(url.slice('shard-'.length))]!);
const pages = async (query: string) => (await engine.search([{ indexName: 'docs', query }])).results[0]!.hits.map((h) => h.url_without_anchor);

describe('words side by side', () => {
  it('pairs neighbouring words that carry meaning, stemmed, not across punctuation', () => {
    expect(pairsOf('The scheduled ways an action starts, and events')).toEqual(['schedul action', 'action start']);
  });

  it('ranks the page that says the question\'s words together ("action starts") above one that has them apart', async () => {
    expect((await pages('how can an action be started'))[0]).toBe('/triggers');
  });
});
