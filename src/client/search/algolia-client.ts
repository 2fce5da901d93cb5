import { liteClient } from 'algoliasearch/lite';
import type { SiteData } from '../../shared/page-types.js';
import type { SearchClient } from '../../shared/search-types.js';

/** Spec §9: connect 1 s, read 2 s, write 30 s. A host that failed is skipped for 2 minutes (the client's host cache). */
export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30_000 };

/** `https://host:port` → the client's host shape; custom hosts (a proxy, `docsgen preview`) replace Algolia's. */
function hostOf(url: string) {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { url: u.hostname, port: u.port ? Number(u.port) : undefined, protocol, accept: 'read' as const };
}

export function algoliaSearchClient(search: SiteData['search']): SearchClient {
  if (!search.appId || !search.apiKey) throw new Error('docsgen: search.provider is "algolia" but the algolia appId or apiKey is missing from the config.');
  const client = liteClient(search.appId, search.apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(search.hosts?.length ? { hosts: search.hosts.map(hostOf) } : {}),
  });
  return client as unknown as SearchClient;
}
