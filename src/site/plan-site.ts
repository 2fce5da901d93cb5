import type { SiteConfig } from '../config/schema.js';
import type { ContentTree } from '../content/source-file.js';
import { hrefOfRoute, routeOfFile } from '../content/route-of-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageSummary } from '../compile/page-summary.js';
import { buildSidebar, flattenSidebar } from './build-sidebar.js';
import type { DocPlacement, RouteEntry, Site, TagInfo } from './site-types.js';

export interface PlanInput {
  config: SiteConfig;
  docs: readonly PageSummary[];
  categories: ContentTree['categories'];
  tagDefinitions: ContentTree['tags'];
  /** Drafts are left out of production builds. */
  includeDrafts: boolean;
}

/** The whole-site stage: route table, sidebar, breadcrumbs, previous/next, tags, generated pages. */
export function planSite(input: PlanInput): Site {
  const { config } = input;
  const docs = input.docs.filter((d) => input.includeDrafts || !d.frontmatter.draft);
  const routes = new Map<string, RouteEntry>();
  const diagnostics: Diagnostic[] = [];
  const routeOf = new Map<string, string>();
  const owner = new Map<string, string>();

  const claim = (entry: RouteEntry, file: string) => {
    const previous = owner.get(entry.route);
    if (previous !== undefined) {
      diagnostics.push({
        severity: 'warning',
        code: 'duplicate-route',
        file,
        line: 1,
        column: 1,
        message: `Duplicate route ${entry.route}: ${previous} already produces it; this page replaces it.`,
        hint: 'Give one of the pages a different file name or `slug` in its frontmatter.',
      });
    }
    owner.set(entry.route, file);
    routes.set(entry.route, entry);
  };

  for (const doc of docs) {
    const route = routeOfFile(doc.contentPath, doc.frontmatter.slug);
    routeOf.set(doc.contentPath, route);
    const hasSidebar = doc.frontmatter.displayed_sidebar !== null;
    claim({ kind: 'doc', route, contentPath: doc.contentPath, hasSidebar }, doc.file);
  }
  for (const doc of docs) {
    for (const alias of doc.frontmatter.aliases ?? []) {
      const aliasRoute = typeof alias === 'string' ? alias : alias.path;
      const hasSidebar = typeof alias === 'string' ? doc.frontmatter.displayed_sidebar !== null : alias.displayed_sidebar !== null;
      claim({ kind: 'alias', route: aliasRoute, contentPath: doc.contentPath, canonical: routeOf.get(doc.contentPath)!, hasSidebar }, doc.file);
    }
  }

  const tags = collectTags(docs, input.tagDefinitions);
  const generated: RouteEntry[] = [{ kind: 'search', route: '/search' }, { kind: 'tags', route: '/tags' }, ...[...tags.values()].map((t): RouteEntry => ({ kind: 'tag', route: t.route, tag: t.slug }))];
  for (const entry of generated) claim(entry, '(generated)');

  const sidebar = buildSidebar(docs, routeOf, input.categories);
  const order = flattenSidebar(sidebar);
  const href = (route: string) => hrefOfRoute(route, config.baseUrl);
  const placements = new Map<string, DocPlacement>();
  const byPath = new Map(docs.map((d) => [d.contentPath, d]));
  order.forEach((item, i) => {
    const doc = byPath.get(item.contentPath);
    if (!doc) return;
    const prev = order[i - 1];
    const next = order[i + 1];
    placements.set(item.contentPath, {
      doc,
      route: item.route,
      section: item.categoryPath[0] ?? '',
      categoryPath: item.categoryPath,
      breadcrumbs: item.trail.map((t) => ({ title: t.label, href: t.route ? href(t.route) : '' })),
      prev: prev && doc.frontmatter.pagination_prev !== null ? { title: prev.label, href: href(prev.route) } : undefined,
      next: next && doc.frontmatter.pagination_next !== null ? { title: next.label, href: href(next.route) } : undefined,
    });
  });
  for (const doc of docs) {
    if (!placements.has(doc.contentPath)) placements.set(doc.contentPath, { doc, route: routeOf.get(doc.contentPath)!, section: '', categoryPath: [], breadcrumbs: [] });
  }
  return { config, routes, docs: placements, sidebar, tags, diagnostics };
}

function collectTags(docs: readonly PageSummary[], definitions: ContentTree['tags']): Map<string, TagInfo> {
  const tags = new Map<string, TagInfo>();
  const ensure = (slug: string) => {
    let tag = tags.get(slug);
    if (!tag) {
      const def = definitions.get(slug);
      tag = { slug, label: def?.label ?? slug, description: def?.description, route: `/tags/${slug}`, docs: [] };
      tags.set(slug, tag);
    }
    return tag;
  };
  for (const slug of definitions.keys()) ensure(slug);
  for (const doc of docs) for (const slug of doc.frontmatter.tags ?? []) ensure(slug).docs.push(doc.contentPath);
  return new Map([...tags.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
