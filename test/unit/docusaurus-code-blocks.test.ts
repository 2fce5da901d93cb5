import { describe, expect, it } from 'vitest';
import { applyMagicComments } from '../../src/markdown/magic-comments.js';
import { npmToManager } from '../../src/markdown/npm-to-yarn.js';
import { compileMdx, renderMdxPage, tempSite } from '../helpers/render-mdx.js';

const htmlOf = async (text: string, contentPath = 'page.md') => {
  const doc = await compileMdx(text, contentPath);
  return doc.content.kind === 'html' ? doc.content.html : '';
};

describe('magic comments in code blocks', () => {
  it('highlights the line after `// highlight-next-line` and removes the comment', async () => {
    const html = await htmlOf('```js\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n');
    expect(html).not.toContain('highlight-next-line');
    const lines = html.match(/<span class="line[^"]*"/g) ?? [];
    expect(lines).toEqual(['<span class="line"', '<span class="line highlighted"', '<span class="line"']);
  });

  it('highlights highlight-start … highlight-end ranges in #, <!-- --> and {/* */} forms', () => {
    expect(applyMagicComments('a\n# highlight-start\nb\nc\n# highlight-end\nd')).toEqual({ code: 'a\nb\nc\nd', highlighted: new Set([2, 3]) });
    expect(applyMagicComments('<p>\n  <!-- highlight-next-line -->\n  <b/>\n</p>')).toEqual({ code: '<p>\n  <b/>\n</p>', highlighted: new Set([2]) });
    expect(applyMagicComments('<A>\n  {/* highlight-next-line */}\n  <B/>\n</A>')).toEqual({ code: '<A>\n  <B/>\n</A>', highlighted: new Set([2]) });
  });

  it('leaves magic comments as written when the block has a {1,3} range, as Docusaurus does', async () => {
    const html = await htmlOf('```js {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n');
    expect(html).toContain('highlight-next-line');
  });
});

describe('npm2yarn code blocks', () => {
  it('converts npm commands to Yarn and pnpm', () => {
    expect(npmToManager('npm install --save-dev docusaurus', 'yarn')).toBe('yarn add --dev docusaurus');
    expect(npmToManager('npm install --save-dev docusaurus', 'pnpm')).toBe('pnpm add --save-dev docusaurus');
    expect(npmToManager('npm install', 'yarn')).toBe('yarn');
    expect(npmToManager('npm run build', 'yarn')).toBe('yarn build');
    expect(npmToManager('npm run build', 'pnpm')).toBe('pnpm run build');
    expect(npmToManager('npm uninstall x', 'pnpm')).toBe('pnpm remove x');
    expect(npmToManager('# comment\nnpm i -g x', 'yarn')).toBe('# comment\nyarn global add x');
  });

  it('renders an npm2yarn block in MDX as npm / Yarn / pnpm tabs', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(root, 'install.mdx', '```bash npm2yarn\nnpm install @acme/sdk\n```\n');
    expect(doc.diagnostics).toEqual([]);
    expect(html).toMatch(/role="tab"[^>]*>npm<\/button><button[^>]*>Yarn<\/button><button[^>]*>pnpm<\/button>/);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('npm install @acme/sdk');
    expect(text).toContain('yarn add @acme/sdk');
    expect(text).toContain('pnpm add @acme/sdk');
  });
});

describe('mdx-code-block fences', () => {
  it('unwraps mdx-code-block fences so their JSX renders', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(
      root,
      'p.mdx',
      "```mdx-code-block\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n```\n\n```mdx-code-block\n<Tabs>\n<TabItem value=\"a\">\n```\n\nInside\n\n```mdx-code-block\n</TabItem>\n</Tabs>\n```\n",
    );
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('<p>Inside</p>');
    expect(html).not.toContain('mdx-code-block');
  });
});
