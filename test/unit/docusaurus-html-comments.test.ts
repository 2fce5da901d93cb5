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

  it('reads a comment that holds a code fence as one comment, as Docusaurus does (keploy: a commented-out section)', async () => {
    const root = await tempSite({});
    const source = 'Intro\n\n<!--\n## Helm Charts\n\n```bash\nhelm install x\n```\n\nMore hidden.\n-->\n\n## Shown\n\nUnclosed at the end <!-- gone\n';
    const { doc, html } = await renderMdxPage(root, 'page.mdx', source);
    expect(doc.diagnostics).toEqual([]);
    expect(html).not.toContain('Helm');
    expect(html).not.toContain('helm install');
    expect(html).not.toContain('gone');
    expect(doc.anchors).toEqual(['shown']);
  });

  it('knows a component imported inside JSX (an import in <details>, hoisted by MDX)', async () => {
    const root = await tempSite({ 'content/_part.md': 'Partial text.\n' });
    const { doc, html } = await renderMdxPage(root, 'page.mdx', '<details>\n<summary>More</summary>\n\nimport Part from "./_part.md"\n\n<Part/>\n\n</details>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('Partial text.');
  });
});
