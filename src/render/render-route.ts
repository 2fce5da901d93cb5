import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { applyTrailingSlash, hrefOfRoute, withoutBaseUrl } from '../content/route-of-file.js';
import { redirectPage } from './redirect-page.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { AppProps, HydrationData, PageContent } from '../shared/app-props.js';
import type { PageMeta, SidebarItem, SiteData } from '../shared/page-types.js';
import type { RouteEntry, Site } from '../site/site-types.js';
import type { ServerTheme } from '../bundle/bundle-server-theme.js';
import { htmlDocument, jsonForScript } from './html-document.js';
import { blankPageMeta } from '../shared/blank-page-meta.js';
import { findCategory, sidebarForPage } from './page-sidebar.js';
import { resolveUrls, type UrlContext } from './resolve-urls.js';
import { twinPathOfRoute } from '../content/route-of-file.js';
import { tagKeyOf, tagSlugOf, tagsRouteOf } from '../site/tag-slug.js';
import { docsVersionOf } from '../site/version-menu.js';
import { categoryCards } from './category-cards.js';
import { wordsOf } from './theme-words.js';
import type { CompiledPost } from '../blog/load-blog.js';
import { publishGlobalData } from '../shared/global-data.js';
import { blogFeedLinks, blogArchivePage, blogAuthorsPage, blogListPage, blogPostMeta, blogSidebar, blogTagsPage } from './render-blog.js';

type MdxComponent = Extract<PageContent, { kind: 'component' }>['Component'];

export interface RenderContext {
  site: Site;
  siteData: SiteData;
  theme: ServerTheme;
  assets: { js: string; css: string };
  buildId: string;
  urls: UrlContext;
  /** Reads a page's compiled body from the cache. */
  loadDoc: (contentPath: string) => Promise<CompiledDoc>;
  /** Turns resolved MDX code (or a module re-exporting a React page) of a file (relative to the root) into a server component and a browser module. */
  /** A page's MDX as a server component and a browser module; `wrapWith` renders it inside that component (a swizzled `DocItem/Content`). */
  mdx: (file: string, code: string, pageExports: string, options?: { wrapWith?: string }) => Promise<{ Component: MdxComponent; module: string }>;
  /** The project's swizzled page-shell components, given to the theme before the first page renders: their browser module's URL (absent: none). */
  shell?: () => Promise<string | undefined>;
  /** The site's global data as a browser module, written once: its URL (absent: the site has none). */
  globalData?: () => string | undefined;
  /** A standalone page's compiled body, by its file; undefined for a React page (it is bundled as it is). */
  standalonePage: (file: string) => CompiledDoc | undefined;
  /** A blog post's compiles (whole and excerpt), by its file. */
  blogPost: (file: string) => CompiledPost | undefined;
  /** Extra `<head>` tags for every page (analytics in production). */
  head: string;
  /** The page's social card: given what it shows, its path under the base URL (absent: no cards). */
  card?: (spec: { site: string; section: string; title: string }) => string;
}

export interface RenderedRoute {
  html: string;
  /** The page module the client loads on navigation. */
  module: string;
}

function titleOf(pageTitle: string, siteTitle: string, delimiter: string): string {
  return pageTitle === siteTitle ? siteTitle : `${pageTitle} ${delimiter} ${siteTitle}`;
}

/**
 * Renders, taking the title and description a React page gave `<Layout>` (Docusaurus's `@theme/Layout`
 * records them while it renders; rendering is synchronous, so nothing else renders in between).
 */
function renderWithLayoutHead(render: () => string, meta: PageMeta): string {
  const holder = globalThis as { __docsgenLayoutHead?: { title?: string; description?: string } };
  holder.__docsgenLayoutHead = {};
  try {
    const html = render();
    const head = holder.__docsgenLayoutHead;
    if (meta.kind === 'page' && head.title) meta.title = head.title;
    if (meta.kind === 'page' && head.description) meta.description = head.description;
    return html;
  } finally {
    delete holder.__docsgenLayoutHead;
  }
}

