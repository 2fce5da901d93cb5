import { applyTrailingSlash } from '../content/route-of-file.js';
import { routeProblem } from '../content/safe-route.js';
import { frontmatterPosition } from '../site/frontmatter-position.js';
import { kebabCase } from '../site/tag-slug.js';
import { postAuthors, readAuthorsMap } from './authors.js';
import type { BlogAuthor, BlogListing, BlogListPage, BlogOptions, BlogPlan, BlogPost, BlogTag } from './blog-types.js';
import { paginate } from './paginate.js';
import { joinRoute, parsePostFileName, postDate, postRoute } from './post-identity.js';
import { readingMinutes } from './reading-time.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the plan needs of one post: its place, frontmatter and compile's title and description. */
export interface BlogPostInput {
  /** Relative to the site root. */
  file: string;
  /** Relative to the blog folder. */
  relative: string;
  frontmatter: Obj;
  /** The post's own `# heading`, `''` when it has none. */
  title: string;
  description: string;
  /** The post's text without frontmatter, for the reading time. */
  body: string;
  truncated: boolean;
  /** The file's modification time: the date of a post that names none. */
  fileTime: Date;
  /** The post's whole text, to place a notice at the frontmatter key it is about (absent: at the file's start). */
  source?: string;
}

export interface BlogPlanInput {
  options: BlogOptions;
  posts: readonly BlogPostInput[];
  /** `authors.yml` and `tags.yml`, parsed (absent: no such file). */
  authorsData?: unknown;
  tagsData?: unknown;
  includeDrafts: boolean;
  /** The site's `trailingSlash`: every blog route and link follows it. */
  trailingSlash?: boolean;
}

/**
 * A post whose route cannot become a file (a `slug: ../..` climbing out of the output, a control
 * character): an error at its `slug`, and the post is left out, so the writer is never handed it.
 */
function unwritableRouteNotice(post: BlogPostInput, route: string, slug: string | undefined): BlogNotice | undefined {
  const problem = routeProblem(route);
  if (!problem) return undefined;
  const position = slug !== undefined && post.source !== undefined ? frontmatterPosition(post.source, 'slug') : undefined;
  return {
    file: post.file,
    severity: 'error',
    code: 'unsafe-route',
    ...position,
    message: `The URL ${JSON.stringify(route)} (from ${slug === undefined ? 'the file name' : '`slug`'}) cannot be written: ${problem}.`,
    hint: slug === undefined ? 'Rename the file to plain letters, digits and dashes.' : 'Change `slug` to a plain path inside the blog, e.g. my-post or /2024/01/my-post.',
  };
}

/** A problem the author should hear about, by file: an unknown author key, or what `onInline*`/`onUntruncatedBlogPosts` ask to report. */
export interface BlogNotice {
  file: string;
  severity: 'warning' | 'error';
  code: 'blog-author' | 'blog-inline-tags' | 'blog-inline-authors' | 'blog-untruncated' | 'unsafe-route';
  message: string;
  hint: string;
  /** Where in the file, 1-based; absent: its start. */
  line?: number;
  column?: number;
}

type Setting = 'ignore' | 'warn' | 'throw';
/** A notice at the severity an `on*` option asks for; none for `ignore`. */
const at = (setting: Setting, notice: Omit<BlogNotice, 'severity'>): BlogNotice[] => (setting === 'ignore' ? [] : [{ ...notice, severity: setting === 'throw' ? 'error' : 'warning' }]);

/** `tags.yml` as Docusaurus reads it: each key with its label (the key by default), permalink and description. */
function readTagsFile(data: unknown, tagsRoute: string): Map<string, BlogTag> {
  const tags = new Map<string, BlogTag>();
  if (!isObj(data)) return tags;
  for (const [key, value] of Object.entries(data)) {
    const v = isObj(value) ? value : {};
    const label = typeof v.label === 'string' ? v.label : key;
    const permalink = typeof v.permalink === 'string' ? v.permalink : kebabCase(key);
    tags.set(key, { key, label, description: typeof v.description === 'string' ? v.description : undefined, route: joinRoute(tagsRoute, permalink) });
  }
  return tags;
}

