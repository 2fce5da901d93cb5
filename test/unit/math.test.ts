import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../src/content/source-file.js';
import { compilePage, type CompileOptions } from '../../src/markdown/compile-page.js';

const options: CompileOptions = { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: ['Tabs', 'TabItem', 'Details'], format: 'mdx', math: true };
const source = (text: string): SourceFile => ({ file: 'content/a.md', contentPath: 'a.md', kind: 'md', source: text, hash: 'h' });

const PAGE = `# Circuits

A field $\\mathbb{F}_r$ of order $r$, and a system:

$$
\\begin{aligned}
p(n) &= 5 \\cdot h(n-1)
\\end{aligned}
$$
`;

describe('markdown.math: TeX between dollars, as remark-math reads it', () => {
  it('keeps the TeX as written, never reading its braces as MDX expressions', async () => {
    const doc = await compilePage(source(PAGE), options);
    expect(doc.diagnostics).toEqual([]);
    const code = doc.content.kind === 'mdx' ? doc.content.code : doc.content.html;
    // The TeX is string data of the compiled page, in remark-math's elements: no expression reads `F` or `aligned`.
    expect(code).toContain('className: "language-math math-inline"');
    expect(code).toContain(`children: ${JSON.stringify('\\mathbb{F}_r')}`);
    expect(code).toContain(`children: ${JSON.stringify('\\begin{aligned}')}`);
    expect(code).toContain(`children: ${JSON.stringify('\\end{aligned}')}`);
  });

  it('without it, the same page is MDX whose braces are expressions (as Docusaurus without remark-math)', async () => {
    const doc = await compilePage(source(PAGE), { ...options, math: false });
    expect(doc.content.kind === 'mdx' ? doc.content.code : '').not.toContain('language-math');
  });
});
