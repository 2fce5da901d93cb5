import { describe, expect, it } from 'vitest';
import { kebabCase, tagSlugOf, tagsRouteOf } from '../../src/site/tag-slug.js';

describe('tag URLs', () => {
  it('kebab-cases labels as lodash (and so Docusaurus) does', () => {
    expect(kebabCase('Public networks')).toBe('public-networks');
    expect(kebabCase('public networks')).toBe('public-networks');
    expect(kebabCase('JavaScript')).toBe('java-script');
    expect(kebabCase('HTMLParser')).toBe('html-parser');
    expect(kebabCase('v2')).toBe('v-2');
    expect(kebabCase('react18 tips')).toBe('react-18-tips');
    expect(kebabCase("don't panic")).toBe('dont-panic');
    expect(kebabCase('Café au lait')).toBe('cafe-au-lait');
    expect(kebabCase('1st steps')).toBe('1st-steps');
    expect(kebabCase('already-kebab')).toBe('already-kebab');
  });

  it("docsgen's own sites keep a tag as written; tags live under the docs' base path", () => {
    expect(tagSlugOf('security', 'as-written')).toBe('security');
    expect(tagSlugOf('Public networks', 'kebab-case')).toBe('public-networks');
    expect(tagsRouteOf('/')).toBe('/tags');
    expect(tagsRouteOf('/docs/')).toBe('/docs/tags');
  });
});