/** A frontmatter tag: a `tags.yml` key, else an inline tag at the kebab-case of its label. */
function tagOf(name: string, known: ReadonlyMap<string, BlogTag>, tagsRoute: string): BlogTag {
  return known.get(name) ?? { key: name, label: name, route: joinRoute(tagsRoute, kebabCase(name)) };
}

/** The blog stage: posts dated, routed and sorted newest first; list, tag and author pages paginated. */
export function planBlog(input: BlogPlanInput): { plan: BlogPlan; notices: BlogNotice[] } {
  const { options } = input;
  const base = options.routeBasePath;
  const tagsRoute = joinRoute(base, options.tagsBasePath);
  const authorsRoute = joinRoute(base, options.authorsBasePath);
  const authorsMap = readAuthorsMap(input.authorsData, authorsRoute);
  const knownTags = readTagsFile(input.tagsData, tagsRoute);
  const notices: BlogNotice[] = [];

  const posts: BlogPost[] = input.posts
    .filter((p) => input.includeDrafts || p.frontmatter.draft !== true)
    .flatMap((p): BlogPost[] => {
      const name = parsePostFileName(p.relative);
      const slug = typeof p.frontmatter.slug === 'string' ? p.frontmatter.slug : undefined;
      const route = postRoute(base, slug, name);
      const unwritable = unwritableRouteNotice(p, route, slug);
      if (unwritable) return (notices.push(unwritable), []);
      const { authors, unknownKeys } = postAuthors(p.frontmatter, authorsMap, authorsRoute);
      // As Docusaurus, a key that names no author stops the build.
      for (const key of unknownKeys)
        notices.push({
          file: p.file,
          severity: 'error',
          code: 'blog-author',
          message: `Blog author "${key}" is not in ${options.authorsMapPath}.`,
          hint: `Add the author to ${options.authorsMapPath}, or write it out in the frontmatter (authors: { name: ..., url: ... }).`,
        });
      const tagNames = Array.isArray(p.frontmatter.tags) ? p.frontmatter.tags.filter((t): t is string => typeof t === 'string') : [];
      notices.push(
        ...postNotices(p, { inlineTags: knownTags.size ? tagNames.filter((t) => !knownTags.has(t)) : [], inlineAuthors: input.authorsData !== undefined && authors.some((a) => !a.key) }, options),
      );
      const title = typeof p.frontmatter.title === 'string' ? p.frontmatter.title : p.title || name.text;
      return [
        {
          file: p.file,
          route,
          title,
          description: p.description,
          date: postDate(p.frontmatter.date, name.date, p.fileTime).toISOString(),
          authors,
          tags: [...new Set(tagNames)].map((t) => tagOf(t, knownTags, tagsRoute)),
          readingMinutes: options.showReadingTime ? readingMinutes(p.body) : undefined,
          truncated: p.truncated,
          unlisted: p.frontmatter.unlisted === true,
          editUrl: options.editUrl ? `${options.editUrl.replace(/\/$/, '')}/${p.file}` : undefined,
        },
      ];
    });
  // Newest first; a stable sort keeps the folder's order for posts of one date.
  posts.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const listed = posts.filter((p) => !p.unlisted);

  const tags = new Map<string, BlogTag & { posts: string[] }>();
  for (const post of listed)
    for (const tag of post.tags) {
      const entry = tags.get(tag.route) ?? { ...tag, posts: [] };
      entry.posts.push(post.file);
      tags.set(tag.route, entry);
    }
  const authors = new Map<string, BlogAuthor & { posts: string[] }>();
  // In `authors.yml`'s order, as Docusaurus lists them; only authors with a page and a post.
  for (const [key, author] of authorsMap) {
    if (!author.pageRoute) continue;
    const theirs = listed.filter((p) => p.authors.some((a) => a.key === key)).map((p) => p.file);
    if (theirs.length) authors.set(key, { ...author, posts: theirs });
  }

  const lists: BlogListPage[] = [];
  const addLists = (files: string[], route: string, listing: BlogListing) =>
    lists.push(
      ...paginate(files, options.postsPerPage, route).map((p) => ({
        route: p.route,
        listing,
        page: p.page,
        totalPages: p.totalPages,
        posts: p.items,
        previousRoute: p.previousRoute,
        nextRoute: p.nextRoute,
      })),
    );
  addLists(
    listed.map((p) => p.file),
    base,
    { type: 'all' },
  );
  for (const tag of tags.values()) addLists(tag.posts, tag.route, { type: 'tag', tag: tag.route });
  for (const [key, author] of authors) addLists(author.posts, author.pageRoute!, { type: 'author', author: key });

  const sortedTags = new Map([...tags].sort(([, a], [, b]) => a.label.localeCompare(b.label)));
  const plan: BlogPlan = {
    options,
    posts,
    lists,
    tags: sortedTags,
    authors,
    tagsRoute,
    archiveRoute: options.archiveBasePath === null ? undefined : joinRoute(base, options.archiveBasePath),
    // Docusaurus lists every author of `authors.yml` there (with their count of listed posts), pages or not.
    authorsList: [...authorsMap.values()].map((author) => ({ ...author, count: listed.filter((p) => p.authors.some((a) => a.key === author.key)).length })),
    authorsRoute: authorsMap.size ? authorsRoute : undefined,
  };
  return { plan: withTrailingSlash(plan, input.trailingSlash), notices };
}

