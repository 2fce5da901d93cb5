/** Blog data the theme receives (engine and browser alike). Plain data only. */
import type { TagLink } from './page-types.js';

export interface BlogAuthorCard {
  name?: string;
  title?: string;
  /** The author's page on this blog, else their own URL. */
  href?: string;
  imageURL?: string;
  socials: { platform: string; href: string }[];
}

/** The line under a post's title: date, reading time, authors. */
export interface BlogPostHeader {
  /** ISO 8601. */
  date: string;
  /** `August 26, 2021`. */
  dateLabel: string;
  readingTime?: string;
  authors: BlogAuthorCard[];
}

/** A post as list pages show it: its header, the part above its truncate marker, its tags. */
export interface BlogPostCard extends BlogPostHeader {
  title: string;
  href: string;
  excerptHtml: string;
  tags: TagLink[];
  /** The post goes on past the excerpt: a "Read more" link follows it. */
  truncated: boolean;
}

export interface BlogListContent {
  kind: 'blog-list';
  /** What the list shows above the posts: the blog's title, a tag's, or an author's card. */
  heading?: { title: string; description?: string; author?: BlogAuthorCard; allHref?: string; allLabel?: string };
  posts: BlogPostCard[];
  newerHref?: string;
  olderHref?: string;
}

export type BlogContent =
  | BlogListContent
  | { kind: 'blog-tags'; tags: (TagLink & { count: number })[] }
  | { kind: 'blog-archive'; years: { year: string; posts: { title: string; href: string; dateLabel: string }[] }[] }
  | { kind: 'blog-authors'; authors: (BlogAuthorCard & { count: number })[] };
