import { describe, expect, it } from 'vitest';
import { aliasTarget } from '../../../src/docusaurus-native/esbuild-plugin.js';
import { fileOfRoute } from '../../../src/docusaurus-native/ssg.js';
import { cssInImportOrder } from '../../../src/docusaurus-native/css.js';
import { chooseRenderBackend } from '../../../src/docusaurus-native/backend.js';
import { FIXTURES } from '../../helpers/build-fixture.js';
import path from 'node:path';

describe("webpack's alias matching", () => {
  const alias = { '@theme/NavbarItem': '/t/NavbarItem', '@theme/NavbarItem/LocaleDropdown': '/t/Locale', '@site': '/site', exact$: '/e' };
  it('takes the longest key the request equals or is a folder of', () => {
    expect(aliasTarget(alias, '@theme/NavbarItem')).toBe('/t/NavbarItem');
    expect(aliasTarget(alias, '@theme/NavbarItem/LocaleDropdown')).toBe('/t/Locale');
    expect(aliasTarget(alias, '@site/src/css/custom.css')).toBe('/site/src/css/custom.css');
  });
  it('does not match a longer name, and `$` keys only exactly', () => {
    expect(aliasTarget(alias, '@sitemap')).toBeUndefined();
    expect(aliasTarget(alias, 'exact')).toBe('/e');
    expect(aliasTarget(alias, 'exact/x')).toBeUndefined();
  });
});

describe("Docusaurus's file for a route", () => {
  it('follows trailingSlash as writeStaticFile does', () => {
    expect(fileOfRoute('/docs/intro', '/', undefined)).toBe('docs/intro/index.html');
    expect(fileOfRoute('/docs/intro', '/', false)).toBe('docs/intro.html');
    expect(fileOfRoute('/docs/intro/', '/', false)).toBe('docs/intro/index.html');
    expect(fileOfRoute('/404.html', '/', undefined)).toBe('404.html');
    expect(fileOfRoute('/base/docs', '/base/', true)).toBe('docs/index.html');
  });
});

describe('CSS order', () => {
  it('is the order modules run: depth first, each file once', () => {
    const metafile = {
      inputs: {
        entry: {
          imports: [
            { path: 'a.css', kind: 'require-call' },
            { path: 'app.js', kind: 'import-statement' },
            { path: 'custom.css', kind: 'require-call' },
          ],
        },
        'app.js': {
          imports: [
            { path: 'theme.module.css', kind: 'import-statement' },
            { path: 'a.css', kind: 'import-statement' },
            { path: 'page.js', kind: 'dynamic-import' },
          ],
        },
        'page.js': { imports: [{ path: 'page.module.css', kind: 'import-statement' }] },
      },
    };
    expect(cssInImportOrder(metafile, 'entry', (p) => `/${p}`)).toEqual(['/a.css', '/theme.module.css', '/page.module.css', '/custom.css']);
  });
});

describe('the render backend', () => {
  it("is docsgen's own for a Docusaurus project without its packages, saying how to get its look", () => {
    expect(chooseRenderBackend(path.join(FIXTURES, 'docusaurus-corpus', 'classic-template'))).toMatchInlineSnapshot(`
      {
        "kind": "builtin",
        "reason": "Rendered with docsgen's theme: the project's own look needs its packages installed (\`npm install\`).",
      }
    `);
  });
  it("is docsgen's own for a docsgen site", () => {
    expect(chooseRenderBackend(path.join(FIXTURES, 'basic'))).toEqual({ kind: 'builtin' });
  });
});