/** Docusaurus's rule: the page's own `# heading` is its H1; without one, the title is, unless `hide_title`. */
function headingOf(doc: CompiledDoc): { heading?: string } {
  if (doc.contentTitle) return doc.contentTitle.inPlace ? {} : { heading: doc.contentTitle.text };
  return doc.frontmatter.hide_title ? {} : { heading: doc.title };
}

/** The render stage for one route: React `renderToString` through the theme, wrapped in a complete HTML document. */
export async function renderRoute(entry: RouteEntry | { kind: 'not-found'; route: string }, ctx: RenderContext): Promise<RenderedRoute> {
  const { site, siteData } = ctx;
  const base = site.config.baseUrl;
  // The project's components read its plugins' data while they render (and while they are tried out, below).
  publishGlobalData(site.config.globalData);
  // An old URL: a page that sends the reader on; client navigation to it falls back to loading it.
  if (entry.kind === 'redirect') return { html: redirectPage(/^[a-z][a-z\d+.-]*:/i.test(entry.to) ? entry.to : hrefOfRoute(withoutBaseUrl(entry.to, base), base)), module: 'export {};\n' };
  const meta = blankPageMeta({
    route: entry.route,
    href: hrefOfRoute(entry.route, base),
    kind: entry.kind === 'alias' ? 'doc' : entry.kind.startsWith('blog-') ? 'blog' : (entry.kind as Exclude<PageMeta['kind'], 'blog'>),
    title: '',
    description: site.config.tagline,
  });
  let sidebar: SidebarItem[] | null = null;
  let content: PageContent;
  let module: string;
  const pageExports = () => `export const meta = ${jsonForScript(meta)};\nexport const sidebar = ${jsonForScript(sidebar)};\n`;
  /** Generated pages carry their content as data; `default` stays for the module contract. */
  const generatedModule = (c: PageContent) => `${pageExports()}export const content = ${jsonForScript(c)};\nexport default { html: '' };\n`;

  if (entry.kind === 'doc' || entry.kind === 'alias') {
    const placement = site.docs.get(entry.contentPath)!;
    const doc = await ctx.loadDoc(entry.contentPath);
    const fm = doc.frontmatter;
    Object.assign(meta, {
      title: doc.title,
      description: doc.description || site.config.tagline,
      toc: doc.toc,
      hideToc: fm.hide_table_of_contents === true,
      breadcrumbs: placement.breadcrumbs,
      prev: placement.prev,
      next: placement.next,
      tags: (fm.tags ?? []).map((name) => {
        const tag = site.tags.get(tagKeyOf(placement.version, tagSlugOf(name, site.config.docs.tagSlugs)));
        return { label: tag?.label ?? name, href: hrefOfRoute(tag?.route ?? `/tags/${name}`, base), description: tag?.description };
      }),
      // `custom_edit_url` overrides the site's edit link for this page; `null` removes it.
      editUrl: fm.custom_edit_url === null ? undefined : (fm.custom_edit_url ?? (site.config.editUrl ? `${site.config.editUrl.replace(/\/$/, '')}/${doc.file}` : undefined)),
      ...headingOf(doc),
      markdownHref: hrefOfRoute(`/${twinPathOfRoute(entry.kind === 'alias' ? entry.canonical : entry.route)}`, base),
      hasSidebar: entry.hasSidebar,
      section: placement.section,
      hasMermaid: doc.hasMermaid,
      canonicalHref: entry.kind === 'alias' ? hrefOfRoute(entry.canonical, base) : undefined,
      docsVersion: docsVersionOf(site.versionIndex, { version: placement.version, contentPath: entry.contentPath }, base),
      ...(placement.lastUpdate ? { lastUpdate: placement.lastUpdate } : {}),
    } satisfies Partial<PageMeta>);
    // A Docusaurus project can have several sidebars: the page shows its own.
    const nodes = (placement.sidebarId && site.sidebars.get(placement.sidebarId)) || site.sidebar;
    sidebar = entry.hasSidebar ? sidebarForPage(nodes, new Set(placement.categoryPath), base) : null;
    if (doc.content.kind === 'html') {
      const html = resolveUrls(doc.content.html, { route: entry.route, contentPath: entry.contentPath }, ctx.urls);
      content = { kind: 'html', html };
      module = `${pageExports()}export default ${jsonForScript({ html })};\n`;
    } else {
      const wrapWith = site.config.docs.contentWrapper;
      const compiled = await ctx.mdx(doc.file, resolveUrls(doc.content.code, { route: entry.route, contentPath: entry.contentPath }, ctx.urls), pageExports(), wrapWith ? { wrapWith } : {});
      content = { kind: 'component', Component: compiled.Component };
      module = compiled.module;
    }
  } else if (entry.kind === 'page') {
    const doc = ctx.standalonePage(entry.file);
    if (doc) {
      // Shown as a doc page without a sidebar: heading, body, table of contents.
      Object.assign(meta, {
        kind: 'doc',
        title: doc.title,
        description: doc.description || site.config.tagline,
        toc: doc.toc,
        hideToc: doc.frontmatter.hide_table_of_contents === true,
        ...headingOf(doc),
      });
      // Its links are the markers every compiled page has (`/docs/intro` under the base URL, in this locale).
      const from = { route: entry.route, contentPath: doc.contentPath };
      if (doc.content.kind === 'html') {
        const html = resolveUrls(doc.content.html, from, ctx.urls);
        content = { kind: 'html', html };
        module = `${pageExports()}export default ${jsonForScript({ html })};\n`;
      } else {
        const compiled = await ctx.mdx(doc.file, resolveUrls(doc.content.code, from, ctx.urls), pageExports());
        content = { kind: 'component', Component: compiled.Component };
        module = compiled.module;
      }
    } else {
      // A React page: its module re-exports the component; `<Layout title>` names the page while it renders.
      Object.assign(meta, { kind: 'page', title: site.config.title });
      // The entry is named apart from the page's file, or the bundler would see the page import itself.
      const compiled = await ctx.mdx(`${entry.file}.entry.js`, `export { default } from ${JSON.stringify(`./${path.posix.basename(entry.file)}`)};`, pageExports());
      content = { kind: 'component', Component: compiled.Component };
      module = compiled.module;
    }
  } else if (entry.kind === 'tags') {
    meta.title = wordsOf(site.config).text('theme.tags.tagsPageTitle', 'Tags');
    content = {
      kind: 'tags',
      tags: [...site.tags.values()].filter((t) => t.version === entry.version).map((t) => ({ label: t.label, href: hrefOfRoute(t.route, base), description: t.description, count: t.docs.length })),
    };
    module = generatedModule(content);
  } else if (entry.kind === 'tag') {
    const tag = site.tags.get(entry.tag)!;
    meta.title = wordsOf(site.config).docsTagged(tag.docs.length, tag.label);
    meta.description = tag.description ?? meta.description;
    const version = site.versions.find((v) => v.name === tag.version) ?? site.versions[0]!;
    content = {
      kind: 'tag',
      tag: { label: tag.label, href: hrefOfRoute(tag.route, base), description: tag.description },
      allTagsHref: hrefOfRoute(applyTrailingSlash(tagsRouteOf(version.routeBasePath), site.config.trailingSlash), base),
      allTagsLabel: wordsOf(site.config).text('theme.tags.tagsPageLink', 'View all tags'),
      // In title order, as Docusaurus lists a tag's docs.
      pages: tag.docs
        .map((contentPath) => {
          const p = site.docs.get(contentPath)!;
          return { title: p.doc.title, href: hrefOfRoute(p.route, base), description: p.doc.description };
        })
        .sort((a, b) => a.title.localeCompare(b.title)),
    };
    module = generatedModule(content);
  } else if (entry.kind === 'category') {
    const category = findCategory(site.sidebar, entry.categoryId)!;
    const parts = entry.categoryId.split('/');
    const openPath = new Set(parts.map((_, i) => parts.slice(0, i + 1).join('/')));
    meta.title = category.generatedIndex?.title ?? category.label;
    meta.description = category.generatedIndex?.description ?? meta.description;
    meta.docsVersion = docsVersionOf(site.versionIndex, { version: entry.version, categoryLabel: category.label }, base);
    meta.hasSidebar = true;
    meta.section = parts[0] ?? '';
    // The category's own sidebar (its id starts with the sidebar's key), not every sidebar of the site.
    sidebar = sidebarForPage(site.sidebars.get(parts[0] ?? '') ?? site.sidebar, openPath, base);
    content = {
      kind: 'category',
      ...(category.generatedIndex?.description ? { description: category.generatedIndex.description } : {}),
      items: categoryCards(category, site, base, site.config.docs.cards),
    };
    module = generatedModule(content);
  } else if (entry.kind === 'blog-post') {
    const post = blogPostMeta(entry.file, ctx, meta);
    sidebar = blogSidebar(site.blog!, base);
    meta.hasSidebar = sidebar !== null;
    const doc = ctx.blogPost(entry.file)!.full;
    const from = { route: post.route, contentPath: doc.contentPath };
    if (doc.content.kind === 'html') {
      const html = resolveUrls(doc.content.html, from, ctx.urls);
      content = { kind: 'html', html };
      module = `${pageExports()}export default ${jsonForScript({ html })};\n`;
    } else {
      const compiled = await ctx.mdx(doc.file, resolveUrls(doc.content.code, from, ctx.urls), pageExports());
      content = { kind: 'component', Component: compiled.Component };
      module = compiled.module;
    }
  } else if (entry.kind === 'blog-list' || entry.kind === 'blog-tags' || entry.kind === 'blog-archive' || entry.kind === 'blog-authors') {
    content =
      entry.kind === 'blog-list'
        ? await blogListPage(entry.route, ctx, meta)
        : entry.kind === 'blog-tags'
          ? blogTagsPage(ctx, meta)
          : entry.kind === 'blog-archive'
            ? blogArchivePage(ctx, meta)
            : blogAuthorsPage(ctx, meta);
    // The archive shows no sidebar in Docusaurus; the other blog pages show the latest posts.
    sidebar = entry.kind === 'blog-archive' ? null : blogSidebar(site.blog!, base);
    meta.hasSidebar = sidebar !== null;
    module = generatedModule(content);
  } else if (entry.kind === 'search') {
    meta.title = 'Search';
    content = { kind: 'search' };
    module = generatedModule(content);
  } else {
    meta.title = 'Page not found';
    content = { kind: 'not-found' };
    module = generatedModule(content);
  }

  const props: AppProps = { site: siteData, page: meta, sidebar, content };
  // The project's own page-shell components are the theme's before it renders.
  const shell = await ctx.shell?.();
  const appHtml = renderWithLayoutHead(() => renderToString(createElement(ctx.theme.App, props)), meta);
  const hydrationContent: HydrationData['content'] = content.kind === 'html' ? { kind: 'html' } : content.kind === 'component' ? { kind: 'component', module: '' } : content;
  const globalData = ctx.globalData?.();
  const data: HydrationData = { site: siteData, page: meta, sidebar, content: hydrationContent, buildId: ctx.buildId, ...(shell ? { shell } : {}), ...(globalData ? { globalData } : {}) };
  const origin = site.config.url.replace(/\/$/, '');
  // A page of an older or unreleased version names the same page of the latest version as canonical, so search engines send readers there.
  const canonical = origin + (meta.canonicalHref ?? meta.docsVersion?.canonicalHref ?? meta.href);
  const version = meta.docsVersion ? site.versions.find((v) => v.name === meta.docsVersion!.name) : undefined;
  const sectionLabel = site.sidebar.find((n) => n.type === 'category' && n.id === meta.section)?.label ?? '';
  const card = ctx.card?.({ site: site.config.title, section: sectionLabel, title: meta.title || site.config.title });
  const twinRoute = entry.kind === 'not-found' ? '/404' : entry.route;
  const html = htmlDocument({
    image: card ? `${origin}${base}${card}` : undefined,
    markdownHref: entry.kind === 'page' ? undefined : hrefOfRoute(`/${twinPathOfRoute(twinRoute)}`, base),
    data,
    appHtml,
    title: titleOf(meta.title, site.config.title, site.config.titleDelimiter),
    description: meta.description,
    canonical,
    assets: ctx.assets,
    head: ctx.head + blogFeedLinks(site),
    noindex: entry.kind === 'not-found' || entry.kind === 'search' || version?.noIndex === true,
    searchVersion: meta.docsVersion?.name ?? siteData.versions.find((v) => v.isLast)?.name,
  });
  return { html, module };
}
