import { describe, expect, it } from 'vitest';
import { renderMdxPage, tempSite } from '../helpers/render-mdx.js';

const strip = (html: string) => html.replaceAll('<!-- -->', '');

describe('files imported by MDX pages', () => {
  it('renders an imported SVG as an inline <svg> component whose props override its attributes', async () => {
    const root = await tempSite({
      'static/img/logo.svg':
        '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="logo" stroke-width="2"><circle cx="5" cy="5" r="4"/></svg>\n',
    });
    const { doc, html } = await renderMdxPage(root, 'p.mdx', 'import Logo from \'@site/static/img/logo.svg\';\n\n<Logo width={32} title="Logo" />\n');
    expect(doc.diagnostics).toEqual([]);
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" class="logo" stroke-width="2" width="32"><title>Logo</title><circle cx="5" cy="5" r="4"/></svg>');
  });

  it('resolves @site/ from the project root, CSS modules to scoped class names, and image imports to URLs', async () => {
    const root = await tempSite({
      'src/components/Hello.module.css': '.box { color: red; }\n.box:hover .title { color: blue; }\n',
      'src/components/Hello.jsx':
        "import styles from './Hello.module.css';\nexport default function Hello({ name }) { return <div className={styles.box}><span className={styles.title}>Hi {name}</span></div>; }\n",
      'content/img/pic.png': 'not really a png',
    });
    const { doc, html } = await renderMdxPage(
      root,
      'p.mdx',
      'import Hello from \'@site/src/components/Hello\';\nimport pic from \'./img/pic.png\';\n\n<Hello name="Ada" />\n\n<img src={require(\'./img/pic.png\').default} alt="a" />\n<img src={pic} alt="b" />\n',
    );
    expect(doc.diagnostics).toEqual([]);
    expect(strip(html)).toMatch(/<div class="box_[0-9a-f]{6}"><span class="title_[0-9a-f]{6}">Hi Ada<\/span><\/div>/);
    const url = `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}`;
    expect(html).toContain(`<img src="${url}" alt="a"/>`);
    expect(html).toContain(`<img src="${url}" alt="b"/>`);
  });
});
