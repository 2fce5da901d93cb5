import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import { recordsOfPage } from '../../src/search-index/records.js';

const facets = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' };
const built = buildLocalIndex([
  ...recordsOfPage({ title: 'Embedding apps', href: '/embedding', lvl0: 'Docs', facets, sections: [{ headings: [], anchor: '', paragraphs: ['Show an app inside another site.'] }] }),
  ...recordsOfPage({ title: 'Callback URL', href: '/callback', lvl0: 'Docs', facets, sections: [{ headings: [], anchor: '', paragraphs: ['Where the provider posts the outcome.'] }] }),
]);
const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
const engine = new LocalSearchEngine(data, async (url) => built.shards[Number(url.slice('shard-'.length))]!);

describe('a typed word that is the stem of the pages’ words', () => {
  it('finds them as forms of itself, not as longer words it starts', async () => {
    // Porter cuts `embed` to `emb` (as if past tense) but `embedding` to `embed`.
    const { hits } = (await engine.search({ requests: [{ indexName: 'docs', query: 'embed app' }] })).results[0]!;
    expect(hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe('<em>Embedding</em> <em>apps</em>');
  });

  it('joins two typed words into the compound the pages use, the first also without its -s ("calls back" → callback)', async () => {
    const { hits } = (await engine.search({ requests: [{ indexName: 'docs', query: 'provider calls back' }] })).results[0]!;
    expect(hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe('<em>Callback</em> URL');
  });
});
