import { algoliasearch, type IndexSettings } from 'algoliasearch';
import type { DocSearchRecord } from '../search/record-types.js';

/** Spec §9: connect 1 s, read 2 s, write 30 s. */
export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30_000 };

/**
 * DocSearch's index settings (those of its crawler's Docusaurus template), which the local engine
 * mirrors: hierarchy before content, one hit per URL, facets for contextual search, ranking
 * words → typos → attribute → proximity → exact → level and position.
 */
export const DOCSEARCH_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  removeWordsIfNoResults: 'allOptional',
  ignorePlurals: true,
  advancedSyntax: true,
};

export interface PushOptions {
  appId: string;
  /** The admin key: used for this request only, never written anywhere. */
  adminKey: string;
  indexName: string;
  records: readonly DocSearchRecord[];
  /** Instead of Algolia's hosts (tests use a local stand-in). */
  hosts?: { url: string; protocol: 'http' | 'https'; port?: number }[];
}

/**
 * `docsgen index --push`: the settings, then every record, swapped in atomically
 * (`replaceAllObjects` fills a temporary index and moves it over the live one).
 */
export async function pushRecords(options: PushOptions): Promise<{ records: number; indexName: string }> {
  const client = algoliasearch(options.appId, options.adminKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(options.hosts ? { hosts: options.hosts.map((h) => ({ ...h, accept: 'readWrite' as const })) } : {}),
  });
  try {
    const settings = await client.setSettings({ indexName: options.indexName, indexSettings: DOCSEARCH_INDEX_SETTINGS });
    await client.waitForTask({ indexName: options.indexName, taskID: settings.taskID });
    await client.replaceAllObjects({ indexName: options.indexName, objects: options.records as unknown as Record<string, unknown>[], batchSize: 1000 });
  } catch (error) {
    // The client's errors can quote request options; only the message goes on.
    throw new Error(`index stage: pushing ${options.records.length} records to the Algolia index "${options.indexName}" failed: ${(error as Error).message}`);
  }
  return { records: options.records.length, indexName: options.indexName };
}
