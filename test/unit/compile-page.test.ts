import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../src/content/source-file.js';
import { compilePage, type CompileOptions } from '../../src/markdown/compile-page.js';
import { resolveUrls } from '../../src/render/resolve-urls.js';

const options: CompileOptions = { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: ['Tabs', 'TabItem', 'Details'] };

function source(contentPath: string, text: string): SourceFile {
  return { file: `content/${contentPath}`, contentPath, kind: contentPath.endsWith('.mdx') ? 'mdx' : 'md', source: text, hash: 'test' };
}

async function html(text: string, contentPath = 'guide/page.md') {
  const doc = await compilePage(source(contentPath, text), options);
  if (doc.content.kind !== 'html') throw new Error('expected HTML');
  return { doc, html: doc.content.html };
}

describe('Markdown (.md): CommonMark + GFM + frontmatter + admonitions', () => {
  it('reads title and description from frontmatter and keeps the first H1 out of the body', async () => {
    const { doc, html: out } = await html('---\ntitle: From frontmatter\ndescription: Short.\n---\n\n# Body title\n\nText.');
    expect(doc.title).toBe('From frontmatter');
    expect(doc.description).toBe('Short.');
    expect(out).not.toContain('<h1');
  });

  it('renders GFM tables, task lists and strikethrough', async () => {
    const { html: out } = await html('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    expect(out).toContain('<table>');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain('<del>old</del>');
  });

  it('renders admonitions with a default or custom title, and nested ones with more colons', async () => {
    const { html: out } = await html(':::tip Faster with Rocket Mode\nUse it.\n:::\n\n::::warning\nOuter\n\n:::note\nInner\n:::\n::::');
    expect(out).toContain('<div class="admonition admonition-tip" role="note"><p class="admonition-title">Faster with Rocket Mode</p><p>Use it.</p></div>');
    expect(out).toMatch(/admonition-warning[\s\S]*Warning[\s\S]*admonition-note[\s\S]*Note/);
  });

  it('leaves colons in ordinary text alone (10:30, key:value)', async () => {
    const { html: out } = await html('Meet at 10:30 with key:value pairs.');
    expect(out).toContain('Meet at 10:30 with key:value pairs.');
  });

  it('treats a stray < or { in a .md file as text', async () => {
    const { doc, html: out } = await html('If a < b and {x} then 5 > 3.');
    expect(doc.diagnostics).toEqual([]);
    expect(out).toContain('If a &#x3C; b and {x} then 5 > 3.');
  });
});

describe('headings and table of contents', () => {
  it('gives headings GitHub slugs, honours {#custom-id}, and de-duplicates', async () => {
    const { doc, html: out } = await html('## Inputs & outputs\n\n## Errors {#errors-and-edge-cases}\n\n## Inputs & outputs');
    expect(doc.anchors).toEqual(['inputs--outputs', 'errors-and-edge-cases', 'inputs--outputs-1']);
    expect(out).toContain('<h2 id="errors-and-edge-cases" class="anchor">Errors<a href="#errors-and-edge-cases" class="hash-link"');
  });

  it('lists h2 and h3 in the table of contents, not h4', async () => {
    const { doc } = await html('## Two\n\n### Three\n\n#### Four');
    expect(doc.toc).toEqual([
      { id: 'two', text: 'Two', level: 2 },
      { id: 'three', text: 'Three', level: 3 },
    ]);
  });
});

describe('code blocks', () => {
  it('highlights at build time in light and dark themes, with title, highlighted lines, line numbers and a copy button', async () => {
    const { html: out } = await html('```ts title="a.ts" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```');
    expect(out).toContain('<div class="code-title">a.ts</div>');
    expect(out).toContain('--shiki-light:');
    expect(out).toContain('--shiki-dark:');
    expect(out).toContain('<pre class="shiki line-numbers"');
    expect(out.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(out).toContain('class="copy-button"');
  });

  it('turns mermaid blocks into diagram placeholders and flags the page', async () => {
    const { doc, html: out } = await html('```mermaid\ngraph TD\n  A --> B\n```');
    expect(doc.hasMermaid).toBe(true);
    expect(out).toContain('data-mermaid');
    expect(out).toContain('A --> B');
  });
});

describe('links and images', () => {
  it('records links with positions and rewrites relative .md links to routes at render time', async () => {
    const { doc, html: out } = await html('See [b](<../other/Page b.md#usage>) and [abs](</x/Y z>) and [ext](https://e.example).', 'guide/page.md');
    expect(doc.links).toEqual([
      { kind: 'file', target: 'other/Page b.md', anchor: 'usage', line: 1, column: 5 },
      { kind: 'route', target: '/x/Y z', anchor: undefined, line: 1, column: 41 },
    ]);
    const resolved = resolveUrls(
      out,
      { route: '/guide/page', contentPath: 'guide/page.md' },
      { baseUrl: '/docs/', routeOfContent: new Map([['other/Page b.md', '/other/Page b']]), assetUrls: new Map() },
    );
    expect(resolved).toContain('href="/docs/other/Page%20b#usage"');
    expect(resolved).toContain('href="/docs/x/Y%20z"');
    expect(resolved).toContain('href="https://e.example"');
  });

  it('links to files that are not pages (any extension, beside the page or elsewhere in the site) as hashed assets that open apart', async () => {
    const text = 'Get [the schema](./data/schema.json#page=2), [a PDF](../../files/guide.pdf), [the zip](@site/static/bundle.zip), [the page](./other.html) and [v1.2](../v1.2/).';
    const { doc, html: out } = await html(text, 'guide/page.md');
    expect(doc.assets).toEqual(['content/guide/data/schema.json', 'files/guide.pdf', 'static/bundle.zip']);
    expect(doc.links.map((l) => [l.kind, l.file ?? l.target])).toEqual([
      ['asset', 'content/guide/data/schema.json'],
      ['asset', 'files/guide.pdf'],
      ['asset', 'static/bundle.zip'],
      ['relative', './other.html'],
      ['relative', '../v1.2/'],
    ]);
    const resolved = resolveUrls(
      out,
      { route: '/guide/page', contentPath: 'guide/page.md' },
      { baseUrl: '/', routeOfContent: new Map(), assetUrls: new Map([['content/guide/data/schema.json', '/assets/media/schema.0123456789.json']]), contentDir: 'content' },
    );
    expect(resolved).toContain('<a href="/assets/media/schema.0123456789.json#page=2" target="_blank">the schema</a>');
    // A file that is not there stays the link its author wrote, read from the page's URL (the link check reports it).
    expect(resolved).toContain('<a href="/files/guide.pdf" target="_blank">a PDF</a>');
  });

  it('checks a reference definition only when a link uses it: an unused one puts no link on the page (as Docusaurus, which checks the HTML)', async () => {
    const text = 'Read [the guide][used] and [Other][].\n\n[used]: ./guide.md#start\n[other]: ./other.md\n[unused]: ./gone.md#nowhere\n';
    const { doc, html: out } = await html(text, 'guide/page.md');
    expect(doc.links.map((l) => [l.target, l.anchor])).toEqual([
      ['guide/guide.md', 'start'],
      ['guide/other.md', undefined],
    ]);
    expect(out).not.toContain('gone');
  });

  it('leaves a file link leading out of the site root a plain relative link (never copied)', async () => {
    const { doc } = await html('[secret](../../../etc/passwd.txt)', 'guide/page.md');
    expect(doc.assets).toEqual([]);
    expect(doc.links).toMatchObject([{ kind: 'relative', target: '../../../etc/passwd.txt' }]);
  });

  it('reads a site-absolute .md link as a page link, from the content folder or the site folder', async () => {
    const { doc, html: out } = await html('[a](/guide/intro.md#start) and [b](/content/other/b.md) and [c](/missing.md)', 'guide/page.md');
    expect(doc.links.map((l) => [l.kind, l.target])).toEqual([
      ['file', '/guide/intro.md'],
      ['file', '/content/other/b.md'],
      ['file', '/missing.md'],
    ]);
    const routeOfContent = new Map([
      ['guide/intro.md', '/guide/intro'],
      ['other/b.md', '/other/b'],
    ]);
    const resolved = resolveUrls(out, { route: '/guide/page', contentPath: 'guide/page.md' }, { baseUrl: '/', routeOfContent, assetUrls: new Map(), contentDir: 'content' });
    expect(resolved).toContain('href="/guide/intro#start"');
    expect(resolved).toContain('href="/other/b"');
    expect(resolved).toContain('href="/missing.md"');
  });

  it("follows Docusaurus's pathname:// links as plain URLs on the site: base-prefixed, not copied, not checked", async () => {
    const { doc, html: out } = await html('[the report](pathname:///files/report.pdf) and [the same folder](pathname://./notes.txt)', 'guide/page.md');
    expect(doc.links).toEqual([]);
    expect(doc.assets).toEqual([]);
    const resolved = resolveUrls(out, { route: '/guide/page', contentPath: 'guide/page.md' }, { baseUrl: '/docs/', routeOfContent: new Map(), assetUrls: new Map() });
    expect(resolved).toContain('<a href="/docs/files/report.pdf">the report</a>');
    expect(resolved).toContain('<a href="./notes.txt">the same folder</a>');
  });

  it('collects local images as assets', async () => {
    const { doc } = await html('![alt](./img/shot.png)', 'guide/page.md');
    expect(doc.assets).toEqual(['content/guide/img/shot.png']);
  });
});

describe('frontmatter errors', () => {
  it('names the line and column of malformed YAML, in the page’s own lines', async () => {
    const doc = await compilePage(source('a.md', '---\ntitle: ok\ndescription: [unclosed\n---\n\nBody'), options);
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({ severity: 'error', code: 'frontmatter-yaml', file: 'content/a.md', line: 3 });
    expect(doc.diagnostics[0]!.hint).toBeTruthy();
  });

  it('reports a wrongly typed field with its line', async () => {
    const doc = await compilePage(source('a.md', '---\ntitle: ok\ntags: security\n---\n'), options);
    expect(doc.diagnostics[0]).toMatchObject({ code: 'frontmatter-field', line: 3 });
    expect(doc.diagnostics[0]!.hint).toContain('tags: [one, two]');
  });
});

describe('MDX (.mdx)', () => {
  it('compiles imports, expressions, Tabs/TabItem and Details without imports', async () => {
    const doc = await compilePage(
      source(
        't.mdx',
        'export const n = 2;\n\nValue {n * 21}.\n\n<Tabs groupId="x">\n<TabItem value="a" label="A">\n\nOne\n\n</TabItem>\n</Tabs>\n\n<Details summary="More">\n\nHidden\n\n</Details>\n\n## Custom {#custom}\n',
      ),
      options,
    );
    expect(doc.diagnostics).toEqual([]);
    expect(doc.content.kind).toBe('mdx');
    expect(doc.anchors).toEqual(['custom']);
  });

  it('reports an unclosed JSX tag with file:line:column and a fix', async () => {
    const doc = await compilePage(source('t.mdx', '---\ntitle: x\n---\n\nText\n\n<Tabs>\n\nunclosed\n'), options);
    expect(doc.diagnostics[0]).toMatchObject({ severity: 'error', file: 'content/t.mdx', line: 7, column: 1 });
    expect(doc.diagnostics[0]!.message).toContain('Expected a closing tag for `<Tabs>`');
    expect(doc.diagnostics[0]!.hint).toContain('Close the tag');
  });

  it('reports an unknown component at its position', async () => {
    const doc = await compilePage(source('t.mdx', 'Intro\n\n<Chart data={1} />\n'), options);
    expect(doc.diagnostics[0]).toMatchObject({ code: 'mdx-unknown-component', line: 3, column: 1 });
  });
});

describe('the content title, found as Docusaurus finds it', () => {
  it('a leading # heading is the page heading even when frontmatter gives another title', async () => {
    const { doc, html: out } = await html('---\ntitle: Short title\n---\n\n# The heading readers see\n\nText.');
    expect(doc.title).toBe('Short title');
    expect(doc.contentTitle).toEqual({ text: 'The heading readers see', inPlace: false });
    expect(out).not.toContain('<h1');
  });

  it('an H1 after other content stays in place, so the theme adds no second H1', async () => {
    const { doc, html: out } = await html(':::note\nRead first.\n:::\n\n# Later heading\n\nText.');
    expect(doc.contentTitle).toEqual({ text: 'Later heading', inPlace: true });
    expect(out).toContain('<h1 id="later-heading">Later heading</h1>');
  });

  it('no content title when the first heading is an H2, or the H1 comes after a thematic break', async () => {
    expect((await html('## Section\n\n# Not a title')).doc.contentTitle).toBeUndefined();
    expect((await html('Intro\n\n---\n\n# After the break')).doc.contentTitle).toBeUndefined();
  });

  it('a Docusaurus site reads .md as MDX (markdown.format: mdx): imports are not text', async () => {
    const doc = await compilePage(source('guide/page.md', "import Tabs from '@theme/Tabs';\n\n# Title\n\n<Tabs></Tabs>"), { ...options, format: 'mdx' });
    expect(doc.content.kind).toBe('mdx');
    expect(doc.contentTitle).toEqual({ text: 'Title', inPlace: false });
  });
});

describe('custom heading ids in MDX', () => {
  it("takes Docusaurus 3.10's comment form {/* #id */} as the id, off the heading text", async () => {
    const doc = await compilePage(source('guide/page.mdx', '## Headings {/* #my-heading-id */}\n\nText.'), options);
    expect(doc.toc).toEqual([{ id: 'my-heading-id', text: 'Headings', level: 2 }]);
  });
});
