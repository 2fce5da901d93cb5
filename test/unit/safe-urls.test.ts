import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/markdown/compile-page.js';
import { isUnsafeUrl } from '../../src/markdown/rehype-safe-urls.js';

const options = { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: ['Tabs', 'TabItem', 'Details'] };
const compile = async (text: string, extra: Record<string, unknown> = {}, kind: 'md' | 'mdx' = 'md') => {
  const doc = await compilePage({ file: `content/p.${kind}`, contentPath: `p.${kind}`, kind, source: text, hash: 'h' }, { ...options, ...extra });
  return doc.content.kind === 'html' ? doc.content.html : doc.content.code;
};

describe('URLs that would run code', () => {
  it('recognises javascript:, vbscript: and data: URLs however they are written', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox', 'data:text/html,<script>alert(1)</script>']) expect(isUnsafeUrl(url), url).toBe(true);
    for (const url of ['https://example.com', '/guides/', '#top', 'mailto:a@example.com', 'javascript-guide.html']) expect(isUnsafeUrl(url), url).toBe(false);
    expect(isUnsafeUrl('data:image/png;base64,AAAA', true)).toBe(false);
    expect(isUnsafeUrl('data:image/svg+xml,<svg onload=alert(1)>', true)).toBe(true);
  });

  it('are neutralised in Markdown links and images of .md pages, the text kept', async () => {
    const html = await compile('[click](javascript:alert(1)) and [data](data:text/html,x) and ![img](data:image/png;base64,AAAA) and [ok](https://example.com)');
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('href="#unsafe-url-removed"');
    expect(html).toContain('>click</a>');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(html).toContain('href="https://example.com"');
  });

  it('are neutralised in Markdown links of .mdx pages too', async () => {
    const code = await compile('[click](javascript:alert(1))', {}, 'mdx');
    expect(code).not.toContain('javascript:');
  });
});

describe('raw HTML in .md', () => {
  it('is passed through by default, as CommonMark says and Docusaurus does', async () => {
    expect(await compile('<details><summary>More</summary>\n\nHidden text.\n\n</details>')).toContain('<details><summary>More</summary>');
  });

  it('with markdown.rawHtml: false, is shown as text and never reaches the page as markup', async () => {
    const html = await compile('# Title <img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\nText <b onclick="alert(1)">bold</b>', { rawHtml: false });
    expect(html).not.toMatch(/<script|<img|<b /);
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });
});
