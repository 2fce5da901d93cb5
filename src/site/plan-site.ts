import type { SiteConfig } from '../config/schema.js';
import type { ContentTree } from '../content/source-file.js';
import { docIdOf } from '../content/doc-id.js';
import { hrefOfRoute, routeOfFile } from '../content/route-of-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageSummary } from '../compile/page-summary.js';
import { buildSidebar, flattenSidebar } from './build-sidebar.js';
import { frontmatterPosition } from './frontmatter-position.js';
import type { DocPlacement, RouteEntry, Site, TagInfo } from './site-types.js';

export interface PlanInput {
  config: SiteConfig;
  docs: readonly PageSummary[];
  categories: ContentTree['categories'];
  tagDefinitions: ContentTree['tags'];
  /** Drafts are left out of production builds. */
  includeDrafts: boolean;
  /** Source text by file (relative to the root), to point a duplicate route at its `slug` line; asked only for duplicates. */
  sources?: { get(file: string): string | undefined };
}

/** Who claimed a route first: a page (with where its URL came from) or the engine itself. */
type Claimant = { file: string; via: 'file' | 'slug' | 'alias'; alias?: string } | { generated: string };

/** The whole-site stage: route table, sidebar, breadcrumbs, previous/next, tags, generated pages. */
export function planSite(input: PlanInput): Site {
  const { config } = input;
  const docs = input.docs.filter((d) => input.includeDrafts || !d.frontmatter.draft);
  const routes = new Map<string, RouteEntry>();
  const diagnostics: Diagnostic[] = [];
  const routeOf = new Map<string, string>();
  const owner = new Map<string, Claimant>();
  const severity = config.onDuplicateRoutes === 'ignore' ? undefined : config.onDuplicateRoutes === 'throw' ? 'error' : 'warning';

  /** The first claim on a URL wins (generated pages, then pages in path order, then aliases); later ones are reported. */
  const claim = (entry: RouteEntry, claimant: Claimant) => {
    const first = owner.get(entry.route);
    if (first === undefined) {
      owner.set(entry.route, claimant);
      routes.set(entry.route, entry);
      return;
    }
    if (severity && 'file' in claimant) diagnostics.push(duplicateRoute({ route: entry.route, first, second: claimant, severity, source: input.sources?.get(claimant.file) }));
  };

  const tags = collectTags(docs, input.tagDefinitions);
  const generated: RouteEntry[] = [{ kind: 'search', route: '/search' }, { kind: 'tags', route: '/tags' }, ...[...tags.values()].map((t): RouteEntry => ({ kind: 'tag', route: t.route, tag: t.slug }))];
  for (const entry of generated) claim(entry, { generated: entry.kind === 'tag' ? `tag page for "${entry.tag}"` : `${entry.kind} page` });

  for (const doc of docs) {
    const route = routeOfFile(doc.contentPath, doc.frontmatter.slug, { numberPrefixes: config.docs.numberPrefixes });
    routeOf.set(doc.contentPath, route);
    const hasSidebar = doc.frontmatter.displayed_sidebar !== null;
    claim({ kind: 'doc', route, contentPath: doc.contentPath, hasSidebar }, { file: doc.file, via: doc.frontmatter.slug ? 'slug' : 'file' });
  }
  for (const doc of docs) {
    for (const alias of doc.frontmatter.aliases ?? []) {
      const aliasRoute = typeof alias === 'string' ? alias : alias.path;
      const hasSidebar = typeof alias === 'string' ? doc.frontmatter.displayed_sidebar !== null : alias.displayed_sidebar !== null;
      claim({ kind: 'alias', route: aliasRoute, contentPath: doc.contentPath, canonical: routeOf.get(doc.contentPath)!, hasSidebar }, { file: doc.file, via: 'alias', alias: aliasRoute });
    }
  }

  const sidebar = buildSidebar(docs, routeOf, input.categories, { numberPrefixes: config.docs.numberPrefixes });
  const order = flattenSidebar(sidebar);
  const href = (route: string) => hrefOfRoute(route, config.baseUrl);
  const placements = new Map<string, DocPlacement>();
  const byPath = new Map(docs.map((d) => [d.contentPath, d]));
  const paginationLabel = (item: { contentPath: string; label: string }) => byPath.get(item.contentPath)?.frontmatter.pagination_label ?? item.label;
  const byId = new Map(order.map((item) => [docIdOf(item.contentPath, byPath.get(item.contentPath)?.frontmatter.id, { numberPrefixes: config.docs.numberPrefixes }), item]));
  /** `pagination_next/prev`: `null` hides the link, a doc id points it at that page, absent follows the sidebar. */
  const neighbour = (doc: PageSummary, key: 'pagination_next' | 'pagination_prev', inOrder: (typeof order)[number] | undefined) => {
    const wanted = doc.frontmatter[key];
    if (wanted === null) return undefined;
    const named = wanted === undefined ? undefined : byId.get(wanted);
    if (wanted !== undefined && !named) {
      const at = frontmatterPosition(input.sources?.get(doc.file) ?? '', key);
      diagnostics.push({ severity: 'warning', code: 'pagination-unknown-doc', file: doc.file, line: at?.line ?? 1, column: at?.column ?? 1, message: `\`${key}: ${wanted}\` names no page; the sidebar's neighbour is linked instead.`, hint: 'Use a doc id: the path under the docs folder without extension (or the frontmatter `id`), e.g. guides/setup, or null to hide the link.' });
    }
    const item = named ?? inOrder;
    return item ? { title: paginationLabel(item), href: href(item.route) } : undefined;
  };
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
      prev: neighbour(doc, 'pagination_prev', prev),
      next: neighbour(doc, 'pagination_next', next),
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

interface DuplicateInput {
  route: string;
  first: Claimant;
  second: Extract<Claimant, { file: string }>;
  severity: Diagnostic['severity'];
  /** The second page's source, to point at the frontmatter line that set the URL. */
  source?: string;
}

/** One warning per extra claim, on the page that lost, naming both sides and what to change (as Docusaurus's "Duplicate routes found!"). */
function duplicateRoute({ route, first, second, severity, source }: DuplicateInput): Diagnostic {
  const holder = 'generated' in first ? `the ${first.generated} the engine generates` : first.file;
  const key = second.via === 'slug' ? 'slug' : second.via === 'alias' ? 'aliases' : undefined;
  const position = key && source ? frontmatterPosition(source, key, second.alias) : undefined;
  const origin = second.via === 'slug' ? 'its `slug`' : second.via === 'alias' ? `its alias ${route}` : 'its file name';
  const hint =
    second.via === 'alias'
      ? `Remove the alias, or point it at a URL no page uses.`
      : second.via === 'slug'
        ? `Change or remove the \`slug\` here${'file' in first && first.via === 'slug' ? ` or in ${first.file}` : ''}: two pages at one URL means readers only ever see one of them.`
        : `Rename this file or give it a \`slug\` in its frontmatter${'file' in first && first.via === 'slug' ? `, or change the \`slug\` in ${first.file}` : ''}.`;
  return {
    severity,
    code: 'duplicate-route',
    file: second.file,
    line: position?.line ?? 1,
    column: position?.column ?? 1,
    message: `Duplicate route ${route}: ${second.file} (through ${origin}) and ${holder} both want this URL; only ${'generated' in first ? 'the generated page' : first.file} is served there.`,
    hint,
  };
}
