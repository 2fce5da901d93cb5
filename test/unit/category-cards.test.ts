import { describe, expect, it } from 'vitest';
import { categoryCards } from '../../src/render/category-cards.js';
import type { SidebarNode, Site } from '../../src/site/site-types.js';

type Category = Extract<SidebarNode, { type: 'category' }>;
const doc = (contentPath: string, route: string, label: string): SidebarNode => ({ type: 'doc', contentPath, route, label, position: 0, sortKey: '' });
const category = (label: string, children: SidebarNode[], extra: Partial<Category> = {}): Category => ({
  type: 'category',
  id: label,
  label,
  collapsed: true,
  position: 0,
  sortKey: '',
  children,
  ...extra,
});

const site = { docs: new Map([['a.md', { doc: { description: 'About A.' } }]]) } as unknown as Pick<Site, 'docs'>;

describe("a generated category page's cards", () => {
  const guides = category('Guides', [
    doc('a.md', '/docs/a', 'A page'),
    category('🚀 Deploy', [doc('b.md', '/docs/deploy/b', 'B')]),
    category('Empty', []),
    category('Described', [doc('c.md', '/docs/c', 'C'), doc('d.md', '/docs/d', 'D')], { description: 'What it holds.' }),
    { type: 'link', label: 'GitHub', href: 'https://github.com/x', position: 0, sortKey: '' },
  ]);

  it("read as Docusaurus's: icons, the doc's description, a category's first page and 'N items', empty categories left out", () => {
    expect(categoryCards(guides, site, '/base/', 'docusaurus')).toEqual([
      { title: 'A page', href: '/base/docs/a', description: 'About A.', icon: '📄️' },
      { title: 'Deploy', href: '/base/docs/deploy/b', description: '1 item', icon: '🚀' },
      { title: 'Described', href: '/base/docs/c', description: 'What it holds.', icon: '🗃' },
      { title: 'GitHub', href: 'https://github.com/x', description: '', icon: '🔗' },
    ]);
  });

  it("read as docsgen's: each item with its own page's description, no icons", () => {
    expect(categoryCards(guides, site, '/', 'docsgen').map((c) => [c.title, c.href, c.description, c.icon])).toEqual([
      ['A page', '/docs/a', 'About A.', undefined],
      ['🚀 Deploy', '', '', undefined],
      ['Empty', '', '', undefined],
      ['Described', '', '', undefined],
      ['GitHub', 'https://github.com/x', '', undefined],
    ]);
  });
});
