import { describe, expect, it } from 'vitest';
import { notFoundProps, propsOfModule } from '../../src/client/page-module.js';
import { moduleUrlOf, routeCandidates } from '../../src/client/route-candidates.js';
import type { PageMeta, SiteData } from '../../src/shared/page-types.js';

const site = { title: 'Site', baseUrl: '/docs/' } as SiteData;
const meta = { route: '/a', title: 'A' } as PageMeta;

describe('matching a path to a page module', () => {
  it('tries the path, then strips a trailing .html or index.html (spec §2)', () => {
    expect(routeCandidates('/docs/a/b')).toEqual(['/docs/a/b']);
    expect(routeCandidates('/docs/a/b.html')).toEqual(['/docs/a/b.html', '/docs/a/b', '/docs/a/b/']);
    expect(routeCandidates('/docs/a/b/index.html')).toEqual(['/docs/a/b/index.html', '/docs/a/b/', '/docs/a/b']);
  });

  it('derives the module URL from the route, with the build id and a retry counter', () => {
    const options = { baseUrl: '/docs/', buildId: 'abc' };
    expect(moduleUrlOf('/docs/', options)).toBe('/docs/_page/index.js?v=abc');
    expect(moduleUrlOf('/docs/a/Page%20name', options)).toBe('/docs/_page/a/Page%20name.js?v=abc');
    expect(moduleUrlOf('/docs/a/', { ...options, attempt: 2 })).toBe('/docs/_page/a/index.js?v=abc&retry=2');
  });
});

describe('page modules', () => {
  it('a module without a default export raises an error that names it', () => {
    expect(() => propsOfModule({ meta, sidebar: null }, '/docs/_page/a.js', site)).toThrow('docsgen: the page module /docs/_page/a.js has no default export.');
  });

  it('a Markdown module gives HTML content, a generated one its data', () => {
    expect(propsOfModule({ default: { html: '<p>x</p>' }, meta, sidebar: null }, 'u', site).content).toEqual({ kind: 'html', html: '<p>x</p>' });
    expect(propsOfModule({ default: { html: '' }, meta, sidebar: null, content: { kind: 'search' } }, 'u', site).content).toEqual({ kind: 'search' });
  });

  it('the not-found page needs no module', () => {
    const props = notFoundProps(site, '/docs/missing');
    expect(props.page.title).toBe('Page not found');
    expect(props.content).toEqual({ kind: 'not-found' });
    expect(props.sidebar).toBeNull();
  });
});
