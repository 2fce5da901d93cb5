import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../src/compile/page-summary.js';
import { classifyChanges, invalidateContent, type ContentChange } from '../../src/pipeline/invalidation.js';

const summary = (over: Partial<PageSummary> = {}): PageSummary =>
  ({ file: 'content/a.md', contentPath: 'a.md', title: 'A', description: '', frontmatter: {}, anchors: ['intro'], cacheKey: 'k', ...over }) as PageSummary;

const change = (over: Partial<ContentChange> = {}): ContentChange => ({
  changed: [],
  removed: [],
  metadataChanged: false,
  assetRoutes: new Set(),
  routesOf: (contentPath) => (contentPath === 'a.md' ? ['/a', '/old-a'] : [`/${contentPath.replace(/\.mdx?$/, '')}`]),
  ...over,
});

describe('invalidation: which routes, sections, indexes and bundles a change touches', () => {
  it('sorts changed files into config, theme, engine client, content and static', () => {
    const root = '/site';
    const dirs = { root, content: ['/site/content'], theme: '/site/theme', static: '/site/static', client: '/engine/src/client' };
    const c = classifyChanges(['/site/site.config.ts', '/site/content/a.md', '/site/static/x.png'], dirs);
    expect(c).toEqual({ config: true, theme: false, client: false, content: ['/site/content/a.md'], static: true });
    expect(classifyChanges([path.join(dirs.theme, 'x.css'), '/engine/src/client/router.tsx'], dirs)).toMatchObject({ theme: true, client: true, config: false });
    expect(classifyChanges(['/site/sub/site.config.ts'], dirs).config).toBe(false);
  });

  it('nothing changed in effect: nothing to redo', () => {
    expect(invalidateContent(change())).toEqual({ kind: 'none' });
  });

  it('a body edit re-renders that page and its aliases only, and rechecks only its own links', () => {
    const before = summary();
    const after = summary({ cacheKey: 'k2' });
    const result = invalidateContent(change({ changed: [{ contentPath: 'a.md', before, after }] }));
    expect(result).toEqual({ kind: 'bodies', routes: ['/a', '/old-a'], links: new Set(['a.md']) });
  });

  it("a heading added or removed rechecks every page's links (their anchors may mend or break)", () => {
    const result = invalidateContent(change({ changed: [{ contentPath: 'a.md', before: summary(), after: summary({ anchors: ['intro', 'new'] }) }] }));
    expect(result).toMatchObject({ kind: 'bodies', links: 'all' });
  });

  it('a new title, a new page, a removed page or folder metadata replans the whole site', () => {
    expect(invalidateContent(change({ changed: [{ contentPath: 'a.md', before: summary(), after: summary({ title: 'B' }) }] }))).toEqual({
      kind: 'replan',
      reason: 'a title, slug or other frontmatter changed',
      links: 'all',
    });
    expect(invalidateContent(change({ changed: [{ contentPath: 'b.md', before: undefined, after: summary({ contentPath: 'b.md' }) }] }))).toMatchObject({ kind: 'replan', reason: 'a page added' });
    expect(invalidateContent(change({ removed: ['a.md', 'c.md'] }))).toMatchObject({ kind: 'replan', reason: '2 pages removed' });
    expect(invalidateContent(change({ metadataChanged: true }))).toMatchObject({ kind: 'replan', reason: 'folder metadata changed' });
  });

  it('a changed image re-renders the routes that show it', () => {
    expect(invalidateContent(change({ assetRoutes: new Set(['/guides/x']) }))).toEqual({ kind: 'bodies', routes: ['/guides/x'], links: new Set() });
  });
});
