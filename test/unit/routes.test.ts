import { describe, expect, it } from 'vitest';
import { encodeRoute, hrefOfRoute, modulePathOfRoute, outputPathOfRoute, routeOfFile } from '../../src/content/route-of-file.js';

describe('file to route', () => {
  it('keeps spaces, capitals and & as written', () => {
    expect(routeOfFile('building-concepts/ui/Elements/Check box.md')).toBe('/building-concepts/ui/Elements/Check box');
    expect(routeOfFile('licenses-&-billing/AppSumo deals.md')).toBe('/licenses-&-billing/AppSumo deals');
    expect(routeOfFile('Roadmap.mdx')).toBe('/Roadmap');
  });
  it('makes index.md and README.md the folder route with a trailing slash', () => {
    expect(routeOfFile('index.md')).toBe('/');
    expect(routeOfFile('security/index.md')).toBe('/security/');
    expect(routeOfFile('challenges/Challenge 1/README.md')).toBe('/challenges/Challenge 1/');
  });
  it('lets a frontmatter slug override the route, absolute or relative to the folder', () => {
    expect(routeOfFile('a/b.md', '/custom')).toBe('/custom');
    expect(routeOfFile('a/b.md', 'renamed')).toBe('/a/renamed');
  });
});

describe('route to output path and URL', () => {
  it('writes routes without a trailing slash as .html files and folder routes as index.html', () => {
    expect(outputPathOfRoute('/security/Backup')).toBe('security/Backup.html');
    expect(outputPathOfRoute('/security/')).toBe('security/index.html');
    expect(outputPathOfRoute('/')).toBe('index.html');
  });
  it('percent-encodes spaces but keeps & and slashes, under the base URL', () => {
    expect(encodeRoute('/licenses-&-billing/AppSumo deals')).toBe('/licenses-&-billing/AppSumo%20deals');
    expect(hrefOfRoute('/a b/', '/docs/')).toBe('/docs/a%20b/');
    expect(hrefOfRoute('/', '/')).toBe('/');
  });
  it('places page modules at paths derived from the route', () => {
    expect(modulePathOfRoute('/a/b c')).toBe('_page/a/b c.js');
    expect(modulePathOfRoute('/a/')).toBe('_page/a/index.js');
    expect(modulePathOfRoute('/')).toBe('_page/index.js');
  });
});
