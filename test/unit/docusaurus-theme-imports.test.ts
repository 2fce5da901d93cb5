import { describe, expect, it } from 'vitest';
import { compileMdx, renderMdxPage, tempSite } from '../helpers/render-mdx.js';

const strip = (html: string) => html.replaceAll('<!-- -->', '');

describe('@theme/ and @docusaurus/ imports in MDX', () => {
  it('renders tabs from an `@theme/Tabs` import', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(
      root,
      'install.mdx',
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n<TabItem value="npm" label="npm" default>\n\n`npm i x`\n\n</TabItem>\n<TabItem value="yarn" label="Yarn">\n\n`yarn add x`\n\n</TabItem>\n</Tabs>\n',
    );
    expect(doc.diagnostics).toEqual([]);
    expect(html).toMatch(/<div role="tablist"[^>]*>.*<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>npm<\/button><button[^>]*aria-selected="false"[^>]*>Yarn<\/button>/);
    expect(html).toContain('<code>npm i x</code>');
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>.*yarn add x/);
  });

  it('renders Admonition, Details, CodeBlock, Heading and ThemedImage from @theme', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(
      root,
      'p.mdx',
      'import Admonition from \'@theme/Admonition\';\nimport CodeBlock from \'@theme/CodeBlock\';\nimport Heading from \'@theme/Heading\';\nimport ThemedImage from \'@theme/ThemedImage\';\n\n<Admonition type="tip" title="Hey">Body</Admonition>\n\n<CodeBlock language="js" title="a.js">{\'let a = 1;\'}</CodeBlock>\n\n<Heading as="h3" id="h">Head</Heading>\n\n<ThemedImage sources={{ light: \'/l.png\', dark: \'/d.png\' }} alt="x" />\n',
    );
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('<div class="admonition admonition-tip" role="note"><p class="admonition-title">Hey</p>Body</div>');
    expect(strip(html)).toMatch(/<div class="code-block-title">a\.js<\/div><pre class="language-js"><code class="language-js"><span class="line">let a = 1;<\/span>/);
    expect(html).toContain('<h3 id="h" class="anchor">Head<a href="#h"');
    expect(html).toContain('src="/l.png"');
    expect(html).toContain('src="/d.png"');
  });

  it('gives @docusaurus/Link, useBaseUrl, BrowserOnly and Translate their Docusaurus meaning', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(
      root,
      'p.mdx',
      "import Link from '@docusaurus/Link';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\nimport BrowserOnly from '@docusaurus/BrowserOnly';\nimport Translate from '@docusaurus/Translate';\nexport const Img = () => <img src={useBaseUrl('/img/a.png')} />;\n\n<Link to=\"/guide\">Guide</Link>\n\n<Img />\n\n<BrowserOnly fallback={<span>loading</span>}>{() => <span>client</span>}</BrowserOnly>\n\n<Translate values={{ n: 3 }}>{'Has {n} items'}</Translate>\n",
    );
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('<a href="/guide">Guide</a>');
    expect(html).toContain('<img src="/img/a.png"/>');
    expect(html).toContain('<span>loading</span>');
    expect(html).not.toContain('client');
    expect(strip(html)).toContain('Has 3 items');
  });

  it('gives the page a `toc` export that @theme/TOCInline lists', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(root, 'p.mdx', "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## First\n\n### Inner\n\n## Second\n");
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('<div class="toc-inline"><ul><li><a href="#first">First</a><ul><li><a href="#inner">Inner</a></li></ul></li><li><a href="#second">Second</a></li></ul></div>');
  });

  it('reports an import docsgen cannot provide at its line and column in the .mdx, naming what is supported', async () => {
    const doc = await compileMdx("---\ntitle: x\n---\n\nimport Tabs from '@theme/Tabs';\nimport Fancy from '@theme/FancyThing';\n\nText\n");
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({ code: 'mdx-unsupported-import', file: 'content/page.mdx', line: 6, column: 19 });
    expect(doc.diagnostics[0]!.message).toContain('@theme/FancyThing');
    expect(doc.diagnostics[0]!.hint).toContain('@theme/Tabs');
  });
});
