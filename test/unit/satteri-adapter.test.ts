import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { markdownToMdast, mdxToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { parse, type SourceFormat } from '../../src/parse/parse.js';
import { parseWithSatteri } from '../../src/parse/satteri-parser.js';
import { addsSyntax } from '../../src/parse/syntax-plugins.js';
import { mapDocusaurusConfig } from '../../src/config/docusaurus/map-config.js';
import { validateConfig } from '../../src/config/load-config.js';
import { remarkNpm2Yarn } from '../../src/markdown/remark-npm2yarn.js';

const FEATURES = { gfm: true, frontmatter: true, directive: true };
const raw = (source: string, format: SourceFormat) => (format === 'md' ? markdownToMdast : mdxToMdast)(source, { features: FEATURES }) as unknown as Root;
const remark = (source: string, format: SourceFormat) => parse(source, { format, parser: 'remark' });
const satteri = (source: string, format: SourceFormat) => parse(source, { format, parser: 'satteri' });

/** The case is real (satteri alone differs from remark) and the adapter settles it (the trees are equal, positions and ESTree included). */
function expectNormalised(source: string, format: SourceFormat) {
  expect(raw(source, format)).not.toEqual(remark(source, format));
  expect(satteri(source, format)).toEqual(remark(source, format));
}

describe('satteri adapter: the native tree made remark-parse’s, one case each', () => {
  it('gives remark’s tree for plain Markdown without any change', () => {
    const source = '---\ntitle: x\n---\n\n# Title\n\n:::tip[Hey]\nText with :abbr[x] and `code`.\n:::\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [ ] task\n\n[^1]\n\n[^1]: Note.\n';
    expect(parseWithSatteri(source, 'md')).toEqual(remark(source, 'md'));
  });

  it('ends an ESM block at its last character, not after its line ending, and gives it its ESTree', () => {
    expectNormalised("import A from './a'\nexport const x = 1\n\n# Hi\n", 'mdx');
    const esm = satteri("import A from './a'\n\ntext\n", 'mdx').children[0] as unknown as { data: { estree: { body: { type: string }[] } } };
    expect(esm.data.estree.body.map((s) => s.type)).toEqual(['ImportDeclaration']);
  });

  it('keeps the position quirk micromark gives `import {a}` (one acorn node for imported and local)', () => {
    expectNormalised("import { Tabs } from './tabs'\nimport B, { C as D } from './b'\n\ntext\n", 'mdx');
  });

  it('gives flow and text expressions, comments included, their ESTree at document positions', () => {
    expectNormalised('{/* a comment */}\n\nSum: {1 + 2} and {props.x}\n\n> {\n>   3\n> }\n', 'mdx');
  });

  it('locates JSX attributes and gives attribute expressions and spreads their ESTree', () => {
    expectNormalised('<A b={1} {...c} d e=\'x\' f="y&amp;" />\n\n> <B g={\n>   2\n> } />\n', 'mdx');
  });

  it('reads `<Tag>text</Tag>` on one line as a paragraph holding a text element, as remark-mdx does', () => {
    expectNormalised('<Admonition type="note">Imported.</Admonition>\n\n<details>\n<summary>Why?</summary>\n\nBody.\n</details>\n', 'mdx');
  });

  it('runs an unclosed `:::` container to the end of the document', () => {
    expectNormalised(':::tip\nNever closed.\n\nStill inside.\n', 'md');
  });

  it('asks the reference parser for an unclosed `:::` container in a list (remark reshapes the list)', () => {
    const source = '- item\n\n  :::note\n  In a list.\n\n- next\n';
    expect(parseWithSatteri(source, 'md')).toBeUndefined();
    expect(satteri(source, 'md')).toEqual(remark(source, 'md'));
  });

  it('asks the reference parser for `:::name Title` (a paragraph to remark-directive)', () => {
    const source = ':::my-callout Custom keyword\nConfigured.\n:::\n';
    expect(raw(source, 'md').children[0]!.type).toBe('containerDirective');
    expect(parseWithSatteri(source, 'md')).toBeUndefined();
    expect(satteri(source, 'md')).toEqual(remark(source, 'md'));
    expect(satteri(source, 'md').children[0]!.type).toBe('paragraph');
  });

  it('asks the reference parser for `:03` in a time (a text directive named by a digit to remark-directive)', () => {
    const source = 'Last modified 2024-11-19 03:06:03, at 10:30.\n';
    expect(parseWithSatteri(source, 'md')).toBeUndefined();
    expect(satteri(source, 'md')).toEqual(remark(source, 'md'));
    // Only a digit after the colon: a letter is a name satteri reads as remark does, and code is not text.
    expect(parseWithSatteri('Ratio 1:x, in code `a:1`.\n', 'md')).toBeDefined();
  });

  it('asks the reference parser for TOML frontmatter (Markdown to remark-frontmatter)', () => {
    const source = '+++\ntitle = "x"\n+++\n\nText.\n';
    expect(raw(source, 'md').children[0]!.type).toBe('toml');
    expect(satteri(source, 'md')).toEqual(remark(source, 'md'));
  });

  it('reports MDX syntax errors with remark’s message and position', () => {
    const source = '# Tabs\n\n<Tabs>\n\ntext\n';
    expect(() => raw(source, 'mdx')).toThrow();
    expect(() => satteri(source, 'mdx')).toThrowErrorMatchingInlineSnapshot(`[1:1: Expected a closing tag for \`<Tabs>\` (3:1-3:7)]`);
  });

  it('asks the reference parser when an import redeclares a name (an error there)', () => {
    const source = "import A from './a'\n\nimport A from './b'\n\ntext\n";
    expect(() => remark(source, 'mdx')).toThrow(/Could not parse import\/exports with acorn/);
    expect(parseWithSatteri(source, 'mdx')).toBeUndefined();
    expect(() => satteri(source, 'mdx')).toThrow(/Could not parse import\/exports with acorn/);
  });
});

describe('remark plugins that add syntax', () => {
  it('tells a plugin that registers micromark extensions from a transformer', () => {
    expect(addsSyntax(remarkGfm)).toBe(true);
    expect(addsSyntax([remarkNpm2Yarn, { mdx: false }])).toBe(false);
    expect(addsSyntax('not a plugin')).toBe(false);
  });

  it('settles the parser at config load: remark for a Docusaurus project whose remark plugins add syntax, satteri otherwise', () => {
    const parserOf = (remarkPlugins: unknown[]) => {
      const { input } = mapDocusaurusConfig({ title: 'x', presets: [['classic', { docs: { remarkPlugins } }]] }, { engineThemeDir: 'theme' });
      return validateConfig(input, 'docusaurus.config.js').markdown.parser;
    };
    expect(parserOf([remarkGfm])).toBe('remark');
    expect(parserOf([[remarkNpm2Yarn, { sync: true }]])).toBe('satteri');
    expect(parserOf([])).toBe('satteri');
  });
});
