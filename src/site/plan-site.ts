import { applyTrailingSlash } from '../content/route-of-file.js';
import { tagKeyOf, tagSlugOf, tagsRouteOf, type TagSlugStyle } from './tag-slug.js';
import type { SiteConfig } from '../config/schema.js';
import type { ContentTree } from '../content/source-file.js';
import { hrefOfRoute } from '../content/route-of-file.js';
import { docIdentity } from '../content/doc-identity.js';
import { routeProblem } from '../content/safe-route.js';
import type { SidebarsSpec } from '../config/docusaurus/sidebar-spec.js';
import type { DocVersion } from '../config/schema.js';
import { contentRootsOf, splitContentPath, versionsOf, type ContentRoot } from '../content/content-roots.js';
import { sidebarsFromSpec, type SidebarDoc } from './sidebars-from-spec.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageSummary } from '../compile/page-summary.js';
import { buildSidebar, flattenSidebar } from './build-sidebar.js';
import { translateSidebar } from './translate-sidebar.js';
import { frontmatterPosition } from './frontmatter-position.js';
import type { BlogPlan } from '../blog/blog-types.js';
import { blogRoutes } from '../blog/blog-routes.js';
import type { DocPlacement, RouteEntry, SidebarNode, Site, TagInfo } from './site-types.js';
import type { LastUpdate } from '../content/last-updates.js';
import { generatedIndexKey, versionHome, type VersionIndex } from './version-menu.js';
import { DEFAULT_DOCS_PLUGIN } from '../config/doc-version-name.js';

export interface PlanInput {
  config: SiteConfig;
  docs: readonly PageSummary[];
  categories: ContentTree['categories'];
  tagDefinitions: ContentTree['tags'];
  /** Drafts are left out of production builds. */
  includeDrafts: boolean;
  /** Source text by file (relative to the root), to point a duplicate route at its `slug` line; asked only for duplicates. */
  sources?: { get(file: string): string | undefined };
  /** Each docs version's `sidebars.js`, normalised, by version name; a version without one has its sidebar generated from its folders. */
  sidebarsSpecs?: ReadonlyMap<string, SidebarsSpec>;
  /** When and by whom each file (by path from the root) was last committed; read only when the site shows it. */
  lastUpdates?: ReadonlyMap<string, LastUpdate>;
  /** Standalone pages (`src/pages`), by route and file; they claim their routes after the docs. */
  pages?: readonly { route: string; file: string }[];
  /** The blog's plan; its routes are claimed after the standalone pages. */
  blog?: BlogPlan;
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

  /** A URL that cannot be a file inside the output is an error at the frontmatter line that made it, never a route. */
  const refuse = (route: string, problem: string | undefined, doc: PageSummary, key: 'slug' | 'aliases' | 'tags' | 'id', value?: string): boolean => {
    if (!problem) return false;
    const position = frontmatterPosition(input.sources?.get(doc.file) ?? '', key, value) ?? { line: 1, column: 1 };
    const shown = route.length > 80 ? `${route.slice(0, 77)}...` : route;
    diagnostics.push({
      severity: 'error',
      code: 'unsafe-route',
      file: doc.file,
      ...position,
      message: `The URL ${JSON.stringify(shown)} (from \`${key}\`) cannot be written: ${problem}.`,
      hint: `Change \`${key}\` to a plain path inside the site, e.g. /guides/my-page.`,
    });
    return true;
  };
  const unsafe = (route: string, doc: PageSummary, key: 'slug' | 'aliases' | 'id', value?: string) => refuse(route, routeProblem(route), doc, key, value);
  const versions = versionsOf(config);
  const roots = contentRootsOf(config);
  const versionOfDoc = new Map(docs.map((d) => [d.contentPath, splitContentPath(roots, d.contentPath)]));
  const docsOf = (version: DocVersion) => docs.filter((d) => versionOfDoc.get(d.contentPath)!.root.version === version.name);
  const tags = new Map<string, TagInfo>();
  for (const version of versions) {
    for (const tag of collectTags(docsOf(version), input.tagDefinitions, { ...config.docs, routeBasePath: version.routeBasePath, trailingSlash: config.trailingSlash }).values())
      tags.set(tagKeyOf(version.name, tag.slug), { ...tag, version: version.name });
  }
  for (const [key, tag] of [...tags]) {
    const { slug } = tag;
    // A tag is one path segment under /tags/: a slash or a climbing segment would leave it.
    const problem = slug.includes('/') ? 'a tag is one segment under /tags/, and this one holds a "/"' : routeProblem(tag.route);
    if (!problem) continue;
    tags.delete(key);
    const owner = docs.find((d) => d.frontmatter.tags?.some((label) => tagSlugOf(label, config.docs.tagSlugs) === slug));
    if (owner)
      refuse(
        tag.route,
        problem,
        owner,
        'tags',
        owner.frontmatter.tags?.find((label) => tagSlugOf(label, config.docs.tagSlugs) === slug),
      );
  }
  const generated: RouteEntry[] = [
    { kind: 'search', route: applyTrailingSlash('/search', config.trailingSlash) },
    // A version's tags page exists when its pages have tags, as in Docusaurus (an empty list helps no reader).
    ...versions
      .filter((v) => [...tags.values()].some((t) => t.version === v.name))
      .map((v): RouteEntry => ({ kind: 'tags', route: applyTrailingSlash(tagsRouteOf(v.routeBasePath), config.trailingSlash), version: v.name })),
    ...[...tags].map(([key, t]): RouteEntry => ({ kind: 'tag', route: t.route, tag: key })),
  ];
  for (const entry of generated) claim(entry, { generated: entry.kind === 'tag' ? `tag page for "${tags.get(entry.tag)?.slug ?? entry.tag}"` : `${entry.kind} page` });

