import { versionPrefixesOf } from '../content/content-roots.js';
import { blogListTwin } from '../blog/blog-twins.js';
import type { CompiledPost } from '../blog/load-blog.js';
import { hrefOfRoute, twinPathOfRoute } from '../content/route-of-file.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { OutputFile } from '../output/output-file.js';
import { DISCOVERY_JSON_PATH, DISCOVERY_PATH, discoveryFile, discoveryLine } from '../mcp/discovery.js';
import { resolveUrls } from '../render/resolve-urls.js';
import { flattenSidebar } from '../site/build-sidebar.js';
import type { RouteEntry, Site } from '../site/site-types.js';

/** The twin's URL under the site's origin and base URL. */
export function twinUrlOfRoute(route: string, site: Site): string {
  return `${site.config.url.replace(/\/$/, '')}${hrefOfRoute(`/${twinPathOfRoute(route)}`, site.config.baseUrl)}`;
}

const READ_CONCURRENCY = 24;

const absolute = (site: Site) => `${site.config.url.replace(/\/$/, '')}${site.config.baseUrl}`;

/** What resolving a twin's links needs, made once per site (not once per page: a 10,000-page site would pay it 10,000 times). */
interface TwinUrls {
  routeOfContent: ReadonlyMap<string, string>;
  assetUrls: ReadonlyMap<string, string>;
}

const twinUrlsCache = new WeakMap<Site, TwinUrls>();

function twinUrls(site: Site, assetUrls: ReadonlyMap<string, string>): TwinUrls {
  const known = twinUrlsCache.get(site);
  if (known && known.assetUrls.size === assetUrls.size) return known;
  const origin = site.config.url.replace(/\/$/, '');
  const urls = {
    routeOfContent: new Map([...site.docs.values()].map((p) => [p.doc.contentPath, p.route])),
    assetUrls: new Map([...assetUrls].map(([k, v]) => [k, v.startsWith('/') ? `${origin}${v}` : v])),
  };
  twinUrlsCache.set(site, urls);
  return urls;
}

/**
 * `\:` outside code, written back as `:`. The serialiser knows the directive syntax (`:name`) and
 * escapes colons before letters and digits (`04\:00`); a twin is read as plain CommonMark, where the
 * escape is noise to a program and the colon means nothing. Code keeps its text as written.
 */
export function unescapeColons(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = null;
        return line;
      }
      if (opening) {
        fence = opening;
        return line;
      }
      // Inline code spans (runs of backticks, CommonMark §6.1) and escaped backslashes are kept as they are.
      return line.replace(/(`+)[^`]*?\1|\\\\|\\:/g, (match) => (match === '\\:' ? ':' : match));
    })
    .join('\n');
}

/** A content page's twin: title, description, then its body with every link and image made absolute. */
export function docTwin(doc: CompiledDoc, route: string, site: Site, assetUrls: ReadonlyMap<string, string>): string {
  const { routeOfContent, assetUrls: absoluteAssets } = twinUrls(site, assetUrls);
  // The Markdown serialiser escapes the marker's colon (`docsgen\\:route:`); the render stage's markers have none.
  const body = resolveUrls(
    unescapeColons(doc.markdown).replace(/docsgen\\?:(route|file|relative|asset)\\?:/g, 'docsgen:$1:'),
    { route, contentPath: doc.contentPath },
    {
      baseUrl: absolute(site),
      routeOfContent,
      assetUrls: absoluteAssets,
      docusaurusLinks: site.config.docs.linkResolution === 'docusaurus',
      contentDir: site.config.contentDir,
      versionPrefixes: versionPrefixesOf(site.config),
    },
  ).trim();
  const head = /^# /.test(body) ? '' : `# ${doc.title}\n\n`;
  const description = doc.description ? `> ${doc.description.replace(/\n/g, ' ')}\n\n` : '';
  return `${head}${description}${body}\n`;
}

const link = (title: string, route: string, site: Site) => `[${title.replace(/[[\]]/g, '\\$&')}](${twinUrlOfRoute(route, site)})`;

/** A generated page's twin (tags, a tag, a category overview, search, not found): what it lists, as links. */
function generatedTwin(entry: RouteEntry, site: Site): string {
  switch (entry.kind) {
    case 'tags':
      return `# Tags\n\n${[...site.tags.values()]
        .filter((t) => t.version === entry.version)
        .map((t) => `- ${link(t.label, t.route, site)}: ${t.docs.length} page${t.docs.length === 1 ? '' : 's'}`)
        .join('\n')}\n`;
    case 'tag': {
      const tag = site.tags.get(entry.tag);
      const pages = (tag?.docs ?? []).flatMap((p) => {
        const placement = site.docs.get(p);
        return placement ? [`- ${link(placement.doc.title, placement.route, site)}${placement.doc.description ? `: ${placement.doc.description}` : ''}`] : [];
      });
      return `# Pages tagged "${tag?.label ?? entry.tag}"\n\n${tag?.description ? `> ${tag.description}\n\n` : ''}${pages.join('\n')}\n`;
    }
    case 'category': {
      const rows = flattenSidebar(site.sidebar).filter((item) => item.categoryPath.includes(entry.categoryId));
      return `# ${entry.categoryId.split('/').at(-1) ?? entry.categoryId}\n\n${rows.map((r) => `- ${link(r.label, r.route, site)}`).join('\n')}\n`;
    }
    case 'search':
      return `# Search\n\nSearch ${site.config.title} at ${absolute(site)}search?q=your+words, or read the index of every page: ${absolute(site)}llms.txt\n`;
    default:
      return `# Page not found\n\nSee ${absolute(site)}llms.txt for every page of ${site.config.title}.\n`;
  }
}

