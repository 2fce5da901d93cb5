import { describe, expect, it } from 'vitest';
import { escapeTags, safeHighlight, safeHits } from '../../theme/search/safe-hits.js';

describe('hits made safe for DocSearch, which injects them as HTML', () => {
  it('keeps the highlight tags and makes every other tag text', () => {
    expect(safeHighlight('Using <mark>script</mark> <script>alert(1)</script>')).toBe('Using <mark>script</mark> &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(safeHighlight('<img src=x onerror=alert(1)> <mark>trap</mark>')).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>trap</mark>');
  });

  it('leaves ampersands alone, so section names such as "Licences & billing" read as written', () => {
    expect(escapeTags('Licences & billing')).toBe('Licences & billing');
  });

  it('escapes the text and every highlight and snippet value of a hit, also what recent searches store', () => {
    const hit = {
      objectID: '1',
      url: '/a',
      content: 'A <b>bold</b> claim',
      hierarchy: { lvl0: 'Guides', lvl1: 'The <img src=x onerror=alert(1)> trap', lvl2: null },
      _highlightResult: { hierarchy: { lvl1: { value: 'The <img src=x onerror=alert(1)> <mark>trap</mark>', matchLevel: 'full', matchedWords: ['trap'] } } },
      _snippetResult: { content: { value: 'A <b>bold</b> <mark>claim</mark>', matchLevel: 'full' } },
    };
    const [safe] = safeHits([hit]);
    expect(safe!.hierarchy).toEqual({ lvl0: 'Guides', lvl1: 'The &lt;img src=x onerror=alert(1)&gt; trap', lvl2: null });
    expect(safe!.content).toBe('A &lt;b&gt;bold&lt;/b&gt; claim');
    expect(safe!._highlightResult).toEqual({ hierarchy: { lvl1: { value: 'The &lt;img src=x onerror=alert(1)&gt; <mark>trap</mark>', matchLevel: 'full', matchedWords: ['trap'] } } });
    expect(safe!._snippetResult).toEqual({ content: { value: 'A &lt;b&gt;bold&lt;/b&gt; <mark>claim</mark>', matchLevel: 'full' } });
    expect(safe!.url).toBe('/a');
  });
});

describe('links of hits', () => {
  it("turns absolute URLs of this site into paths, and leaves other sites' alone", async () => {
    const { sitePath } = await import('../../theme/search/search-links.js');
    const site = { url: 'https://docs.tessera.example' } as Parameters<typeof sitePath>[1];
    expect(sitePath('https://docs.tessera.example/security/#backups', site)).toBe('/security/#backups');
    expect(sitePath('/security/', site)).toBe('/security/');
    expect(sitePath('https://elsewhere.example/security/', site)).toBe('https://elsewhere.example/security/');
  });
});