  // Released versions claim their routes before the last one, served at the docs' root, as Docusaurus ranks them.
  const identities = new Map<string, SidebarDoc[]>(versions.map((v) => [v.name, []]));
  for (const version of [...versions].sort((a, b) => Number(a.isLast) - Number(b.isLast))) {
    const policy = { style: config.docs.style, routeBasePath: version.routeBasePath, numberPrefixes: config.docs.numberPrefixes, trailingSlash: config.trailingSlash };
    for (const doc of docsOf(version)) {
      const { id, route } = docIdentity(versionOfDoc.get(doc.contentPath)!.local, doc.frontmatter, policy);
      if (unsafe(route, doc, doc.frontmatter.slug !== undefined ? 'slug' : 'id', doc.frontmatter.slug ?? doc.frontmatter.id)) continue;
      identities.get(version.name)!.push({ id, doc, route });
      routeOf.set(doc.contentPath, route);
      const hasSidebar = doc.frontmatter.displayed_sidebar !== null;
      claim({ kind: 'doc', route, contentPath: doc.contentPath, hasSidebar }, { file: doc.file, via: doc.frontmatter.slug ? 'slug' : 'file' });
    }
  }
  for (const doc of docs) {
    for (const alias of doc.frontmatter.aliases ?? []) {
      const aliasRoute = typeof alias === 'string' ? alias : alias.path;
      if (!routeOf.has(doc.contentPath) || unsafe(aliasRoute, doc, 'aliases', aliasRoute)) continue;
      const hasSidebar = typeof alias === 'string' ? doc.frontmatter.displayed_sidebar !== null : alias.displayed_sidebar !== null;
      claim({ kind: 'alias', route: aliasRoute, contentPath: doc.contentPath, canonical: routeOf.get(doc.contentPath)!, hasSidebar }, { file: doc.file, via: 'alias', alias: aliasRoute });
    }
  }

  for (const page of input.pages ?? []) claim({ kind: 'page', route: applyTrailingSlash(page.route, config.trailingSlash), file: page.file }, { file: page.file, via: 'file' });
  if (input.blog) for (const { entry, claimant } of blogRoutes(input.blog, config.trailingSlash)) claim(entry, claimant);

