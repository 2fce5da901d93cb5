import { describe, expect, it } from 'vitest';
import { postAuthors, readAuthorsMap } from '../../src/blog/authors.js';
import { atomFeed, jsonFeed, rssFeed, type FeedInput } from '../../src/blog/feeds.js';
import { mapBlogOptions } from '../../src/blog/map-blog-options.js';
import { planBlog, type BlogPostInput } from '../../src/blog/plan-blog.js';
import { configSchema } from '../../src/config/schema.js';

const options = (input: Record<string, unknown> = {}) => configSchema.parse({ title: 'T', url: 'https://t.example', blog: input }).blog!;

const post = (relative: string, frontmatter: Record<string, unknown> = {}): BlogPostInput => ({
  file: `blog/${relative}`,
  relative,
  frontmatter,
  title: '',
  description: `About ${relative}`,
  body: 'Some words.',
  truncated: false,
  fileTime: new Date('2024-06-01T00:00:00Z'),
});

describe('blog authors', () => {
  const map = readAuthorsMap(
    {
      ada: { name: 'Ada', image_url: 'https://a.example/ada.png', page: true, socials: { x: 'ada', linkedin: 'ada-l', github: 'https://github.com/ada' } },
      bob: { name: 'Bob', page: { permalink: '/all-of-bob' } },
      cy: { name: 'Cy' },
    },
    '/blog/authors',
  );

  it('reads authors.yml: image_url, socials as URLs, author pages where `page` asks', () => {
    expect(map.get('ada')).toEqual({
      key: 'ada',
      name: 'Ada',
      title: undefined,
      url: undefined,
      imageURL: 'https://a.example/ada.png',
      email: undefined,
      socials: { x: 'https://x.com/ada', linkedin: 'https://www.linkedin.com/in/ada-l/', github: 'https://github.com/ada' },
      pageRoute: '/blog/authors/ada',
    });
    expect(map.get('bob')!.pageRoute).toBe('/blog/authors/all-of-bob');
    expect(map.get('cy')!.pageRoute).toBeUndefined();
  });

  it('takes keys, inline authors and the legacy author fields from the frontmatter, and reports unknown keys', () => {
    expect(postAuthors({ authors: 'ada' }, map, '/blog/authors').authors.map((a) => a.name)).toEqual(['Ada']);
    const mixed = postAuthors({ authors: ['bob', { name: 'Dee', url: 'https://dee.example' }, 'nobody'] }, map, '/blog/authors');
    expect(mixed.authors.map((a) => [a.name, a.url])).toEqual([
      ['Bob', undefined],
      ['Dee', 'https://dee.example'],
    ]);
    expect(mixed.unknownKeys).toEqual(['nobody']);
    expect(postAuthors({ author: 'Old', author_url: 'https://old.example' }, map, '/blog/authors').authors).toEqual([
      { name: 'Old', title: undefined, url: 'https://old.example', imageURL: undefined, socials: {} },
    ]);
  });
});

describe('the blog plan', () => {
  it('dates, routes and sorts posts newest first; drafts out of production, unlisted out of lists', () => {
    const { plan } = planBlog({
      options: options({ postsPerPage: 2 }),
      posts: [
        post('2020-01-01-old.md'),
        post('2022-02-02-new/index.md', { tags: ['a', 'b'] }),
        post('undated.md', { date: '2021-03-03', slug: 'custom', title: 'Undated' }),
        post('2023-01-01-draft.md', { draft: true }),
        post('2023-05-05-hidden.md', { unlisted: true, tags: ['a'] }),
      ],
      includeDrafts: false,
    });
    expect(plan.posts.map((p) => [p.route, p.date.slice(0, 10), p.title])).toEqual([
      ['/blog/2023/05/05/hidden', '2023-05-05', 'hidden'],
      ['/blog/2022/02/02/new', '2022-02-02', 'new'],
      ['/blog/custom', '2021-03-03', 'Undated'],
      ['/blog/2020/01/01/old', '2020-01-01', 'old'],
    ]);
    expect(plan.lists.map((l) => [l.route, l.posts.length])).toEqual([
      ['/blog', 2],
      ['/blog/page/2', 1],
      ['/blog/tags/a', 1],
      ['/blog/tags/b', 1],
    ]);
  });

  it('writes every route with the trailing slash the site asks for', () => {
    const { plan } = planBlog({ options: options(), posts: [post('2020-01-01-x.md', { tags: ['t'] })], includeDrafts: false, trailingSlash: true });
    expect([plan.posts[0]!.route, plan.posts[0]!.tags[0]!.route, ...plan.lists.map((l) => l.route), plan.tagsRoute, plan.archiveRoute]).toEqual([
      '/blog/2020/01/01/x/',
      '/blog/tags/t/',
      '/blog/',
      '/blog/tags/t/',
      '/blog/tags/',
      '/blog/archive/',
    ]);
  });

  it('files tags under tags.yml permalinks, and free tags under their kebab-case', () => {
    const { plan } = planBlog({
      options: options(),
      posts: [post('2020-01-01-x.md', { tags: ['known', 'Free Tag'] })],
      tagsData: { known: { label: 'Known', permalink: '/k' } },
      includeDrafts: false,
    });
    expect([...plan.tags.values()].map((t) => [t.label, t.route])).toEqual([
      ['Free Tag', '/blog/tags/free-tag'],
      ['Known', '/blog/tags/k'],
    ]);
  });
});

