import { describe, expect, it } from 'vitest';
import { docIdOf } from '../../src/content/doc-id.js';

describe('doc ids as Docusaurus gives them', () => {
  it('is the path without extension, with the frontmatter id replacing the file name', () => {
    expect(docIdOf('guides/setup.md', undefined)).toBe('guides/setup');
    expect(docIdOf('guides/setup.md', 'start')).toBe('guides/start');
    expect(docIdOf('intro.mdx', undefined)).toBe('intro');
  });

  it('drops number prefixes when the site strips them', () => {
    expect(docIdOf('02-guides/01-setup.md', undefined, { numberPrefixes: true })).toBe('guides/setup');
    expect(docIdOf('02-guides/01-setup.md', undefined)).toBe('02-guides/01-setup');
  });
});
