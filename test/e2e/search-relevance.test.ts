import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalSearchEngine } from '../../src/search/local-engine.js';
import { engineFromBuild } from '../../src/server/search-endpoint.js';
import { QUERIES, QUESTIONS } from '../search/reader-queries.js';

let engine: LocalSearchEngine;

beforeAll(async () => {
  const found = await engineFromBuild(inject('siteOutDir'), '/')();
  if (!found) throw new Error('the built site has no search index');
  engine = found;
});

const topPages = async (query: string) => {
  const { results } = await engine.search({
    requests: [{ indexName: 'tessera_docs', query, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }],
  });
  return results[0]!.hits.slice(0, 3).map((h) => decodeURIComponent(h.url_without_anchor));
};

describe('search that understands questions', () => {
  it('finds the answering page in the first 3 hits for at least 95% of 66 reader questions (half in natural language)', async () => {
    const all = [...QUERIES, ...QUESTIONS];
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(QUESTIONS.filter(([q]) => /^(how|what|where|can|why)\b/i.test(q)).length).toBeGreaterThanOrEqual(all.length / 2 - QUERIES.length / 2);
    const misses: string[] = [];
    for (const [query, answer] of all) if (!(await topPages(query)).includes(answer)) misses.push(`${query} → ${answer}`);
    expect((all.length - misses.length) / all.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('"how do I log a user out" finds the logout function in the first hits, and no FAQ section above it', async () => {
    const pages = await topPages('how do I log a user out');
    const logout = pages.indexOf('/building-concepts/logic/functions/all-functions/login/logout');
    expect(logout).toBeGreaterThanOrEqual(0);
    expect(pages.slice(0, logout)).not.toContain('/Frequently asked questions');
  });
});

describe('search relevance on the real site', () => {
  it.each(QUERIES)('"%s" finds %s in the first 3 hits', async (query, answer) => {
    const { results } = await engine.search({
      requests: [{ indexName: 'tessera_docs', query, hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }],
    });
    const pages = results[0]!.hits.slice(0, 3).map((h) => decodeURIComponent(h.url_without_anchor));
    expect(pages).toContain(answer);
  });
});