describe('blog notices', () => {
  it('an unknown author key is an error; onInlineTags, onInlineAuthors and onUntruncatedBlogPosts report at their severity', () => {
    const { notices } = planBlog({
      options: options({ onInlineTags: 'warn', onInlineAuthors: 'throw', onUntruncatedBlogPosts: 'warn' }),
      posts: [post('2020-01-01-x.md', { authors: ['ghost', { name: 'Inline' }], tags: ['known', 'free'] }), { ...post('2020-01-02-y.md', { tags: ['known'] }), truncated: true }],
      authorsData: { ada: { name: 'Ada' } },
      tagsData: { known: {} },
      includeDrafts: false,
    });
    expect(notices.map((n) => `${n.severity} ${n.code} ${n.file}: ${n.message} (${n.hint})`)).toMatchInlineSnapshot(`
      [
        "error blog-author blog/2020-01-01-x.md: Blog author "ghost" is not in authors.yml. (Add the author to authors.yml, or write it out in the frontmatter (authors: { name: ..., url: ... }).)",
        "warning blog-inline-tags blog/2020-01-01-x.md: Tags not in tags.yml: free. (Add them to tags.yml, or use its keys.)",
        "error blog-inline-authors blog/2020-01-01-x.md: Authors written in the frontmatter instead of authors.yml. (Add them to authors.yml and name them by key.)",
        "warning blog-untruncated blog/2020-01-01-x.md: This post has no truncate marker: list pages show it whole. (Add {/* truncate */} (MDX) or <!-- truncate --> after its first paragraphs.)",
      ]
    `);
  });
});

describe('feeds', () => {
  const input: FeedInput = {
    title: 'T Blog',
    description: 'T Blog',
    blogUrl: 'https://t.example/blog',
    language: 'en',
    posts: [
      {
        title: 'A & B',
        url: 'https://t.example/blog/a',
        date: '2021-08-26T00:00:00.000Z',
        description: 'd',
        contentHtml: '<p>x ]]> y</p>',
        tags: ['T&T'],
        authors: [{ name: 'Ada', email: 'ada@t.example' }],
      },
    ],
  };

  it('escape what XML needs escaped, and keep a "]]>" in a post from ending its CDATA', () => {
    const rss = rssFeed(input);
    expect(rss).toContain('<title><![CDATA[A & B]]></title>');
    expect(rss).toContain('<content:encoded><![CDATA[<p>x ]]]]><![CDATA[> y</p>]]></content:encoded>');
    expect(rss).toContain('<category>T&amp;T</category>');
    expect(rss).toContain('<author>ada@t.example (Ada)</author>');
    expect(rss).toContain('<pubDate>Thu, 26 Aug 2021 00:00:00 GMT</pubDate>');
    expect(atomFeed(input)).toContain('<updated>2021-08-26T00:00:00.000Z</updated>');
    expect(JSON.parse(jsonFeed(input, 'https://t.example/blog/feed.json'))).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      feed_url: 'https://t.example/blog/feed.json',
      items: [{ id: 'https://t.example/blog/a', content_html: '<p>x ]]> y</p>' }],
    });
  });
});

describe("the classic preset's blog options", () => {
  it('map onto the blog block; what docsgen does not read is named', () => {
    const ignored: string[] = [];
    const mapped = mapBlogOptions({ blogTitle: 'News', postsPerPage: 'ALL', feedOptions: { type: 'all', xslt: true, createFeedItems: () => [] }, routeBasePath: '/', sortPosts: 'ascending' }, ignored);
    expect(mapped).toEqual({ title: 'News', postsPerPage: 'ALL', routeBasePath: '/', feedOptions: { type: ['rss', 'atom', 'json'], xslt: true } });
    expect(ignored).toEqual(['presets.classic.blog.sortPosts', 'presets.classic.blog.feedOptions.createFeedItems']);
    expect(mapBlogOptions({ feedOptions: { type: null } }, []).feedOptions).toEqual({ type: [] });
  });
});

describe('blog routes that cannot be written', () => {
  it('a slug that climbs out of the output is an error at its frontmatter line, and the post is left out', () => {
    const climbing = { ...post('2024-01-02-climb.md', { slug: '../..' }), source: '---\ntitle: Climb\nslug: ../..\n---\n\nHi\n' };
    const { plan, notices } = planBlog({ options: options(), posts: [climbing, post('2024-01-01-ok.md')], includeDrafts: false, trailingSlash: false });
    expect(plan.posts.map((p) => p.route)).toEqual(['/blog/2024/01/01/ok']);
    expect(notices.map((n) => `${n.file}:${n.line}:${n.column} ${n.message} [${n.code}]`)).toMatchInlineSnapshot(`
      [
        "blog/2024-01-02-climb.md:3:1 The URL "/blog/../.." (from \`slug\`) cannot be written: it has a "." or ".." segment, which would place the page outside the output folder. [unsafe-route]",
      ]
    `);
  });
});