  const sidebars = new Map<string, SidebarNode[]>();
  const placements = new Map<string, DocPlacement>();
  const href = (route: string) => hrefOfRoute(route, config.baseUrl);
  const byPath = new Map(docs.map((d) => [d.contentPath, d]));
  const paginationLabel = (item: { contentPath: string; label: string }) => byPath.get(item.contentPath)?.frontmatter.pagination_label ?? item.label;
  const primary = primaryVersionOf(versions);
  const sidebarVersion = new Map<string, string>();
  const generatedIndexRoutes = new Map<string, [string, string][]>();
  for (const version of versions) {
    const own = identities.get(version.name)!;
    // The primary version's sidebars keep their ids (what `displayed_sidebar` and navbar items name); other versions' are marked with the version.
    const sidebarKey = (id: string) => (version === primary ? id : `${id}@${version.name}`);
    const plainId = (key: string) => (version === primary ? key : key.slice(0, -`@${version.name}`.length));
    const made = makeSidebars(input, version, own, routeOf, localCategories(input.categories, roots, version.name), sidebarKey);
    // In the locale's words (its `current.json` or `version-X.json`), by each sidebar's own id.
    made.sidebars = new Map([...made.sidebars].map(([key, nodes]) => [key, translateSidebar(nodes, plainId(key), config.i18n.docsMessages[version.name])]));
    for (const problem of made.problems)
      diagnostics.push({
        severity: 'warning',
        code: 'sidebar',
        file: version.sidebarPath ? String(version.sidebarPath) : '(sidebars)',
        line: 1,
        column: 1,
        message: problem,
        hint: 'Check the ids in sidebars.js against the docs (an id is the file path without extension and number prefixes, or the frontmatter id).',
      });
    for (const [key, nodes] of made.sidebars) {
      sidebars.set(key, nodes);
      sidebarVersion.set(key, version.name);
    }
    for (const [route, categoryId] of made.generatedIndexes) claim({ kind: 'category', route, categoryId, version: version.name }, { generated: `generated index of category ${categoryId}` });
    generatedIndexRoutes.set(version.name, generatedIndexEntries(made.sidebars, made.generatedIndexes));
    const routeById = new Map(own.map((d) => [d.id, { contentPath: d.doc.contentPath, route: d.route, label: d.doc.frontmatter.sidebar_label ?? d.doc.title }]));
    /** `pagination_next/prev`: `null` hides the link, a doc id points it at that page (of the same version), absent follows the sidebar. */
    const neighbour = (doc: PageSummary, key: 'pagination_next' | 'pagination_prev', inOrder: { contentPath: string; route: string; label: string } | undefined) => {
      const wanted = doc.frontmatter[key];
      if (wanted === null) return undefined;
      const named = wanted === undefined ? undefined : routeById.get(wanted);
      if (wanted !== undefined && !named) {
        const at = frontmatterPosition(input.sources?.get(doc.file) ?? '', key);
        diagnostics.push({
          severity: 'warning',
          code: 'pagination-unknown-doc',
          file: doc.file,
          line: at?.line ?? 1,
          column: at?.column ?? 1,
          message: `\`${key}: ${wanted}\` names no page; the sidebar's neighbour is linked instead.`,
          hint: 'Use a doc id: the path under the docs folder without extension (or the frontmatter `id`), e.g. guides/setup, or null to hide the link.',
        });
      }
      const item = named ?? inOrder;
      return item ? { title: paginationLabel(item), href: href(item.route) } : undefined;
    };
    for (const [key, nodes] of made.sidebars) {
      const sidebarId = plainId(key);
      const order = flattenSidebar(nodes);
      order.forEach((item, i) => {
        const doc = byPath.get(item.contentPath);
        // A page in several sidebars shows the first, or the one its `displayed_sidebar` names.
        if (!doc || (placements.has(item.contentPath) && doc.frontmatter.displayed_sidebar !== sidebarId)) return;
        placements.set(item.contentPath, {
          doc,
          route: item.route,
          section: item.categoryPath[0] ?? '',
          categoryPath: item.categoryPath,
          breadcrumbs: item.trail.map((t) => ({ title: t.label, href: t.route ? href(t.route) : '' })),
          prev: neighbour(doc, 'pagination_prev', order[i - 1]),
          next: neighbour(doc, 'pagination_next', order[i + 1]),
          version: version.name,
          sidebarId: key,
        });
      });
    }
  }
  // Redirect pages last: a URL a page already has stays that page's.
  for (const { from, to } of config.redirects) claim({ kind: 'redirect', route: applyTrailingSlash(from, config.trailingSlash), to }, { generated: `redirect to ${to}` });
  const sidebar = [...sidebars.values()].flat();
  const versionIndex: VersionIndex = {
    versions: versions.map((version) => ({
      version,
      home: versionHome(
        version,
        identities.get(version.name)!,
        [...sidebarVersion.entries()].filter(([, v]) => v === version.name).map(([key]) => sidebars.get(key)!),
      ),
    })),
    docOf: new Map([...identities].flatMap(([version, own]) => own.map((d) => [d.doc.contentPath, { version, id: d.id }] as const))),
    routes: new Map([...identities].map(([version, own]) => [version, new Map([...own.map((d) => [d.id, d.route] as const), ...(generatedIndexRoutes.get(version) ?? [])])])),
  };
  // The navbar's doc items name an instance's last version: the default instance's unless they say `docsPluginId`.
  const siteConfig = withNavbarTargets(config, (plugin) => {
    const last = versions.find((v) => v.isLast && v.plugin === plugin) ?? (plugin === primary.plugin ? primary : undefined);
    if (!last) return { routeOfId: new Map(), sidebars: new Map() };
    return {
      routeOfId: new Map(identities.get(last.name)!.map((d) => [d.id, d.route])),
      sidebars: new Map(
        [...sidebars].flatMap(([id, nodes]) => (last === primary ? [[id, nodes] as const] : id.endsWith(`@${last.name}`) ? [[id.slice(0, -`@${last.name}`.length), nodes] as const] : [])),
      ),
    };
  });
  for (const doc of docs) {
    if (!placements.has(doc.contentPath)) {
      placements.set(doc.contentPath, { doc, route: routeOf.get(doc.contentPath)!, section: '', categoryPath: [], breadcrumbs: [], version: versionOfDoc.get(doc.contentPath)!.root.version });
      // A page in no sidebar shows none (as in Docusaurus; docsgen's folder sidebar holds every page).
      const entry = routes.get(routeOf.get(doc.contentPath)!);
      if (entry?.kind === 'doc' && entry.contentPath === doc.contentPath && doc.frontmatter.displayed_sidebar === undefined) entry.hasSidebar = false;
    }
  }
  if (config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor)
    for (const placement of placements.values()) placement.lastUpdate = lastUpdateOf(placement.doc, input.lastUpdates, config.docs);
  return { config: siteConfig, routes, docs: placements, sidebar, sidebars, tags, diagnostics, versions, versionIndex, ...(input.blog ? { blog: input.blog } : {}) };
}

