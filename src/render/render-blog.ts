import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hrefOfRoute } from '../content/route-of-file.js';
import type { BlogAuthor, BlogPlan, BlogPost } from '../blog/blog-types.js';
import type { CompiledPost } from '../blog/load-blog.js';
import { neighbours } from '../blog/plan-blog.js';
import { joinRoute } from '../blog/post-identity.js';
import type { Site } from '../site/site-types.js';
import { wordsOf, type ThemeWords } from './theme-words.js';
import type { BlogAuthorCard, BlogContent, BlogPostCard, BlogPostHeader } from '../shared/blog-page-types.js';
import type { PageMeta, SidebarItem } from '../shared/page-types.js';
import { resolveUrls } from './resolve-urls.js';
import type { RenderContext } from './render-route.js';

export function authorCard(author: BlogAuthor, baseUrl: string): BlogAuthorCard {
  return {
    name: author.name,
    title: author.title,
    href: author.pageRoute ? hrefOfRoute(author.pageRoute, baseUrl) : author.url,
    imageURL: author.imageURL,
    socials: Object.entries(author.socials).map(([platform, href]) => ({ platform, href })),
  };
}

export function postHeader(post: BlogPost, baseUrl: string, words: ThemeWords): BlogPostHeader {
  return {
    date: post.date,
    dateLabel: words.date(post.date),
    ...(post.readingMinutes !== undefined ? { readingTime: words.readingTime(post.readingMinutes) } : {}),
    authors: post.authors.map((a) => authorCard(a, baseUrl)),
  };
}

/** The blog sidebar: the latest `blogSidebarCount` listed posts under `blogSidebarTitle`; none when the count is 0. */
export function blogSidebar(blog: BlogPlan, baseUrl: string): SidebarItem[] | null {
  const count = blog.options.blogSidebarCount;
  if (count === 0) return null;
  const listed = blog.posts.filter((p) => !p.unlisted);
  const shown = count === 'ALL' ? listed : listed.slice(0, count);
  return [
    {
      type: 'category',
      id: 'blog-recent-posts',
      label: blog.options.blogSidebarTitle,
      collapsed: false,
      collapsible: false,
      items: shown.map((p) => ({ type: 'link', label: p.title, href: hrefOfRoute(p.route, baseUrl), route: p.route })),
    },
  ];
}

/** Post bodies rendered for a render context: list pages show the same excerpts, rendered once (and never bundled twice at once). */
const renderedBodies = new WeakMap<RenderContext, Map<string, Promise<string>>>();

/** A post's body (whole or its excerpt) as HTML: Markdown as compiled, MDX rendered with the theme's components. */
export function postBodyHtml(post: BlogPost, part: keyof CompiledPost, ctx: RenderContext): Promise<string> {
  const bodies = renderedBodies.get(ctx) ?? new Map<string, Promise<string>>();
  renderedBodies.set(ctx, bodies);
  const key = `${part}\0${post.file}`;
  let body = bodies.get(key);
  if (!body) {
    body = renderBody(post, part, ctx);
    bodies.set(key, body);
  }
  return body;
}

async function renderBody(post: BlogPost, part: keyof CompiledPost, ctx: RenderContext): Promise<string> {
  const compiled = ctx.blogPost(post.file)?.[part];
  if (!compiled) return '';
  const from = { route: post.route, contentPath: compiled.contentPath };
  if (compiled.content.kind === 'html') return resolveUrls(compiled.content.html, from, ctx.urls);
  const { Component } = await ctx.mdx(compiled.file, resolveUrls(compiled.content.code, from, ctx.urls), '');
  return renderToString(createElement(Component, { components: ctx.theme.mdxComponents }));
}

async function postCard(post: BlogPost, ctx: RenderContext): Promise<BlogPostCard> {
  const base = ctx.site.config.baseUrl;
  return {
    ...postHeader(post, base, wordsOf(ctx.site.config)),
    title: post.title,
    href: hrefOfRoute(post.route, base),
    excerptHtml: await postBodyHtml(post, 'excerpt', ctx),
    tags: post.tags.map((t) => ({ label: t.label, href: hrefOfRoute(t.route, base), description: t.description })),
    truncated: post.truncated,
  };
}

/** A list page (the blog's, a tag's, an author's): its title and the cards of its posts. */
export async function blogListPage(route: string, ctx: RenderContext, meta: PageMeta): Promise<BlogContent> {
  const blog = ctx.site.blog!;
  const base = ctx.site.config.baseUrl;
  const list = blog.lists.find((l) => l.route === route)!;
  const byFile = new Map(blog.posts.map((p) => [p.file, p]));
  const posts = await Promise.all(list.posts.map((file) => postCard(byFile.get(file)!, ctx)));
  let heading: Extract<BlogContent, { kind: 'blog-list' }>['heading'];
  const words = wordsOf(ctx.site.config);
  meta.title = blog.options.title;
  meta.description = blog.options.description;
  if (list.listing.type === 'tag') {
    const tag = blog.tags.get(list.listing.tag)!;
    meta.title = words.postsTagged(tag.posts.length, tag.label);
    meta.description = tag.description ?? meta.description;
    heading = { title: meta.title, description: tag.description, allHref: hrefOfRoute(blog.tagsRoute, base), allLabel: words.text('theme.tags.tagsPageLink', 'View all tags') };
  } else if (list.listing.type === 'author') {
    const author = blog.authors.get(list.listing.author)!;
    meta.title = `${author.name ?? author.key} - ${author.posts.length === 1 ? '1 post' : `${author.posts.length} posts`}`;
    heading = {
      title: author.name ?? '',
      author: authorCard(author, base),
      allHref: blog.authorsRoute ? hrefOfRoute(blog.authorsRoute, base) : undefined,
      allLabel: words.text('theme.blog.authorsList.viewAll', 'View all authors'),
    };
  }
  return {
    kind: 'blog-list',
    ...(heading ? { heading } : {}),
    posts,
    newerHref: list.previousRoute ? hrefOfRoute(list.previousRoute, base) : undefined,
    olderHref: list.nextRoute ? hrefOfRoute(list.nextRoute, base) : undefined,
  };
}

