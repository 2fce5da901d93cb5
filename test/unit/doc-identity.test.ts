import { describe, expect, it } from 'vitest';
import { docIdentity } from '../../src/content/doc-identity.js';
import { parseNumberPrefix } from '../../src/content/number-prefix.js';
import { routeOfFileLink } from '../../src/content/file-link.js';

const docusaurus = { style: 'docusaurus' as const, routeBasePath: '/docs/' };
const docsgen = { style: 'docsgen' as const, routeBasePath: '/' };

describe('doc ids and routes', () => {
  it("docsgen's own policy is unchanged: paths as written, index pages are folder routes", () => {
    expect(docIdentity('a/b/Page name.md', {}, docsgen)).toEqual({ id: 'a/b/Page name', route: '/a/b/Page name' });
    expect(docIdentity('a/index.md', {}, docsgen).route).toBe('/a/');
    expect(docIdentity('a/x.md', { slug: 'y' }, docsgen).route).toBe('/a/y');
  });

  it('Docusaurus: number prefixes leave ids and URLs, routeBasePath prefixes them', () => {
    expect(docIdentity('01-intro.md', {}, docusaurus)).toEqual({ id: 'intro', route: '/docs/intro' });
    expect(docIdentity('02-guides/03-install.mdx', {}, docusaurus)).toEqual({ id: 'guides/install', route: '/docs/guides/install' });
    expect(docIdentity('2021-01-31-notes.md', {}, docusaurus).id).toBe('2021-01-31-notes');
  });

  it('Docusaurus: index, README and a file named as its folder are the folder page', () => {
    expect(docIdentity('guides/index.md', {}, docusaurus)).toEqual({ id: 'guides/index', route: '/docs/guides/' });
    expect(docIdentity('guides/README.md', {}, docusaurus).route).toBe('/docs/guides/');
    expect(docIdentity('guides/guides.md', {}, docusaurus).route).toBe('/docs/guides/');
    expect(docIdentity('index.md', {}, docusaurus).route).toBe('/docs/');
  });

  it('Docusaurus: frontmatter id renames the page; slug is absolute or relative to the folder', () => {
    expect(docIdentity('guides/setup.md', { id: 'start' }, docusaurus)).toEqual({ id: 'guides/start', route: '/docs/guides/start' });
    expect(docIdentity('guides/setup.md', { slug: '/begin' }, docusaurus).route).toBe('/docs/begin');
    expect(docIdentity('guides/setup.md', { slug: 'begin' }, docusaurus).route).toBe('/docs/guides/begin');
    expect(docIdentity('guides/setup.md', { slug: '../elsewhere' }, docusaurus).route).toBe('/docs/elsewhere');
    expect(docIdentity('intro.md', { slug: '/' }, { style: 'docusaurus', routeBasePath: '/' }).route).toBe('/');
  });

  it('parses number prefixes as Docusaurus does, leaving dates and versions alone', () => {
    expect(parseNumberPrefix('01-Intro')).toEqual({ name: 'Intro', prefix: 1 });
    expect(parseNumberPrefix('003 - My Doc')).toEqual({ name: 'My Doc', prefix: 3 });
    expect(parseNumberPrefix('1.Intro')).toEqual({ name: 'Intro', prefix: 1 });
    expect(parseNumberPrefix('MyDoc')).toEqual({ name: 'MyDoc' });
    expect(parseNumberPrefix('2021-01-31 - Doc')).toEqual({ name: '2021-01-31 - Doc' });
    expect(parseNumberPrefix('1.2.3-notes')).toEqual({ name: '1.2.3-notes' });
  });
});

describe('links to .md files', () => {
  const routes = new Map([
    ['api/Store.md', '/api/store'],
    ['usage/guide.md', '/usage/guide'],
  ]);
  it("resolve against the linking page's folder", () => {
    expect(routeOfFileLink('usage/guide.md', 'usage/intro.md', routes, { docusaurus: false })).toBe('/usage/guide');
  });
  it('in a Docusaurus project, also from the docs root, as Docusaurus tries it', () => {
    expect(routeOfFileLink('understanding/api/Store.md', 'understanding/Glossary.md', routes, { docusaurus: true })).toBe('/api/store');
    expect(routeOfFileLink('understanding/api/Store.md', 'understanding/Glossary.md', routes, { docusaurus: false })).toBeUndefined();
    expect(routeOfFileLink('missing.md', 'usage/intro.md', routes, { docusaurus: true })).toBeUndefined();
  });
  it('in a Docusaurus project, a relative path is also tried from the site folder (docs/...)', () => {
    const policy = { docusaurus: true, contentDir: 'docs' };
    expect(routeOfFileLink('usage/docs/api/Store.md', 'usage/intro.md', routes, policy)).toBe('/api/store');
    expect(routeOfFileLink('usage/docs/api/Store.md', 'usage/intro.md', routes, { docusaurus: false, contentDir: 'docs' })).toBeUndefined();
  });
  it('site-absolute: from the content folder first, then from the site folder, as Docusaurus tries them', () => {
    const policy = { docusaurus: true, contentDir: 'docs' };
    expect(routeOfFileLink('/usage/guide.md', 'api/Store.md', routes, policy)).toBe('/usage/guide');
    expect(routeOfFileLink('/docs/usage/guide.md', 'api/Store.md', routes, policy)).toBe('/usage/guide');
    expect(routeOfFileLink('/docs/missing.md', 'api/Store.md', routes, policy)).toBeUndefined();
    expect(routeOfFileLink('/../usage/guide.md', 'api/Store.md', routes, policy)).toBeUndefined();
  });
});
