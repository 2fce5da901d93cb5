import type { SiteConfig } from '../config/schema.js';
import { hrefOfRoute } from '../content/route-of-file.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { Site } from '../site/site-types.js';
import type { DocSearchRecord } from '../search/record-types.js';
import { recordsOfPage, type SearchFacets } from './records.js';
import { searchTagOfVersion } from '../shared/search-tag.js';

/** lvl0 of pages outside any sidebar category, as DocSearch's default crawler names it. */
export const DEFAULT_LVL0 = 'Documentation';
const READ_CONCURRENCY = 32;

/** The facets every page declares in its `docsearch:*` meta tags (see `render/html-document.ts`). */
export function facetsOf(config: SiteConfig, version = config.versions.lastVersion): SearchFacets {
  return { language: config.i18n.currentLocale ?? config.i18n.defaultLocale, version, docusaurus_tag: searchTagOfVersion(version) };
}

export interface SiteRecordsInput {
  site: Site;
  /** Reads a page's compiled form (with its search sections) back from the page cache. */
  readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>;
  /** Called with each page's href and compiled form: the local index also takes its description and keywords. */
  onPage?: (href: string, doc: CompiledDoc) => void;
}

/** Every page's records, in sidebar-section order of the plan. Aliases are left out: their canonical page is indexed. */
export async function collectSiteRecords({ site, readDoc, onPage }: SiteRecordsInput): Promise<DocSearchRecord[]> {
  const { config } = site;
  // A versioned site's pages carry their own version; a site without versions, its one.
  const facetsOfVersion = (version: string) => facetsOf(config, site.versions.length > 1 ? version : undefined);
  const sectionLabels = new Map(site.sidebar.flatMap((node) => (node.type === 'category' ? [[node.id, node.label] as const] : [])));
  const placements = [...site.docs.values()].filter((p) => site.routes.get(p.route)?.kind === 'doc');
  const perPage: DocSearchRecord[][] = new Array(placements.length);
  for (let i = 0; i < placements.length; i += READ_CONCURRENCY) {
    await Promise.all(
      placements.slice(i, i + READ_CONCURRENCY).map(async (placement, j) => {
        const doc = await readDoc(placement.doc.cacheKey);
        if (!doc) throw new Error(`search records: the compiled page for ${placement.doc.file} is missing from the cache`);
        const href = hrefOfRoute(placement.route, config.baseUrl);
        onPage?.(href, doc);
        perPage[i + j] = recordsOfPage({
          title: doc.title,
          sections: doc.sections,
          href,
          lvl0: sectionLabels.get(placement.section) ?? DEFAULT_LVL0,
          facets: facetsOfVersion(placement.version),
        });
      }),
    );
  }
  return perPage.flat();
}
