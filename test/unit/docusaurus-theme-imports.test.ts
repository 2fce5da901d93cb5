import { describe, expect, it } from 'vitest';
import { compileMdx, renderMdxPage, tempSite } from '../helpers/render-mdx.js';

const strip = (html: string) => html.replaceAll('<!-- -->', '');

describe('@theme/ and @docusaurus/ imports in MDX', () => {
  it('renders tabs from an `@theme/Tabs` import', async () => {
    const root = await tempSite({});
    const { doc, html } = await renderMdxPage(
      root,
      'install.mdx',
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"npm\" label=\"npm\" default>\n\n`npm i x`\n\n</TabItem>\n<TabItem value=\"yarn\" label=\"Yarn\">\n\n`yarn add x`\n\n</TabItem>\n</Tabs>\n",
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
      "import Admonition from '@theme/Admonition';\nimport CodeBlock from '@theme/CodeBlock';\nimport Heading from '@theme/Heading';\nimport ThemedImage from '@theme/ThemedImage';\n\n<Admonition type=\"tip\" title=\"Hey\">Body</Admonition>\n\n<CodeBlock language=\"js\" title=\"a.js\">{'let a = 1;'}</CodeBlock>\n\n<Heading as=\"h3\" id=\"h\">Head</Heading>\n\n<ThemedImage sources={{ light: '/l.png', dark: '/d.png' }} alt=\"x\" />\n",
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

describe('files imported by MDX pages', () => {
  it('renders an imported SVG as an inline <svg> component whose props override its attributes', async () => {
    const root = await tempSite({ 'static/img/logo.svg': '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="logo" stroke-width="2"><circle cx="5" cy="5" r="4"/></svg>\n' });
    const { doc, html } = await renderMdxPage(root, 'p.mdx', "import Logo from '@site/static/img/logo.svg';\n\n<Logo width={32} title=\"Logo\" />\n");
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="logo" stroke-width="2" width="32"><title>Logo</title><circle cx="5" cy="5" r="4"/></svg>');
  });

  it('resolves @site/ from the project root, CSS modules to scoped class names, and image imports to URLs', async () => {
    const root = await tempSite({
      'src/components/Hello.module.css': '.box { color: red; }\n.box:hover .title { color: blue; }\n',
      'src/components/Hello.jsx': "import styles from './Hello.module.css';\nexport default function Hello({ name }) { return <div className={styles.box}><span className={styles.title}>Hi {name}</span></div>; }\n",
      'content/img/pic.png': 'not really a png',
    });
    const { doc, html } = await renderMdxPage(root, 'p.mdx', "import Hello from '@site/src/components/Hello';\nimport pic from './img/pic.png';\n\n<Hello name=\"Ada\" />\n\n<img src={require('./img/pic.png').default} alt=\"a\" />\n<img src={pic} alt=\"b\" />\n");
    expect(doc.diagnostics).toEqual([]);
    expect(strip(html)).toMatch(/<div class="box_[0-9a-f]{6}"><span class="title_[0-9a-f]{6}">Hi Ada<\/span><\/div>/);
    const url = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    expect(html).toContain(`<img src="${url}" alt="a"/>`);
    expect(html).toContain(`<img src="${url}" alt="b"/>`);
  });
});
