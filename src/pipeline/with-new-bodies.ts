import type { PageSummary } from '../compile/page-summary.js';
import type { Site } from '../site/site-types.js';

/** The plan after edits that changed only page bodies: same routes, sidebar and tags, placements pointing at the new compiles. */
export function withNewBodies(site: Site, summaries: readonly PageSummary[]): Site {
  const docs = new Map(site.docs);
  for (const summary of summaries) {
    const placement = docs.get(summary.contentPath);
    if (placement) docs.set(summary.contentPath, { ...placement, doc: summary });
  }
  return { ...site, docs };
}
