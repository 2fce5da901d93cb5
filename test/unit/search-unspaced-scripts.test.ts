/**
 * Chinese, Japanese and Thai pages are written without spaces between words: a whole sentence would be
 * one search term, and no reader's query would find it. The index and the query cut such text into
 * pairs of characters, so a word inside a sentence is found.
 */
import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../src/search-index/build-local-index.js';
import { recordsOfPage } from '../../src/search-index/records.js';
import { LocalSearchEngine } from '../../src/search/local-engine.js';
import type { LocalIndexData } from '../../src/search/local-index-types.js';
import { queryWords, tokenize } from '../../src/search/tokenize.js';

const page = (language: string, title: string, href: string, paragraph: string) =>
  recordsOfPage({ title, href, lvl0: 'Docs', facets: { language, version: 'current', docusaurus_tag: 'docs-default-current' }, sections: [{ headings: [], anchor: '', paragraphs: [paragraph] }] });

function engineOf(records: ReturnType<typeof page>): LocalSearchEngine {
  const built = buildLocalIndex(records);
  const data: LocalIndexData = JSON.parse(JSON.stringify({ ...built.index, shards: built.index.shards.map((s, i) => ({ ...s, url: `shard-${i}` })) }));
  return new LocalSearchEngine(data, async (url) => built.shards[Number(url.slice('shard-'.length))]!);
}

describe('search in scripts written without spaces', () => {
  it('cuts a run of Chinese or Japanese into overlapping pairs, with their places, and leaves other words whole', () => {
    expect(queryWords('通知提供者 配置')).toEqual(['通知', '知提', '提供', '供者', '配置']);
    expect(tokenize('API の設定')).toEqual([
      { term: 'api', start: 0, end: 3 },
      { term: 'の設', start: 4, end: 6 },
      { term: '設定', start: 5, end: 7 },
    ]);
    expect(queryWords('resetPassword café')).toEqual(['resetpassword', 'cafe']);
  });

  it('finds a Chinese page by a word inside its sentences, and not the page without it', async () => {
    const engine = engineOf([
      ...page('zh-Hans', '节点', '/zh-Hans/docs/node', '每个节点只接受经过签名的交付报告，并把通知提供者的配置保存在本地。'),
      ...page('zh-Hans', '安装', '/zh-Hans/docs/install', '下载二进制文件并启动服务器。'),
    ]);
    const hits = async (query: string) => (await engine.search({ requests: [{ indexName: 'docs', query }] })).results[0]!.hits.map((h) => h.url);
    expect(await hits('通知提供者')).toEqual(['/zh-Hans/docs/node']);
    expect(await hits('启动服务器')).toEqual(['/zh-Hans/docs/install']);
    // The words found are marked in the snippet, inside the sentence.
    const [hit] = (await engine.search({ requests: [{ indexName: 'docs', query: '通知提供者' }] })).results[0]!.hits;
    expect(hit!._highlightResult.content?.value).toBe('每个节点只接受经过签名的交付报告，并把<em>通知提供者</em>的配置保存在本地。');
  });
});
