import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import type { DocSearchRecord, MultiQueryRequest, SearchResult } from '../../src/search/record-types.js';
import { recordsOfPage } from '../../src/search-index/records.js';

const facets = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' };

const records: DocSearchRecord[] = [
  ...recordsOfPage({
    title: 'Reset password',
    href: '/login/resetPassword',
    lvl0: 'Functions',
    facets,
    sections: [
      { headings: [], anchor: '', paragraphs: ['resetPassword sends a one-time code by mail, then stores the new password once the code is checked.'] },
      { headings: ['Inputs'], anchor: 'inputs', paragraphs: ['The Email of the account and, on the second call, the Code and the new password.'] },
    ],
  }),
  ...recordsOfPage({
    title: 'Datatable',
    href: '/elements/Datatable',
    lvl0: 'Elements',
    facets,
    sections: [
      { headings: [], anchor: '', paragraphs: ['A datatable shows rows of a data format in columns that readers can sort.'] },
      { headings: ['Paging'], anchor: 'paging', paragraphs: ['Long tables are split into pages of twenty rows with a pager below the table.'] },
    ],
  }),
  ...recordsOfPage({
    title: 'Temperature',
    href: '/math/temperature',
    lvl0: 'Functions',
    facets,
    sections: [{ headings: [], anchor: '', paragraphs: ['celsiusToFahrenheit converts a temperature in degrees Celsius to degrees Fahrenheit, rounded to two decimals for display.'] }],
  }),
];

/** The engine over an index and shards as the build writes them, shards served from memory. */
function engineOf(input: readonly DocSearchRecord[]): LocalSearchEngine {
  const built = buildLocalIndex(input);
  const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
  return new LocalSearchEngine(data, async (url) => built.shards[Number(url.slice('shard-'.length))]!);
}