export interface TwinsInput {
  site: Site;
  readDoc: (cacheKey: string) => Promise<CompiledDoc | undefined>;
  /** Content asset source path → URL (as the HTML links them). */
  assetUrls: ReadonlyMap<string, string>;
  /** The blog's compiled posts, by file (absent: no blog). */
  blogPosts?: ReadonlyMap<string, CompiledPost>;
}

/** The twin of one route, or undefined when the route has none. */
export async function twinOfEntry(entry: RouteEntry, input: TwinsInput): Promise<string | undefined> {
  const { site } = input;
  if (entry.kind === 'redirect') return undefined;
  if (entry.kind === 'doc' || entry.kind === 'alias') {
    const placement = site.docs.get(entry.contentPath);
    const doc = placement && (await input.readDoc(placement.doc.cacheKey));
    return doc ? docTwin(doc, entry.kind === 'alias' ? entry.canonical : entry.route, site, input.assetUrls) : undefined;
  }
  // Standalone pages: a React page has no Markdown of its own to give.
  if (entry.kind === 'page') return undefined;
  if (entry.kind === 'blog-post') {
    const post = input.blogPosts?.get(entry.file)?.full;
    return post ? docTwin(post, entry.route, site, input.assetUrls) : undefined;
  }
  if (site.blog && (entry.kind === 'blog-list' || entry.kind === 'blog-tags' || entry.kind === 'blog-archive' || entry.kind === 'blog-authors'))
    return blogListTwin(entry.kind, entry.route, site.blog, (title, route) => link(title, route, site));
  return generatedTwin(entry, site);
}

const discoverySiteOf = (site: Site) => ({ title: site.config.title, url: site.config.url, baseUrl: site.config.baseUrl });

/** Docs pages no sidebar lists: llms.txt and llms-full.txt still name them, after the sidebar's. */
function unlistedDocs(site: Site, order: ReturnType<typeof flattenSidebar>) {
  const listed = new Set(order.map((o) => o.route));
  return [...site.docs.values()].filter((p) => !listed.has(p.route) && site.routes.get(p.route)?.kind === 'doc');
}

/**
 * `llms.txt`: the site's pages as links with their descriptions, by sidebar section. Made from the
 * site alone (no page is read), so `docsgen serve` answers it as the build writes it.
 */
export function llmsTxt(site: Site): string {
  const order = flattenSidebar(site.sidebar);
  const sectionLabel = new Map(site.sidebar.flatMap((n) => (n.type === 'category' ? [[n.id, n.label] as const] : [])));
  const sections = new Map<string, string[]>();
  const add = (section: string, line: string) => sections.set(section, [...(sections.get(section) ?? []), line]);
  for (const item of order) {
    const doc = site.docs.get(item.contentPath)?.doc;
    add(sectionLabel.get(item.categoryPath[0] ?? '') ?? 'Docs', `- ${link(item.label, item.route, site)}${doc?.description ? `: ${doc.description.replace(/\n/g, ' ')}` : ''}`);
  }
  for (const p of unlistedDocs(site, order)) add('Other pages', `- ${link(p.doc.title, p.route, site)}${p.doc.description ? `: ${p.doc.description.replace(/\n/g, ' ')}` : ''}`);
  const llms = [
    `# ${site.config.title}`,
    '',
    `> ${site.config.tagline || site.config.title}`,
    '',
    `Every page is also Markdown: add .md to its URL (for a folder URL ending in /, add index.md). All pages in one file: ${absolute(site)}llms-full.txt`,
    '',
    discoveryLine(discoverySiteOf(site)),
    '',
  ];
  for (const [section, lines] of sections) llms.push(`## ${section}`, '', ...lines, '');
  return `${llms.join('\n').trim()}\n`;
}

/**
 * The readers-that-are-programs stage: a Markdown twin beside every HTML page, `llms.txt` (the
 * site's pages as links with their descriptions, by sidebar section) and `llms-full.txt` (every
 * page's Markdown, in sidebar order), as llmstxt.org describes them.
 */
export async function twinFiles(input: TwinsInput): Promise<OutputFile[]> {
  const { site } = input;
  const files: OutputFile[] = [];
  const byRoute = new Map<string, string>();
  const entries = [...site.routes.values()];
  // Pages are read from the page cache a batch at a time: one by one, the build would wait on each read.
  for (let i = 0; i < entries.length; i += READ_CONCURRENCY) {
    const batch = entries.slice(i, i + READ_CONCURRENCY);
    const twins = await Promise.all(batch.map((entry) => twinOfEntry(entry, input)));
    batch.forEach((entry, j) => {
      const twin = twins[j];
      if (twin === undefined) return;
      byRoute.set(entry.route, twin);
      files.push({ path: twinPathOfRoute(entry.route), data: twin });
    });
  }
  files.push({ path: '404.md', data: generatedTwin({ kind: 'not-found', route: '/404' }, site) });

  const order = flattenSidebar(site.sidebar);
  const unlisted = unlistedDocs(site, order);
  files.push({ path: 'llms.txt', data: llmsTxt(site) });
  // What agents can call, beside llms.txt: the tools the pages register (WebMCP) and preview and serve answer (MCP).
  const discovery = discoveryFile(discoverySiteOf(site));
  files.push({ path: DISCOVERY_PATH, data: discovery }, { path: DISCOVERY_JSON_PATH, data: discovery });
  const full = [...order.map((o) => o.route), ...unlisted.map((p) => p.route)].flatMap((route) => {
    const twin = byRoute.get(route);
    return twin ? [`<!-- ${site.config.url.replace(/\/$/, '')}${hrefOfRoute(route, site.config.baseUrl)} -->\n${twin}`] : [];
  });
  files.push({ path: 'llms-full.txt', data: `${full.join('\n---\n\n')}` });
  return files;
}
