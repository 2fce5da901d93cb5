import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../src/compile/page-summary.js';
import { validateConfig } from '../../src/config/load-config.js';
import type { CategoryMeta } from '../../src/content/source-file.js';
import type { Frontmatter } from '../../src/markdown/frontmatter.js';
import { addCategoryIndexPages } from '../../src/site/category-index-pages.js';
import { planSite } from '../../src/site/plan-site.js';
import type { SidebarNode } from '../../src/site/site-types.js';

const config = validateConfig({ title: 'T', url: 'https://t.example' }, 'site.config.ts');

function page(contentPath: string, frontmatter: Frontmatter = {}): PageSummary {
  return {
    file: `content/${contentPath}`,
    contentPath,
    hash: contentPath,
    cacheKey: contentPath,
    frontmatter,
    title:
      frontmatter.title ??
      contentPath
        .split('/')
        .at(-1)!
        .replace(/\.mdx?$/, ''),
    description: '',
    toc: [],
    anchors: [],
    links: [],
    assets: [],
    hasMermaid: false,
    diagnostics: [],
  };
}

function plan(docs: PageSummary[], categories: [string, CategoryMeta][] = [], tags: [string, { label: string; description?: string }][] = []) {
  return planSite({ config, docs, categories: new Map(categories), tagDefinitions: new Map(tags), includeDrafts: false });
}

const labels = (nodes: SidebarNode[]): unknown[] => nodes.map((n) => (n.type === 'category' ? { [n.label]: labels(n.children) } : n.label));

describe('tutorialSidebar, generated from folders', () => {
  it('orders items by sidebar_position and _category_.json position, then by name', () => {
    const site = plan(
      [
        page('index.md', { title: 'Home', sidebar_position: 1 }),
        page('zeta.md'),
        page('guides/b.md', { sidebar_position: 2 }),
        page('guides/a.md', { sidebar_position: 3 }),
        page('guides/c.md'),
        page('alpha.md', { sidebar_position: 2 }),
      ],
      [['guides', { label: 'Guides', position: 3 }]],
    );
    expect(labels(site.sidebar)).toEqual(['Home', 'alpha', { Guides: ['b', 'a', 'c'] }, 'zeta']);
  });

  it("makes a folder's index.md the category's own page, labelled by _category_.json or the index title", () => {
    const site = plan([page('security/index.md', { title: 'Security overview' }), page('security/Backup.md'), page('policies/index.md', { title: 'Policies' })], [['security', { label: 'Security' }]]);
    const security = site.sidebar.find((n) => n.type === 'category' && n.id === 'security');
    expect(security).toMatchObject({ label: 'Security', route: '/security/' });
    expect(site.sidebar.find((n) => n.type === 'category' && n.id === 'policies')).toMatchObject({ label: 'Policies', route: '/policies/' });
  });

  it('gives breadcrumbs and previous/next links in sidebar order', () => {
    const site = plan(
      [page('index.md', { sidebar_position: 1 }), page('guides/index.md', { title: 'Guides' }), page('guides/one.md', { sidebar_position: 1 }), page('guides/two.md', { sidebar_position: 2 })],
      [['guides', { position: 2 }]],
    );
    const one = site.docs.get('guides/one.md')!;
    expect(one.breadcrumbs).toEqual([{ title: 'Guides', href: '/guides/' }]);
    expect(one.prev).toEqual({ title: 'Guides', href: '/guides/' });
    expect(one.next).toEqual({ title: 'two', href: '/guides/two' });
    expect(one.categoryPath).toEqual(['guides']);
  });

  it('leaves drafts out of production builds', () => {
    const site = plan([page('a.md'), page('b.md', { draft: true })]);
    expect(site.routes.has('/b')).toBe(false);
  });
});

describe('route table', () => {
  it('shows a page with displayed_sidebar: null without a sidebar', () => {
    const site = plan([page('quickstart.md', { displayed_sidebar: null })]);
    expect(site.routes.get('/quickstart')).toMatchObject({ kind: 'doc', hasSidebar: false });
  });

  it('adds alias routes that show the same page with a canonical link to it', () => {
    const site = plan([page('policies/Uptime_SLA.md', { aliases: ['/policies/Uptima_SLA'] })]);
    expect(site.routes.get('/policies/Uptima_SLA')).toMatchObject({ kind: 'alias', canonical: '/policies/Uptime_SLA' });
  });

  it('reports a duplicate route as a warning', () => {
    const site = plan([page('a.md'), page('b.md', { slug: '/a' })]);
    expect(site.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'duplicate-route', file: 'content/b.md' })]);
  });

  it('generates /search, /tags and one page per tag, defined in tags.yml or used in frontmatter', () => {
    const site = plan([page('a.md', { tags: ['security', 'gdpr'] })], [], [['security', { label: 'Security', description: 'Safety' }]]);
    expect([...site.routes.keys()].sort()).toEqual(['/a', '/search', '/tags', '/tags/gdpr', '/tags/security']);
    expect(site.tags.get('security')).toMatchObject({ label: 'Security', description: 'Safety', docs: ['a.md'] });
  });

  it('generates an overview page for a large folder without an index, and none for a small one', () => {
    const many = Array.from({ length: 40 }, (_, i) => page(`big/p${i}.md`));
    const site = plan([...many, page('small/one.md'), page('small/two.md')]);
    const added = addCategoryIndexPages(site);
    expect(added.map((r) => r.route)).toEqual(['/big/']);
    expect(site.routes.get('/big/')).toMatchObject({ kind: 'category', categoryId: 'big' });
  });
});
