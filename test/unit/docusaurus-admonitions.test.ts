import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/markdown/compile-page.js';
import { compileOptions } from '../helpers/render-mdx.js';

const html = async (text: string, keywords: string[] = []) => {
  const doc = await compilePage({ file: 'content/p.md', contentPath: 'p.md', kind: 'md', source: text, hash: 't' }, { ...compileOptions, admonitionKeywords: keywords });
  return doc.content.kind === 'html' ? doc.content.html : '';
};

describe('admonitions as Docusaurus 3 writes them', () => {
  it('reads the title in brackets (:::note[Title]) and after the keyword (:::note Title) alike', async () => {
    expect(await html(':::note[Read *this*]\nBody\n:::\n')).toContain('<p class="admonition-title">Read <em>this</em></p>');
    expect(await html(':::note Read this\nBody\n:::\n')).toContain('<p class="admonition-title">Read this</p>');
  });

  it('turns configured custom keywords into admonitions and leaves unknown ones as plain containers', async () => {
    const out = await html(':::my-callout Heads up\nBody\n:::\n\n:::other\nText\n:::\n', ['my-callout']);
    expect(out).toContain('<div class="admonition admonition-my-callout" role="note"><p class="admonition-title">Heads up</p>');
    expect(out).not.toContain('admonition-other');
  });
});
