/**
 * The blog's feeds as Docusaurus writes them (through the `feed` package): RSS 2.0, Atom 1.0 and
 * JSON Feed 1.1, newest post first. Pure: the posts come in with their absolute URLs and HTML.
 */

export interface FeedPost {
  title: string;
  /** Absolute URL: the item's link and id. */
  url: string;
  /** ISO 8601. */
  date: string;
  description: string;
  /** The whole post as HTML, URLs absolute. */
  contentHtml: string;
  tags: string[];
  authors: { name?: string; url?: string; email?: string }[];
}

export interface FeedInput {
  title: string;
  description: string;
  /** Absolute URL of the blog's first list page. */
  blogUrl: string;
  /** Absolute URL of the feed folder (the blog's), ending without a slash. */
  language?: string;
  copyright?: string;
  /** Absolute URL of the site's favicon. */
  favicon?: string;
  /** Style sheets the feeds name (Docusaurus's `xslt`), by file name next to the feed. */
  stylesheets?: { rss?: string; atom?: string };
  posts: FeedPost[];
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Text in CDATA; a `]]>` inside is split across two sections, so no post can end the section early. */
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const GENERATOR = 'https://github.com/jpmonette/feed';

/** The feed's date: the newest post's, or the epoch for a blog without posts (stable across builds). */
const updatedOf = (input: FeedInput) => input.posts[0]?.date ?? new Date(0).toISOString();

export function rssFeed(input: FeedInput): string {
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>${input.stylesheets?.rss ? `<?xml-stylesheet type="text/xsl" href="${escapeXml(input.stylesheets.rss)}"?>` : ''}`,
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '    <channel>',
    `        <title>${escapeXml(input.title)}</title>`,
    `        <link>${escapeXml(input.blogUrl)}</link>`,
    `        <description>${escapeXml(input.description)}</description>`,
    `        <lastBuildDate>${new Date(updatedOf(input)).toUTCString()}</lastBuildDate>`,
    '        <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    `        <generator>${GENERATOR}</generator>`,
    ...(input.language ? [`        <language>${escapeXml(input.language)}</language>`] : []),
    ...(input.copyright ? [`        <copyright>${escapeXml(input.copyright)}</copyright>`] : []),
  ];
  for (const post of input.posts) {
    lines.push(
      '        <item>',
      `            <title>${cdata(post.title)}</title>`,
      `            <link>${escapeXml(post.url)}</link>`,
      `            <guid>${escapeXml(post.url)}</guid>`,
      `            <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      `            <description>${cdata(post.description)}</description>`,
      `            <content:encoded>${cdata(post.contentHtml)}</content:encoded>`,
      // RSS names an author by email: only authors that give one are listed.
      ...post.authors.filter((a) => a.email).map((a) => `            <author>${escapeXml(`${a.email}${a.name ? ` (${a.name})` : ''}`)}</author>`),
      ...post.tags.map((t) => `            <category>${escapeXml(t)}</category>`),
      '        </item>',
    );
  }
  lines.push('    </channel>', '</rss>');
  return lines.join('\n');
}

export function atomFeed(input: FeedInput): string {
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>${input.stylesheets?.atom ? `<?xml-stylesheet type="text/xsl" href="${escapeXml(input.stylesheets.atom)}"?>` : ''}`,
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `    <id>${escapeXml(input.blogUrl)}</id>`,
    `    <title>${escapeXml(input.title)}</title>`,
    `    <updated>${new Date(updatedOf(input)).toISOString()}</updated>`,
    `    <generator>${GENERATOR}</generator>`,
    `    <link rel="alternate" href="${escapeXml(input.blogUrl)}"/>`,
    `    <subtitle>${escapeXml(input.description)}</subtitle>`,
    ...(input.favicon ? [`    <icon>${escapeXml(input.favicon)}</icon>`] : []),
    ...(input.copyright ? [`    <rights>${escapeXml(input.copyright)}</rights>`] : []),
  ];
  for (const post of input.posts) {
    lines.push(
      '    <entry>',
      `        <title type="html">${cdata(post.title)}</title>`,
      `        <id>${escapeXml(post.url)}</id>`,
      `        <link href="${escapeXml(post.url)}"/>`,
      `        <updated>${new Date(post.date).toISOString()}</updated>`,
      `        <summary type="html">${cdata(post.description)}</summary>`,
      `        <content type="html">${cdata(post.contentHtml)}</content>`,
    );
    for (const author of post.authors) {
      if (!author.name && !author.email) continue;
      lines.push(
        '        <author>',
        ...(author.name ? [`            <name>${escapeXml(author.name)}</name>`] : []),
        ...(author.email ? [`            <email>${escapeXml(author.email)}</email>`] : []),
        ...(author.url ? [`            <uri>${escapeXml(author.url)}</uri>`] : []),
        '        </author>',
      );
    }
    lines.push(...post.tags.map((t) => `        <category label="${escapeXml(t)}" term="${escapeXml(t)}"/>`), '    </entry>');
  }
  lines.push('</feed>');
  return lines.join('\n');
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function jsonFeed(input: FeedInput, feedUrl: string): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: input.title,
    home_page_url: input.blogUrl,
    feed_url: feedUrl,
    description: input.description,
    ...(input.favicon ? { favicon: input.favicon } : {}),
    ...(input.language ? { language: input.language } : {}),
    items: input.posts.map((post) => ({
      id: post.url,
      url: post.url,
      title: post.title,
      content_html: post.contentHtml,
      summary: post.description,
      date_modified: post.date,
      date_published: post.date,
      ...(post.authors.some((a) => a.name) ? { authors: post.authors.filter((a) => a.name).map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })) } : {}),
      tags: post.tags,
    })),
  };
  return JSON.stringify(feed, null, 4);
}