/** The tags page: every tag with its count of posts. */
export function blogTagsPage(ctx: RenderContext, meta: PageMeta): BlogContent {
  const base = ctx.site.config.baseUrl;
  meta.title = wordsOf(ctx.site.config).text('theme.tags.tagsPageTitle', 'Tags');
  return { kind: 'blog-tags', tags: [...ctx.site.blog!.tags.values()].map((t) => ({ label: t.label, href: hrefOfRoute(t.route, base), description: t.description, count: t.posts.length })) };
}

/** The archive: listed posts by year, newest year first, each year's posts from its first. */
export function blogArchivePage(ctx: RenderContext, meta: PageMeta): BlogContent {
  const base = ctx.site.config.baseUrl;
  const words = wordsOf(ctx.site.config);
  meta.title = words.text('theme.blog.archive.title', 'Archive');
  meta.description = words.text('theme.blog.archive.description', 'Archive');
  const years = new Map<string, { title: string; href: string; dateLabel: string }[]>();
  for (const post of ctx.site.blog!.posts.filter((p) => !p.unlisted).reverse()) {
    const year = post.date.slice(0, 4);
    const label = words.monthDay(post.date);
    years.set(year, [...(years.get(year) ?? []), { title: post.title, href: hrefOfRoute(post.route, base), dateLabel: label }]);
  }
  return { kind: 'blog-archive', years: [...years].sort(([a], [b]) => b.localeCompare(a)).map(([year, posts]) => ({ year, posts })) };
}

/** The authors page: every author of `authors.yml`, each with their count of posts. */
export function blogAuthorsPage(ctx: RenderContext, meta: PageMeta): BlogContent {
  const base = ctx.site.config.baseUrl;
  meta.title = wordsOf(ctx.site.config).text('theme.blog.authorsList.pageTitle', 'Authors');
  return { kind: 'blog-authors', authors: ctx.site.blog!.authorsList.map((a) => ({ ...authorCard(a, base), count: a.count })) };
}

/** A post's page data: title, header, tags, edit link and its newer and older neighbours. */
export function blogPostMeta(file: string, ctx: RenderContext, meta: PageMeta): BlogPost {
  const blog = ctx.site.blog!;
  const base = ctx.site.config.baseUrl;
  const post = blog.posts.find((p) => p.file === file)!;
  const compiled = ctx.blogPost(file)?.full;
  const { newer, older } = neighbours(blog, file);
  const words = wordsOf(ctx.site.config);
  Object.assign(meta, {
    kind: 'doc',
    title: post.title,
    description: post.description || ctx.site.config.tagline,
    heading: post.title,
    toc: compiled?.toc ?? [],
    hideToc: compiled?.frontmatter.hide_table_of_contents === true,
    tags: post.tags.map((t) => ({ label: t.label, href: hrefOfRoute(t.route, base), description: t.description })),
    editUrl: post.editUrl,
    blogPost: postHeader(post, base, words),
    prev: newer ? { title: newer.title, href: hrefOfRoute(newer.route, base) } : undefined,
    next: older ? { title: older.title, href: hrefOfRoute(older.route, base) } : undefined,
    prevNextLabels: { prev: words.text('theme.blog.post.paginator.newerPost', 'Newer post'), next: words.text('theme.blog.post.paginator.olderPost', 'Older post') },
  } satisfies Partial<PageMeta>);
  return post;
}

const FEED_FILES = { rss: ['rss.xml', 'application/rss+xml', 'RSS'], atom: ['atom.xml', 'application/atom+xml', 'Atom'], json: ['feed.json', 'application/json', 'JSON'] } as const;
const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel="alternate">` to each feed, in every page's head (as Docusaurus names them: "My Site RSS Feed"). */
export function blogFeedLinks(site: Site): string {
  const blog = site.blog;
  if (!blog?.posts.length) return '';
  return blog.options.feedOptions.type
    .map((type) => {
      const [file, mime, label] = FEED_FILES[type];
      const href = hrefOfRoute(joinRoute(blog.options.routeBasePath, file), site.config.baseUrl);
      return `\n<link rel="alternate" type="${mime}" href="${escapeAttribute(href)}" title="${escapeAttribute(`${site.config.title} ${label} Feed`)}">`;
    })
    .join('');
}
