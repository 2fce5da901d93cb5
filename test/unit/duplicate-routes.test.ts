import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../src/compile/page-summary.js';
import { configSchema } from '../../src/config/schema.js';
import { frontmatterPosition } from '../../src/site/frontmatter-position.js';
import { planSite } from '../../src/site/plan-site.js';

const config = configSchema.parse({ title: 'T', url: 'https://t.example' });

function page(contentPath: string, frontmatter: PageSummary['frontmatter'] = {}): PageSummary {
  return {
    file: `content/${contentPath}`,
    contentPath,
    hash: contentPath,
    frontmatter,
    title: contentPath,
    description: '',
    toc: [],
    anchors: [],
    links: [],
    assets: [],
    hasMermaid: false,
    diagnostics: [],
    cacheKey: contentPath,
  };
}

function plan(docs: PageSummary[], sources: Record<string, string> = {}, overrides: Partial<typeof config> = {}) {
  return planSite({ config: { ...config, ...overrides }, docs, categories: new Map(), tagDefinitions: new Map(), includeDrafts: false, sources: new Map(Object.entries(sources)) });
}

describe('duplicate routes', () => {
  it('are reported on the page that lost, at the line of its slug, naming both files; the first page keeps the route', () => {
    const site = plan([page('a.md'), page('b.md', { slug: '/a' })], { 'content/b.md': '---\ntitle: B\nslug: /a\n---\n' });
    expect(site.diagnostics).toHaveLength(1);
    const [d] = site.diagnostics;
    expect(d).toMatchObject({ severity: 'warning', code: 'duplicate-route', file: 'content/b.md', line: 3, column: 1 });
    expect(d!.message).toContain('content/a.md');
    expect(d!.message).toContain('/a');
    expect(site.routes.get('/a')).toMatchObject({ kind: 'doc', contentPath: 'a.md' });
  });

  it('an alias never takes a page’s route, and is reported at its own line', () => {
    const site = plan([page('a.md'), page('b.md', { aliases: ['/a'] })], { 'content/b.md': '---\ntitle: B\naliases:\n  - /old\n  - /a\n---\n' });
    expect(site.routes.get('/a')).toMatchObject({ kind: 'doc', contentPath: 'a.md' });
    expect(site.diagnostics[0]).toMatchObject({ file: 'content/b.md', line: 5, column: 5 });
  });

  it('a page at a generated route (/search) is reported; the generated page stays', () => {
    const site = plan([page('search.md')]);
    expect(site.routes.get('/search')?.kind).toBe('search');
    expect(site.diagnostics[0]!.message).toContain('search page the engine generates');
  });

  it('follow onDuplicateRoutes: ignore drops them, throw makes them errors', () => {
    const docs = [page('a.md'), page('b.md', { slug: '/a' })];
    expect(plan(docs, {}, { onDuplicateRoutes: 'ignore' }).diagnostics).toEqual([]);
    expect(plan(docs, {}, { onDuplicateRoutes: 'throw' }).diagnostics[0]!.severity).toBe('error');
  });
});

describe('frontmatterPosition', () => {
  it('finds a key, or a value inside a list under it, and nothing outside the frontmatter', () => {
    const source = '---\ntitle: X\nslug: /x\naliases: [/y, /z]\n---\n\nslug: not frontmatter\n';
    expect(frontmatterPosition(source, 'slug')).toEqual({ line: 3, column: 1 });
    expect(frontmatterPosition(source, 'aliases', '/z')).toEqual({ line: 4, column: 15 });
    expect(frontmatterPosition(source, 'draft')).toBeUndefined();
    expect(frontmatterPosition('no frontmatter', 'slug')).toBeUndefined();
  });
});