/** The plan with every route as the site's `trailingSlash` writes it (tags keyed by their new routes). */
function withTrailingSlash(plan: BlogPlan, trailingSlash: boolean | undefined): BlogPlan {
  if (trailingSlash === undefined) return plan;
  const at = (route: string) => applyTrailingSlash(route, trailingSlash);
  const author = <A extends BlogAuthor>(a: A): A => (a.pageRoute ? { ...a, pageRoute: at(a.pageRoute) } : a);
  const tag = <T extends BlogTag>(t: T): T => ({ ...t, route: at(t.route) });
  return {
    ...plan,
    posts: plan.posts.map((p) => ({ ...p, route: at(p.route), tags: p.tags.map(tag), authors: p.authors.map(author) })),
    lists: plan.lists.map((l) => ({
      ...l,
      route: at(l.route),
      previousRoute: l.previousRoute && at(l.previousRoute),
      nextRoute: l.nextRoute && at(l.nextRoute),
      listing: l.listing.type === 'tag' ? { type: 'tag', tag: at(l.listing.tag) } : l.listing,
    })),
    tags: new Map([...plan.tags].map(([route, t]) => [at(route), tag(t)])),
    authors: new Map([...plan.authors].map(([key, a]) => [key, author(a)])),
    authorsList: plan.authorsList.map(author),
    tagsRoute: at(plan.tagsRoute),
    archiveRoute: plan.archiveRoute && at(plan.archiveRoute),
    authorsRoute: plan.authorsRoute && at(plan.authorsRoute),
  };
}

/** What `onInlineTags`, `onInlineAuthors` and `onUntruncatedBlogPosts` ask to report about one post. */
function postNotices(post: BlogPostInput, found: { inlineTags: string[]; inlineAuthors: boolean }, options: BlogOptions): BlogNotice[] {
  return [
    ...(found.inlineTags.length
      ? at(options.onInlineTags, {
          file: post.file,
          code: 'blog-inline-tags',
          message: `Tags not in ${options.tags}: ${found.inlineTags.join(', ')}.`,
          hint: `Add them to ${options.tags}, or use its keys.`,
        })
      : []),
    ...(found.inlineAuthors
      ? at(options.onInlineAuthors, {
          file: post.file,
          code: 'blog-inline-authors',
          message: `Authors written in the frontmatter instead of ${options.authorsMapPath}.`,
          hint: `Add them to ${options.authorsMapPath} and name them by key.`,
        })
      : []),
    ...(post.truncated
      ? []
      : at(options.onUntruncatedBlogPosts, {
          file: post.file,
          code: 'blog-untruncated',
          message: 'This post has no truncate marker: list pages show it whole.',
          hint: 'Add {/* truncate */} (MDX) or <!-- truncate --> after its first paragraphs.',
        })),
  ];
}

/** The posts a post page links as newer and older (listed posts only). */
export function neighbours(plan: BlogPlan, file: string): { newer?: BlogPost; older?: BlogPost } {
  const listed = plan.posts.filter((p) => !p.unlisted);
  const i = listed.findIndex((p) => p.file === file);
  if (i < 0) return {};
  return { newer: listed[i - 1], older: listed[i + 1] };
}
