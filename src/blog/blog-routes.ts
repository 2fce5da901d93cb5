import { applyTrailingSlash } from '../content/route-of-file.js';
import type { RouteEntry } from '../site/site-types.js';
import type { BlogPlan } from './blog-types.js';

/** Who a blog route belongs to, for the duplicate-route report: a post's file, or a page the blog generates. */
type BlogClaimant = { file: string; via: 'file' | 'slug' } | { generated: string };

/**
 * Every route the blog writes, posts first: lists, tag pages, the archive and the authors' pages. A blog
 * without posts writes its (empty) index only, as Docusaurus does for a project that keeps the preset's blog on.
 */
export function blogRoutes(blog: BlogPlan, trailingSlash: boolean | undefined): { entry: RouteEntry; claimant: BlogClaimant }[] {
  const at = (route: string) => applyTrailingSlash(route, trailingSlash);
  if (!blog.posts.length) {
    const index = blog.lists.find((l) => l.listing.type === 'all' && l.page === 1);
    return index ? [{ entry: { kind: 'blog-list', route: at(index.route) }, claimant: { generated: `blog list page ${index.route}` } }] : [];
  }
  const routes: { entry: RouteEntry; claimant: BlogClaimant }[] = blog.posts.map((post) => ({
    entry: { kind: 'blog-post', route: at(post.route), file: post.file },
    claimant: { file: post.file, via: 'file' },
  }));
  for (const list of blog.lists) routes.push({ entry: { kind: 'blog-list', route: at(list.route) }, claimant: { generated: `blog list page ${list.route}` } });
  if (blog.tags.size) routes.push({ entry: { kind: 'blog-tags', route: at(blog.tagsRoute) }, claimant: { generated: 'blog tags page' } });
  if (blog.archiveRoute) routes.push({ entry: { kind: 'blog-archive', route: at(blog.archiveRoute) }, claimant: { generated: 'blog archive' } });
  if (blog.authorsRoute) routes.push({ entry: { kind: 'blog-authors', route: at(blog.authorsRoute) }, claimant: { generated: 'blog authors page' } });
  return routes;
}
