import { describe, expect, it } from 'vitest';
import { contentFileRole } from '../../src/content/scan-content.js';
import { renderMdxPage, tempSite } from '../helpers/render-mdx.js';

describe('partials', () => {
  it('never makes a route of an _-prefixed file or a file in an _-prefixed folder', () => {
    expect(contentFileRole('_shared.mdx')).toBeUndefined();
    expect(contentFileRole('guides/_partials/setup.md')).toBeUndefined();
    expect(contentFileRole('guides/setup.md')).toBe('page');
  });

  it('renders an imported _-prefixed .mdx partial inside the page, with its props and Markdown', async () => {
    const root = await tempSite({ 'content/_partials/_greeting.mdx': '<!-- shared -->\nHello **{props.name}**!\n\n:::tip[Shared]\nFrom the partial.\n:::\n' });
    const { doc, html } = await renderMdxPage(root, 'page.mdx', 'import Greeting from \'./_partials/_greeting.mdx\';\n\n# Page\n\n<Greeting name="Ada" />\n');
    expect(doc.diagnostics).toEqual([]);
    expect(html.replaceAll('<!-- -->', '')).toContain('<p>Hello <strong>Ada</strong>!</p>');
    expect(html).toContain('<p class="admonition-title">Shared</p>');
    expect(html).not.toContain('shared -->');
  });

  it("gives an imported file's headings their ids and # links, as Docusaurus compiles every imported file (keploy's shared installation page)", async () => {
    const root = await tempSite({ 'content/server/install.md': '# Install\n\n## Install Binary\n\n### MacOS {#mac}\n\nSteps.\n' });
    const { doc, html } = await renderMdxPage(root, 'page.mdx', "import Install from './server/install.md'\n\n<Install/>\n");
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('<h1 id="install">Install</h1>');
    expect(html).toMatch(/<h2 id="install-binary" class="anchor">Install Binary<a href="#install-binary" class="hash-link"/);
    expect(html).toContain('<h3 id="mac" class="anchor">MacOS');
  });
});
