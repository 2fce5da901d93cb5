/**
 * A blog post's date and URL as Docusaurus's blog plugin derives them from its file: a date in the
 * file or folder name (`2021-08-26-welcome/index.md`, `2019-05-28-first-blog-post.md`) dates the post
 * and makes its slug `/2021/08/26/welcome`; frontmatter `date` and `slug` win over the name.
 */

/** `folder/` before the date, the date, then the name after it (with `/index` and the extension dropped). */
const DATED_NAME = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface ParsedPostName {
  /** The date the name gives, at midnight UTC; absent when the name holds none. */
  date?: Date;
  /** The name's text: the title when the frontmatter gives none. */
  text: string;
  /** The slug the name gives, under the blog's base path (`/2021/08/26/welcome`). */
  slug: string;
}

/** A `Y-M-D` date as a UTC midnight (padded first, so `2021-8-1` reads as `new Date` reads an ISO date). */
function utcDate(ymd: string): Date | undefined {
  const [y, m, d] = ymd.split(/[-/]/).map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads a post's path under the blog folder (`2021-08-26-welcome/index.mdx`). */
export function parsePostFileName(relative: string): ParsedPostName {
  const match = DATED_NAME.exec(relative);
  if (match?.groups) {
    const { folder = '', date = '', text = '' } = match.groups;
    return { date: utcDate(date), text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = relative.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/** Frontmatter `date` (a YAML date or a string), else the name's date, else the file's time. */
export function postDate(frontmatterDate: unknown, fromName: Date | undefined, fileTime: Date): Date {
  if (frontmatterDate instanceof Date && !Number.isNaN(frontmatterDate.getTime())) return frontmatterDate;
  if (typeof frontmatterDate === 'string' && frontmatterDate.trim()) {
    const ymd = /^\d{4}-\d{1,2}-\d{1,2}$/.test(frontmatterDate.trim()) ? utcDate(frontmatterDate.trim()) : new Date(frontmatterDate);
    if (ymd && !Number.isNaN(ymd.getTime())) return ymd;
  }
  return fromName ?? fileTime;
}

/** Joins URL parts with single slashes and no trailing one (`['/blog/', 'welcome']` → `/blog/welcome`). */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** The post's route: its frontmatter `slug` (relative to the blog, or absolute within it), else the name's slug. */
export function postRoute(routeBasePath: string, frontmatterSlug: string | undefined, fromName: ParsedPostName): string {
  return joinRoute(routeBasePath, frontmatterSlug ?? fromName.slug);
}
