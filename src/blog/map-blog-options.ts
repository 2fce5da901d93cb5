import type { SiteConfigInput } from '../config/schema.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const count = (v: unknown): number | 'ALL' | undefined => (v === 'ALL' ? 'ALL' : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);

/** The options docsgen reads the blog with; the others are named in the "ignored options" warning. */
const READ = new Set([
  'path',
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'postsPerPage',
  'blogSidebarCount',
  'blogSidebarTitle',
  'showReadingTime',
  'authorsMapPath',
  'tags',
  'archiveBasePath',
  'tagsBasePath',
  'authorsBasePath',
  'feedOptions',
  'editUrl',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
]);

/** Feed types as Docusaurus's `feedOptions.type` takes them: `'all'`, one name, a list, or `null` for none. */
function feedTypes(type: unknown): ('rss' | 'atom' | 'json')[] {
  if (type === undefined) return ['rss', 'atom'];
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is 'rss' | 'atom' | 'json' => t === 'rss' || t === 'atom' || t === 'json');
}

/** The classic preset's `blog` options as docsgen's `blog` block. */
export function mapBlogOptions(blog: Obj, ignored: string[]): NonNullable<SiteConfigInput['blog']> {
  for (const key of Object.keys(blog)) if (!READ.has(key)) ignored.push(`presets.classic.blog.${key}`);
  const feed = isObj(blog.feedOptions) ? blog.feedOptions : {};
  for (const key of Object.keys(feed)) if (!['type', 'title', 'description', 'copyright', 'language', 'limit', 'xslt'].includes(key)) ignored.push(`presets.classic.blog.feedOptions.${key}`);
  if (blog.editUrl !== undefined && typeof blog.editUrl !== 'string') ignored.push('presets.classic.blog.editUrl (a function)');
  const postsPerPage = count(blog.postsPerPage);
  const sidebarCount = count(blog.blogSidebarCount);
  const limit = feed.limit === false || feed.limit === null ? false : typeof feed.limit === 'number' && feed.limit > 0 ? feed.limit : undefined;
  return {
    ...(str(blog.path) ? { path: str(blog.path) } : {}),
    ...(str(blog.routeBasePath) !== undefined ? { routeBasePath: str(blog.routeBasePath) } : {}),
    ...(str(blog.blogTitle) !== undefined ? { title: str(blog.blogTitle) } : {}),
    ...(str(blog.blogDescription) !== undefined ? { description: str(blog.blogDescription) } : {}),
    ...(postsPerPage !== undefined && postsPerPage !== 0 ? { postsPerPage } : {}),
    ...(sidebarCount !== undefined ? { blogSidebarCount: sidebarCount } : {}),
    ...(str(blog.blogSidebarTitle) !== undefined ? { blogSidebarTitle: str(blog.blogSidebarTitle) } : {}),
    ...(typeof blog.showReadingTime === 'boolean' ? { showReadingTime: blog.showReadingTime } : {}),
    ...(str(blog.authorsMapPath) ? { authorsMapPath: str(blog.authorsMapPath) } : {}),
    ...(str(blog.tags) || blog.tags === false || blog.tags === null ? { tags: str(blog.tags) ?? false } : {}),
    ...(str(blog.archiveBasePath) !== undefined || blog.archiveBasePath === null ? { archiveBasePath: str(blog.archiveBasePath) ?? null } : {}),
    ...(str(blog.tagsBasePath) ? { tagsBasePath: str(blog.tagsBasePath) } : {}),
    ...(str(blog.authorsBasePath) ? { authorsBasePath: str(blog.authorsBasePath) } : {}),
    feedOptions: {
      type: feedTypes(feed.type),
      ...(str(feed.title) ? { title: str(feed.title) } : {}),
      ...(str(feed.description) ? { description: str(feed.description) } : {}),
      ...(str(feed.copyright) ? { copyright: str(feed.copyright) } : {}),
      ...(str(feed.language) ? { language: str(feed.language) } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(feed.xslt === true ? { xslt: true } : {}),
    },
    ...(str(blog.editUrl) ? { editUrl: str(blog.editUrl) } : {}),
    ...Object.fromEntries(
      ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'].flatMap((key) => (blog[key] === 'ignore' || blog[key] === 'warn' || blog[key] === 'throw' ? [[key, blog[key]]] : [])),
    ),
  };
}
