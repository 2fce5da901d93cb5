import type { SiteConfig } from '../config/schema.js';

/** The blog as planned: plain data, from the posts' compiles, `authors.yml`, `tags.yml` and the options. */

/** The blog's options, validated with defaults applied (`blog` in the site config). */
export type BlogOptions = NonNullable<SiteConfig['blog']>;

export interface BlogAuthor {
  /** Its key in `authors.yml`; absent for an author written out in the frontmatter. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Social links as full URLs, by platform (`x`, `github`, `linkedin`...). */
  socials: Record<string, string>;
  /** The author's page, when `authors.yml` asks for one (`page: true` or `page: { permalink }`). */
  pageRoute?: string;
}

export interface BlogTag {
  /** The name the posts use (a `tags.yml` key or a free label). */
  key: string;
  label: string;
  description?: string;
  route: string;
}

/** One post, as every page that lists it needs it. */
export interface BlogPost {
  /** Relative to the site root. */
  file: string;
  route: string;
  title: string;
  description: string;
  /** ISO 8601. */
  date: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingMinutes?: number;
  /** The post has more than its list excerpt (a truncate marker). */
  truncated: boolean;
  /** Shown at its URL, left out of lists, feeds and the sidebar. */
  unlisted: boolean;
  editUrl?: string;
}

export type BlogListing = { type: 'all' } | { type: 'tag'; tag: string } | { type: 'author'; author: string };

export interface BlogListPage {
  route: string;
  listing: BlogListing;
  page: number;
  totalPages: number;
  /** Files of the posts shown, newest first. */
  posts: string[];
  previousRoute?: string;
  nextRoute?: string;
}

export interface BlogPlan {
  options: BlogOptions;
  /** Listed and unlisted posts, newest first. */
  posts: BlogPost[];
  lists: BlogListPage[];
  /** Tags by key, in label order. */
  tags: Map<string, BlogTag & { posts: string[] }>;
  /** Authors with a page, by key, with their posts. */
  authors: Map<string, BlogAuthor & { posts: string[] }>;
  tagsRoute: string;
  archiveRoute?: string;
  /** Every author of `authors.yml`, in its order, with their count of listed posts: the authors page. */
  authorsList: (BlogAuthor & { count: number })[];
  authorsRoute?: string;
}
