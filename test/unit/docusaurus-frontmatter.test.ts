import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../src/markdown/frontmatter.js';
import { compileMdx } from '../helpers/render-mdx.js';

describe('Docusaurus frontmatter keys', () => {
  it('accepts and types every key Docusaurus documents for docs', () => {
    const fm = parseFrontmatter(
      '---\nid: intro\nslug: /start\npagination_label: Start here\npagination_next: null\npagination_prev: guides/setup\ntoc_min_heading_level: 2\ntoc_max_heading_level: 5\nhide_title: true\nsidebar_class_name: red\nsidebar_custom_props:\n  badge: new\ncustom_edit_url: null\nunlisted: true\nlast_update:\n  date: 2024-01-31\n  author: Ada\ntags: [one, { label: Two words, permalink: /two }]\nformat: md\n---\n',
      'content/p.mdx',
    );
    expect(fm.diagnostics).toEqual([]);
    expect(fm.data).toMatchObject({
      id: 'intro',
      pagination_label: 'Start here',
      pagination_next: null,
      pagination_prev: 'guides/setup',
      toc_max_heading_level: 5,
      hide_title: true,
      sidebar_custom_props: { badge: 'new' },
      custom_edit_url: null,
      unlisted: true,
      last_update: { date: '2024-01-31', author: 'Ada' },
      tags: ['one', 'Two words'],
      format: 'md',
    });
  });

  it('reports a mistyped key at its line', () => {
    const fm = parseFrontmatter('---\ntitle: x\ntoc_max_heading_level: eight\n---\n', 'content/p.md');
    expect(fm.diagnostics[0]).toMatchObject({ code: 'frontmatter-field', line: 3 });
  });

  it('reads an .mdx file with `format: md` as Markdown (a stray `{` is text)', async () => {
    const doc = await compileMdx('---\nformat: md\n---\n\nLiteral {braces} and a < b.\n', 'p.mdx');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.content).toMatchObject({ kind: 'html' });
    expect(doc.content.kind === 'html' ? doc.content.html : '').toContain('Literal {braces} and a &#x3C; b.');
  });

  it('widens the table of contents with toc_max_heading_level', async () => {
    const doc = await compileMdx('---\ntoc_max_heading_level: 4\n---\n\n## Two\n\n#### Four\n', 'p.md');
    expect(doc.toc.map((t) => t.text)).toEqual(['Two', 'Four']);
  });
});
