import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import { recordsOfPage } from '../../src/search-index/records.js';

const page = (version: string, href: string) =>
  recordsOfPage({
    title: 'Install the server',
    href,
    lvl0: 'Guides',
    facets: { language: 'en', version, docusaurus_tag: `docs-default-${version}` },
    sections: [{ headings: [], anchor: '', paragraphs: [`Download the binary for version ${version} and start the server.`] }],
  });

function engineOf(records: ReturnType<typeof page>): LocalSearchEngine {
  const built = buildLocalIndex(records);
  const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
  return new LocalSearchEngine(data, async (url) => built.shards[Number(url.slice('shard-'.length))]!);
}

describe('search facets per docs version', () => {
  const engine = engineOf([...page('4.0.0', '/docs/install'), ...page('2.0.0', '/docs/2.0.0/install'), ...page('current', '/docs/next/install')]);
  const search = async (facetFilters?: (string | string[])[]) =>
    (await engine.search({ requests: [{ indexName: 'docs', query: 'install server', ...(facetFilters ? { facetFilters } : {}) }] })).results[0]!.hits.map((h) => [h.url, h.version, h.docusaurus_tag]);

  it("finds the reader's version only in a contextual search, each hit tagged with its page's version", async () => {
    expect(await search(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0.0']])).toEqual([['/docs/2.0.0/install', '2.0.0', 'docs-default-2.0.0']]);
    expect(await search(['docusaurus_tag:docs-default-4.0.0'])).toEqual([['/docs/install', '4.0.0', 'docs-default-4.0.0']]);
  });

  it('finds every version without filters', async () => {
    expect((await search()).map(([url]) => url).sort()).toEqual(['/docs/2.0.0/install', '/docs/install', '/docs/next/install']);
  });
});
