/**
 * A Docusaurus project's own remark and rehype plugins run (issue 17): an installed package (here an
 * ES module only), a local file with options, a function written in the config; one that is not
 * installed is named in the config warning, and the build goes on without it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map(removeDir)));

/** An ES-module-only remark plugin, installed in the project: `kbd:Ctrl+K` in code becomes <kbd>Ctrl+K</kbd>. */
async function installPlugins(root: string): Promise<void> {
  // npm2yarn tabs docsgen makes itself: the installed plugin must not run a second time (this copy would say so on every page).
  const npm2yarn = path.join(root, 'node_modules', '@docusaurus', 'remark-plugin-npm2yarn');
  await mkdir(npm2yarn, { recursive: true });
  await writeFile(path.join(npm2yarn, 'package.json'), JSON.stringify({ name: '@docusaurus/remark-plugin-npm2yarn', version: '3.10.2', main: 'index.js' }));
  await writeFile(path.join(npm2yarn, 'index.js'), `module.exports = () => (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'npm2yarn ran twice' }] }); };\n`);
  await installRemarkKbd(root);
}

async function installRemarkKbd(root: string): Promise<void> {
  const dir = path.join(root, 'node_modules', 'remark-kbd');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'remark-kbd', version: '1.0.0', type: 'module', exports: './index.js' }));
  await writeFile(
    path.join(dir, 'index.js'),
    `export default function remarkKbd() {
  const visit = (node) => {
    if (node.type === 'inlineCode' && node.value.startsWith('kbd:')) {
      node.value = node.value.slice(4);
      node.data = { hName: 'kbd', hChildren: [{ type: 'text', value: node.value }] };
    }
    for (const child of node.children ?? []) visit(child);
  };
  return visit;
}
`,
  );
}

describe("a Docusaurus project's remark and rehype plugins", () => {
  it('run on .md and .mdx pages in the order Docusaurus gives them; one not installed is named, not run', async () => {
    const root = await copyFixture('docusaurus-plugins');
    roots.push(root);
    await installPlugins(root);
    const result = await buildSite({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    for (const page of ['intro.html', 'mdx-page.html']) {
      const html = await readFile(path.join(result.outDir, page), 'utf8');
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      expect(article).toMatch(/<kbd>Ctrl\+K<\/kbd>/);
      expect(article).toMatch(/<table class="wide-table">/);
      expect(article).toMatch(/<p class="lead">Press <kbd>/);
      expect(article).not.toContain('npm2yarn ran twice');
    }
    const warning = result.diagnostics.find((d) => d.code === 'docusaurus-config');
    expect(warning?.message).toContain('presets.classic.docs.rehypePlugins[2] (rehype-katex is not installed: not run)');
    expect(warning?.message).not.toContain('remarkPlugins');
    // The site's `stylesheets` and `scripts` (KaTeX's stylesheet, say) are in every page's head, as Docusaurus writes them.
    expect(warning?.message).not.toMatch(/stylesheets|scripts/);
    const head = (await readFile(path.join(result.outDir, 'intro.html'), 'utf8')).split('</head>')[0]!;
    expect(head).toContain('<link rel="stylesheet" href="https://cdn.example/katex.min.css" integrity="sha384-abc" crossorigin="anonymous">');
    expect(head).toContain('<script src="https://cdn.example/widget.js"></script>\n<script src="/js/local.js" defer></script>');
  });

  it('run in the compile threads too (a site large enough to compile in workers)', async () => {
    const root = await copyFixture('docusaurus-plugins');
    roots.push(root);
    await installPlugins(root);
    for (let i = 0; i < 45; i++) await writeFile(path.join(root, 'docs', `page-${i}.md`), `# Page ${i}\n\nPress \`kbd:F${i}\`.\n`);
    const result = await buildSite({ root });
    expect(result.ok).toBe(true);
    expect(await readFile(path.join(result.outDir, 'page-44.html'), 'utf8')).toContain('<p class="lead">Press <kbd>F44</kbd>.</p>');
  });

  it('a plugin that throws on a page is named by where the config has it, on that page only', async () => {
    const root = await copyFixture('docusaurus-plugins');
    roots.push(root);
    await installPlugins(root);
    const config = path.join(root, 'docusaurus.config.js');
    const throwing = `function rehypeLead() {
  return (tree, file) => {
    if (String(file.path).endsWith('intro.md')) throw new Error('no lead paragraph here');
  };
}`;
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace(/function rehypeLead\(\) \{[\s\S]*?\n\}/, throwing));
    const result = await buildSite({ root });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${path.basename(d.file)}:${d.line}:${d.column} [${d.code}] ${d.message}\n${d.hint}`)).toMatchInlineSnapshot(`
      [
        "intro.md:1:1 [project-plugin-failed] The project's plugin presets[0][1].docs.rehypePlugins[1] (rehypeLead) threw: no lead paragraph here
      Fix the plugin for what this page holds, or remove it from the config; other pages are not affected.",
      ]
    `);
  });
});
