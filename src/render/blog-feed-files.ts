import { hrefOfRoute } from '../content/route-of-file.js';
import type { BlogPost } from '../blog/blog-types.js';
import { atomFeed, jsonFeed, rssFeed, type FeedInput } from '../blog/feeds.js';
import { joinRoute } from '../blog/post-identity.js';
import { feedStylesheetFiles } from '../blog/feed-stylesheets.js';
import type { OutputFile } from '../output/output-file.js';
import type { Site } from '../site/site-types.js';

/** Site-absolute `href`/`src` made absolute URLs: a feed is read away from the site. */
function absoluteUrls(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/**
 * The blog's feeds (`rss.xml`, `atom.xml`, `feed.json` under the blog's route, as `feedOptions.type`
 * asks), listed posts only, newest first, at most `feedOptions.limit`. `bodyHtml` renders a post whole.
 */
export async function blogFeedFiles(site: Site, bodyHtml: (post: BlogPost) => Promise<string>): Promise<OutputFile[]> {
  const blog = site.blog;
  if (!blog || !blog.posts.length || !blog.options.feedOptions.type.length) return [];
  const { config } = site;
  const { feedOptions } = blog.options;
  const origin = config.url.replace(/\/$/, '');
  const url = (route: string) => origin + hrefOfRoute(route, config.baseUrl);
  const blogRoute = joinRoute(blog.options.routeBasePath);
  const listed = blog.posts.filter((p) => !p.unlisted);
  const shown = feedOptions.limit === false ? listed : listed.slice(0, feedOptions.limit);
  const input: FeedInput = {
    title: feedOptions.title ?? `${config.title} Blog`,
    description: feedOptions.description ?? `${config.title} Blog`,
    blogUrl: url(blogRoute),
    language: feedOptions.language ?? config.i18n.currentLocale ?? config.i18n.defaultLocale,
    copyright: feedOptions.copyright,
    ...(feedOptions.xslt ? { stylesheets: { rss: 'rss.xsl', atom: 'atom.xsl' } } : {}),
    favicon: config.favicon ? (/^[a-z]+:/i.test(config.favicon) ? config.favicon : url(config.favicon)) : undefined,
    posts: await Promise.all(
      shown.map(async (post) => ({
        title: post.title,
        url: url(post.route),
        date: post.date,
        description: post.description,
        contentHtml: absoluteUrls(await bodyHtml(post), origin),
        tags: post.tags.map((t) => t.label),
        authors: post.authors.map((a) => ({ name: a.name, url: a.url, email: a.email })),
      })),
    ),
  };
  const folder = blogRoute.slice(1);
  const at = (name: string) => (folder ? `${folder}/${name}` : name);
  const files: OutputFile[] = [];
  if (feedOptions.type.includes('rss')) files.push({ path: at('rss.xml'), data: rssFeed(input) });
  if (feedOptions.type.includes('atom')) files.push({ path: at('atom.xml'), data: atomFeed(input) });
  if (feedOptions.type.includes('json')) files.push({ path: at('feed.json'), data: jsonFeed(input, url(joinRoute(blogRoute, 'feed.json'))) });
  if (feedOptions.xslt) files.push(...feedStylesheetFiles(feedOptions.type).map((f) => ({ path: at(f.name), data: f.data })));
  return files;
}
