import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePostFileName, postDate, postRoute } from '../../src/blog/post-identity.js';
import { splitAtTruncate } from '../../src/blog/truncate.js';
import { paginate } from '../../src/blog/paginate.js';
import { readingMinutes } from '../../src/blog/reading-time.js';
import { ThemeWords } from '../../src/render/theme-words.js';

const readingTimeLabel = (minutes: number) => new ThemeWords({}, 'en').readingTime(minutes);

describe('blog post names', () => {
  it('dates a post and makes its slug from a dated file or folder name, as Docusaurus does', () => {
    expect(parsePostFileName('2019-05-28-first-blog-post.md')).toEqual({ date: new Date('2019-05-28T00:00:00Z'), text: 'first-blog-post', slug: '/2019/05/28/first-blog-post' });
    expect(parsePostFileName('2021-08-26-welcome/index.mdx')).toEqual({ date: new Date('2021-08-26T00:00:00Z'), text: 'welcome', slug: '/2021/08/26/welcome' });
    expect(parsePostFileName('releases/2022-1-5-v2.md').slug).toBe('/2022/1/5/releases/v2');
    expect(parsePostFileName('notes/hello.md')).toEqual({ text: 'notes/hello', slug: '/notes/hello' });
  });

  it('takes the frontmatter date over the name, and the file time when neither gives one', () => {
    const fileTime = new Date('2024-01-02T03:04:05Z');
    expect(postDate('2020-02-03', new Date('2019-01-01T00:00:00Z'), fileTime)).toEqual(new Date('2020-02-03T00:00:00Z'));
    expect(postDate('2020-02-03T10:00:00Z', undefined, fileTime)).toEqual(new Date('2020-02-03T10:00:00Z'));
    expect(postDate(undefined, new Date('2019-01-01T00:00:00Z'), fileTime)).toEqual(new Date('2019-01-01T00:00:00Z'));
    expect(postDate('not a date', undefined, fileTime)).toEqual(fileTime);
  });

  it('puts the post under the blog base, at its frontmatter slug when it has one', () => {
    const name = parsePostFileName('2021-08-26-welcome/index.mdx');
    expect(postRoute('blog', undefined, name)).toBe('/blog/2021/08/26/welcome');
    expect(postRoute('blog', 'welcome', name)).toBe('/blog/welcome');
    expect(postRoute('/news/', '/custom/path', name)).toBe('/news/custom/path');
  });
});

describe('truncate markers', () => {
  it('cuts at the first Markdown or MDX marker', () => {
    expect(splitAtTruncate('Intro\n\n<!-- truncate -->\n\nRest')).toEqual({ excerpt: 'Intro\n\n', truncated: true });
    expect(splitAtTruncate('Intro\n\n{/* truncate */}\n\nRest\n\n<!--truncate-->')).toEqual({ excerpt: 'Intro\n\n', truncated: true });
    expect(splitAtTruncate('No marker here')).toEqual({ excerpt: 'No marker here', truncated: false });
  });
});

describe('pagination', () => {
  it('puts the first page at the base and the others under /page/N', () => {
    const pages = paginate([1, 2, 3, 4, 5], 2, '/blog');
    expect(pages.map((p) => [p.route, p.items, p.previousRoute, p.nextRoute])).toEqual([
      ['/blog', [1, 2], undefined, '/blog/page/2'],
      ['/blog/page/2', [3, 4], '/blog', '/blog/page/3'],
      ['/blog/page/3', [5], '/blog/page/2', undefined],
    ]);
    expect(paginate([1, 2, 3], 'ALL', '/blog').map((p) => p.items)).toEqual([[1, 2, 3]]);
    expect(paginate([], 10, '/blog').map((p) => p.route)).toEqual(['/blog']);
  });
});

describe('reading time', () => {
  it('reads 200 words a minute, shown rounded up', () => {
    expect(readingMinutes('word '.repeat(300))).toBe(1.5);
    expect(readingTimeLabel(0.2)).toBe('One min read');
    expect(readingTimeLabel(2.1)).toBe('3 min read');
  });

  it('gives the template long post the 3 minutes Docusaurus shows', () => {
    const source = readFileSync(new URL('../fixtures/docusaurus-corpus/classic-template/blog/2019-05-29-long-blog-post.mdx', import.meta.url), 'utf8');
    expect(readingTimeLabel(readingMinutes(source.replace(/^---[\s\S]*?---\n/, '')))).toBe('3 min read');
  });
});