const engine = engineOf(records);
const DOCSEARCH_PARAMS = {
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

async function one(query: string, params: Omit<MultiQueryRequest, 'indexName' | 'query'> = DOCSEARCH_PARAMS): Promise<SearchResult> {
  return (await engine.search({ requests: [{ indexName: 'docs', query, ...params }] })).results[0]!;
}
const urls = (r: SearchResult) => r.hits.map((h) => h.url);

describe('the local search engine', () => {
  it("answers in Algolia's multi-query shape", async () => {
    const { results } = await engine.search({
      requests: [
        { indexName: 'docs', query: 'password' },
        { indexName: 'docs', query: 'datatable' },
      ],
    });
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ nbHits: expect.any(Number), page: 0, nbPages: 1, hitsPerPage: 20, query: 'password', index: 'docs', exhaustiveNbHits: true });
    const hit = results[0]!.hits[0]!;
    expect(hit).toMatchObject({ objectID: expect.any(String), type: 'lvl1', url: '/login/resetPassword', hierarchy: { lvl0: 'Functions', lvl1: 'Reset password' } });
    expect(hit._highlightResult.hierarchy.lvl1).toEqual({ value: 'Reset <em>password</em>', matchLevel: 'full', matchedWords: ['password'], fullyHighlighted: false });
  });

  it('returns the object IDs of the records', async () => {
    const all = await one('password datatable celsius', { hitsPerPage: 100 });
    const byId = new Map(records.map((r) => [r.objectID, r]));
    // One hit per page: the section of each page that answers best.
    expect(all.hits.length).toBe(3);
    for (const hit of all.hits) expect(byId.get(hit.objectID)?.url).toBe(hit.url);
  });

  it('ranks the page whose title has every word first', async () => {
    expect(urls(await one('reset password'))[0]).toBe('/login/resetPassword');
    expect(urls(await one('datatable paging'))[0]).toBe('/elements/Datatable#paging');
  });

  it('matches the word being typed as a prefix', async () => {
    expect(urls(await one('datat'))[0]).toBe('/elements/Datatable');
    const hit = (await one('pass')).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('Reset <mark>pass</mark>word');
  });

  it('tolerates one typo from 4 letters and two from 8, none in shorter words', async () => {
    expect(urls(await one('pasword'))[0]).toBe('/login/resetPassword');
    expect(urls(await one('datatabel'))[0]).toBe('/elements/Datatable');
    expect(urls(await one('temprature'))[0]).toBe('/math/temperature');
    expect((await one('rwo')).nbHits).toBe(0);
  });

  it('finds words inside identifiers such as celsiusToFahrenheit', async () => {
    const result = await one('fahrenheit');
    expect(urls(result)).toEqual(['/math/temperature']);
    expect(result.hits[0]!._snippetResult.content!.value).toContain('celsiusTo<mark>Fahrenheit</mark>');
  });

  it('returns one hit per URL', async () => {
    const all = urls(await one('code'));
    expect(new Set(all).size).toBe(all.length);
  });

  it('needs every word, and falls back to any word when no record has them all', async () => {
    const all = await one('password pager');
    expect(all.nbHits).toBeGreaterThan(1);
    expect(urls(all)).toEqual(expect.arrayContaining(['/login/resetPassword', '/elements/Datatable#paging']));
    expect((await one('qwxzv')).nbHits).toBe(0);
  });

  it('pages results with hitsPerPage and page', async () => {
    const all = await one('the', { hitsPerPage: 100 });
    const first = await one('the', { hitsPerPage: 2, page: 0 });
    const second = await one('the', { hitsPerPage: 2, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect([...urls(first), ...urls(second)]).toEqual(urls(all).slice(0, 4));
  });

  it('applies facet filters as Algolia does: AND of entries, OR inside arrays, - negates', async () => {
    const count = async (facetFilters: (string | string[])[]) => (await one('password', { facetFilters })).nbHits;
    const all = await count([]);
    expect(all).toBeGreaterThan(0);
    expect(await count(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toBe(all);
    expect(await count(['language:fr'])).toBe(0);
    expect(await count([['language:fr', 'language:en']])).toBe(all);
    expect(await count(['-version:current'])).toBe(0);
  });

  it('counts facet values when asked', async () => {
    const result = await one('password', { facets: ['language', 'docusaurus_tag'] });
    expect(result.facets).toEqual({ language: { en: result.nbHits }, docusaurus_tag: { 'docs-default-current': result.nbHits } });
  });

  it('snippets content to the asked number of words, around the match, with an ellipsis where cut', async () => {
    const ten = (await one('decimals')).hits[0]!._snippetResult.content!.value;
    expect(ten).toBe('…Celsius to degrees Fahrenheit, rounded to two <mark>decimals</mark> for display.');
    const five = (await one('decimals', { ...DOCSEARCH_PARAMS, attributesToSnippet: ['content:5'] })).hits[0]!._snippetResult.content!.value;
    expect(five).toBe('…to two <mark>decimals</mark> for display.');
  });

  it('reads parameters from a URL-encoded params string, as the v4 client and the REST API send them', async () => {
    const params = 'query=reset&hitsPerPage=1&highlightPreTag=%5B&highlightPostTag=%5D&facetFilters=%5B%22language%3Aen%22%5D';
    const { results } = await engine.search([{ indexName: 'docs', params }]);
    expect(results[0]!.hits).toHaveLength(1);
    expect(results[0]!.hits[0]!._highlightResult.hierarchy.lvl1!.value).toBe('[Reset] password');
  });

  it('gives a queryID for click analytics', async () => {
    expect((await one('password', { clickAnalytics: true })).queryID).toMatch(/^[0-9a-f]{32}$/);
    expect((await one('password')).queryID).toBeUndefined();
  });

  it('returns text as written, markup included, with only the highlight tags added', async () => {
    const engine2 = engineOf(
      recordsOfPage({ title: 'Tags <img src=x onerror=alert(1)>', href: '/t', lvl0: 'X', facets, sections: [{ headings: [], anchor: '', paragraphs: ['Write <script> tags with care, zebracorn.'] }] }),
    );
    const { results } = await engine2.search({ requests: [{ indexName: 'docs', query: 'zebracorn', attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' }] });
    expect(results[0]!.hits[0]!._snippetResult.content!.value).toBe('Write <script> tags with care, <mark>zebracorn</mark>.');
  });
});
