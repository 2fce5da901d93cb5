import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../src/compile/page-summary.js';
import { validateConfig } from '../../src/config/load-config.js';
import type { CategoryMeta } from '../../src/content/source-file.js';
import type { Frontmatter } from '../../src/markdown/frontmatter.js';
import { planSite } from '../../src/site/plan-site.js';
import type { SidebarNode } from '../../src/site/site-types.js';

const docusaurus = validateConfig({ title: 'T', url: 'https://t.example', docs: { numberPrefixes: true } }, 'site.config.ts');
const tessera = validateConfig({ title: 'T', url: 'https://t.example' }, 'site.config.ts');

function page(contentPath: string, frontmatter: Frontmatter = {}): PageSummary {
  const name = contentPath
    .split('/')
    .at(-1)!
    .replace(/\.mdx?$/, '');
  return {
    file: `content/${contentPath}`,
    contentPath,
    hash: contentPath,
    cacheKey: contentPath,
    frontmatter,
    title: frontmatter.title ?? name.replace(/^\d+-/, ''),
    description: '',
    toc: [],
    anchors: [],
    links: [],
    assets: [],
    hasMermaid: false,
    diagnostics: [],
  };
}

const labels = (nodes: SidebarNode[]): unknown[] => nodes.map((n) => (n.type === 'category' ? { [n.label]: labels(n.children) } : n.label));

describe('number prefixes and pagination in the generated sidebar', () => {
  const docs = [page('10-last.md'), page('2-second.md'), page('01-first.md'), page('03-guides/02-b.md'), page('03-guides/01-a.md'), page('unnumbered.md')];
  const categories: [string, CategoryMeta][] = [];

  it('orders by the number prefix (numerically), labels and routes without it, unnumbered items last', () => {
    const site = planSite({ config: docusaurus, docs, categories: new Map(categories), tagDefinitions: new Map(), includeDrafts: false });
    expect(labels(site.sidebar)).toEqual(['first', 'second', { guides: ['a', 'b'] }, 'last', 'unnumbered']);
    expect(site.docs.get('03-guides/01-a.md')!.route).toBe('/guides/a');
  });

  it('keeps prefixes in routes and category names when the site does not ask (Tessera)', () => {
    const site = planSite({ config: tessera, docs, categories: new Map(categories), tagDefinitions: new Map(), includeDrafts: false });
    expect(site.docs.get('03-guides/01-a.md')!.route).toBe('/03-guides/01-a');
    expect(labels(site.sidebar)).toContainEqual({ '03-guides': ['a', 'b'] });
  });

  it('links pagination_next to a named doc id and warns at the frontmatter line for an unknown one', () => {
    const withNext = [page('01-first.md', { pagination_next: 'guides/b' }), page('03-guides/01-a.md'), page('03-guides/02-b.md'), page('04-other.md', { pagination_prev: 'nope' })];
    const sources = new Map([['content/04-other.md', '---\npagination_prev: nope\n---\n# Other\n']]);
    const site = planSite({ config: docusaurus, docs: withNext, categories: new Map(), tagDefinitions: new Map(), includeDrafts: false, sources });
    expect(site.docs.get('01-first.md')!.next).toEqual({ title: 'b', href: '/guides/b' });
    expect(site.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'pagination-unknown-doc', file: 'content/04-other.md', line: 2 })]);
  });
});