/** Navbar items that name a doc or a sidebar (from a Docusaurus config) get the route of that doc, or of the sidebar's first page. */
type NavbarTargets = { routeOfId: ReadonlyMap<string, string>; sidebars: ReadonlyMap<string, SidebarNode[]> };

function withNavbarTargets(config: SiteConfig, targetsOf: (plugin: string) => NavbarTargets): SiteConfig {
  if (!config.navbar.items.some((item) => item.type === 'link' && (item.docId || item.sidebarId))) return config;
  const firstRoute = (nodes: readonly SidebarNode[] | undefined): string | undefined => {
    for (const node of nodes ?? []) {
      if (node.type === 'doc') return node.route;
      if (node.type === 'category') {
        const found = node.route ?? firstRoute(node.children);
        if (found) return found;
      }
    }
    return undefined;
  };
  const items = config.navbar.items.map((item) => {
    if (item.type !== 'link' || item.to || item.href) return item;
    const { routeOfId, sidebars } = targetsOf(item.docsPluginId ?? DEFAULT_DOCS_PLUGIN);
    const to = item.docId !== undefined ? routeOfId.get(item.docId) : firstRoute(sidebars.get(item.sidebarId ?? ''));
    return { ...item, to: to ?? config.docs.routeBasePath };
  });
  return { ...config, navbar: { ...config.navbar, items } };
}

/** The version whose sidebars keep their own ids: the current docs when built, else the last version. */
function primaryVersionOf(versions: readonly DocVersion[]): DocVersion {
  return versions.find((v) => v.name === 'current') ?? versions.find((v) => v.isLast) ?? versions[0]!;
}

/** A version's folder metadata by folder path inside that version (`guides`, `''` for its root). */
function localCategories(categories: ContentTree['categories'], roots: readonly ContentRoot[], version: string): ContentTree['categories'] {
  const out: ContentTree['categories'] = new Map();
  for (const [key, meta] of categories) {
    const { root, local } = splitContentPath(roots, `${key}/`);
    if (root.version === version) out.set(local.replace(/\/$/, ''), meta);
  }
  return out;
}

