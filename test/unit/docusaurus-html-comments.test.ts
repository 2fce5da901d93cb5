import { describe, expect, it } from 'vitest';
import { compileMdx, renderMdxPage, tempSite } from '../helpers/render-mdx.js';

describe('HTML comments in .mdx (Docusaurus mdx1Compat)', () => {
  it('compiles an .mdx page with HTML comments and leaves them out of the page', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(root, 'page.mdx', '# Title\n\n<!-- a note for authors -->\n\nText <!-- inline --> here.\n\n<!--\nmulti\nline\n-->\n\n## After\n');
    expect(doc.diagnostics).toEqual([]);
    expect(html).not.toContain('a note for authors');
    expect(html).not.toContain('multi');
    // React separates adjacent text nodes with empty `<!-- -->` markers; nothing else is left.
    expect(html.replaceAll('<!-- -->', '')).toContain('<p>Text  here.</p>');
    expect(html.replaceAll('<!-- -->', '')).not.toContain('<!--');
    expect(doc.anchors).toEqual(['after']);
  });

  it('keeps later errors on their own line after a multi-line comment', async () => {
    const doc = await compileMdx('<!--\none\ntwo\n-->\n\nText\n\n<Tabs>\n\nunclosed\n');
    expect(doc.diagnostics[0]).toMatchObject({ severity: 'error', line: 8 });
  });

  it('leaves comments inside code fences and inline code as written', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(root, 'page.mdx', '```html\n<!-- kept -->\n```\n\nUse `<!-- x -->` to comment.\n');
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('kept');
    expect(html).toContain('<code>&lt;!-- x --&gt;</code>');
  });
});
