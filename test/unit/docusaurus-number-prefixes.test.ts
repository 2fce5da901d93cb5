import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, stripPathNumberPrefixes } from '../../src/content/number-prefix.js';
import { routeOfFile } from '../../src/content/route-of-file.js';

describe('number prefixes as Docusaurus reads them', () => {
  it('reads the prefix and the name for every separator form', () => {
    expect(parseNumberPrefix('01-intro')).toEqual({ name: 'intro', prefix: 1 });
    expect(parseNumberPrefix('001 - My Doc')).toEqual({ name: 'My Doc', prefix: 1 });
    expect(parseNumberPrefix('1___My Doc')).toEqual({ name: 'My Doc', prefix: 1 });
    expect(parseNumberPrefix('999      .       My Doc')).toEqual({ name: 'My Doc', prefix: 999 });
    expect(parseNumberPrefix('0046036 - My Doc')).toEqual({ name: 'My Doc', prefix: 46036 });
  });

  it('leaves names, dates and versions that are not prefixes alone', () => {
    for (const name of ['MyDoc', 'a1-My Doc', 'My Doc - 02', '00abc01-My Doc', '2021-01-31 - Doc', '31.01.2021 - Doc', '2021-01', '01', '2021', '8.0', '14.2.16', '8_0 - Doc']) {
      expect(parseNumberPrefix(name)).toEqual({ name });
    }
  });

  it('strips prefixes from every folder and the file name, not the extension', () => {
    expect(stripPathNumberPrefixes('0-Root/1 - Sub/2.  Deep/3 _Doc.md')).toBe('Root/Sub/Deep/Doc.md');
    expect(stripPathNumberPrefixes('01.md')).toBe('01.md');
  });

  it('gives routes without prefixes only when the site asks for it (Tessera URLs are unchanged)', () => {
    expect(routeOfFile('02-guides/01-intro.md', undefined, { numberPrefixes: true })).toBe('/guides/intro');
    expect(routeOfFile('02-guides/index.md', undefined, { numberPrefixes: true })).toBe('/guides/');
    expect(routeOfFile('02-guides/01-intro.md')).toBe('/02-guides/01-intro');
  });
});