/** A version's sidebars: from its `sidebars.js`, else Docusaurus's default autogenerated one, else docsgen's folder sidebar. */
function makeSidebars(
  input: PlanInput,
  version: DocVersion,
  identities: SidebarDoc[],
  routeOf: ReadonlyMap<string, string>,
  categories: ContentTree['categories'],
  sidebarKey: (id: string) => string,
): ReturnType<typeof sidebarsFromSpec> {
  const { config } = input;
  const specOfVersion = input.sidebarsSpecs?.get(version.name);
  if (config.docs.defaultSidebar === 'folders' && !specOfVersion) {
    return {
      sidebars: new Map([
        [
          sidebarKey('tutorialSidebar'),
          buildSidebar(
            identities.map((d) => d.doc),
            routeOf,
            categories,
            { numberPrefixes: config.docs.numberPrefixes },
          ),
        ],
      ]),
      generatedIndexes: new Map(),
      problems: [],
    };
  }
  const given = specOfVersion ?? (version.sidebarPath === false ? {} : { defaultSidebar: [{ type: 'autogenerated' as const, dirName: '.' }] });
  // Keyed before resolving: category ids (and so generated index pages) start with the sidebar's key, unique across versions.
  const spec = Object.fromEntries(Object.entries(given).map(([id, items]) => [sidebarKey(id), items]));
  const prefix = contentRootsOf(config).find((r) => r.version === version.name)?.prefix ?? '';
  return sidebarsFromSpec(spec, {
    docs: identities,
    categories,
    routeBasePath: version.routeBasePath,
    collapsed: config.docs.sidebarCollapsed,
    trailingSlash: config.trailingSlash,
    localPath: (contentPath) => contentPath.slice(prefix.length),
  });
}

/** Tags by slug: one page per slug, however its name is spelled (the first spelling met names it, as in Docusaurus). */
function collectTags(docs: readonly PageSummary[], definitions: ContentTree['tags'], policy: { routeBasePath: string; tagSlugs: TagSlugStyle; trailingSlash?: boolean }): Map<string, TagInfo> {
  const tags = new Map<string, TagInfo>();
  const ensure = (name: string) => {
    const slug = tagSlugOf(name, policy.tagSlugs);
    let tag = tags.get(slug);
    if (!tag) {
      const def = definitions.get(name);
      tag = {
        slug,
        version: 'current',
        label: def?.label ?? name,
        description: def?.description,
        route: applyTrailingSlash(`${tagsRouteOf(policy.routeBasePath)}/${slug}`, policy.trailingSlash),
        docs: [],
      };
      tags.set(slug, tag);
    }
    return tag;
  };
  for (const name of definitions.keys()) ensure(name);
  for (const doc of docs) {
    for (const name of new Set(doc.frontmatter.tags ?? [])) {
      const tag = ensure(name);
      if (!tag.docs.includes(doc.contentPath)) tag.docs.push(doc.contentPath);
    }
  }
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

/** Each generated index of a version by its category's label, for the version menu (found across versions by label). */
function generatedIndexEntries(sidebars: ReadonlyMap<string, SidebarNode[]>, generatedIndexes: ReadonlyMap<string, string>): [string, string][] {
  const out: [string, string][] = [];
  const visit = (nodes: readonly SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'category') continue;
      if (node.route && generatedIndexes.get(node.route) === node.id) out.push([generatedIndexKey(node.label), node.route]);
      visit(node.children);
    }
  };
  for (const nodes of sidebars.values()) visit(nodes);
  return out;
}

/** A page's "last updated" line: its `last_update` frontmatter, else its file's last commit; only the parts the site shows. */
function lastUpdateOf(doc: PageSummary, lastUpdates: ReadonlyMap<string, LastUpdate> | undefined, show: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean }): DocPlacement['lastUpdate'] {
  const git = lastUpdates?.get(doc.file);
  const given = doc.frontmatter.last_update;
  const when = given?.date ?? (git ? new Date(git.time * 1000).toISOString() : undefined);
  const date = when && !Number.isNaN(Date.parse(when)) ? new Date(when).toISOString() : undefined;
  const author = given?.author ?? git?.author;
  const shown = { ...(show.showLastUpdateTime && date ? { date } : {}), ...(show.showLastUpdateAuthor && author ? { author } : {}) };
  return shown.date || shown.author ? shown : undefined;
}
