import { describe, expect, it } from 'vitest';
import { scanContent } from '../../src/content/scan-content.js';
import { parseCategory } from '../../src/content/parse-category.js';
import { tempSite } from '../helpers/render-mdx.js';

describe('_category_ files read as Docusaurus reads them', () => {
  it('reads `"position": 07` in _category_.json as position 7 (JSON parsed as YAML)', async () => {
    const root = await tempSite({ 'content/guides/_category_.json': '{\n  "label": "Guides",\n  "position": 07\n}\n', 'content/guides/a.md': '# A\n' });
    const tree = await scanContent(root, 'content');
    expect(tree.problems).toEqual([]);
    expect(tree.categories.get('guides')).toMatchObject({ label: 'Guides', position: 7 });
  });

  it('reads _category_.yml and _category_.yaml with link, collapsible, className and customProps', async () => {
    const root = await tempSite({
      'content/a/_category_.yml':
        'label: Alpha\nposition: 2\ncollapsible: false\nclassName: red\ncustomProps:\n  badge: new\nlink:\n  type: generated-index\n  title: All of alpha\n  slug: /alpha-all\n',
      'content/b/_category_.yaml': 'label: Beta\nlink: {type: doc, id: b/intro}\n',
    });
    const tree = await scanContent(root, 'content');
    expect(tree.categories.get('a')).toEqual({
      label: 'Alpha',
      position: 2,
      collapsible: false,
      className: 'red',
      customProps: { badge: 'new' },
      link: { type: 'generated-index', title: 'All of alpha', slug: '/alpha-all' },
    });
    expect(tree.categories.get('b')).toEqual({ label: 'Beta', link: { type: 'doc', id: 'b/intro' } });
  });

  it('reports a malformed category file at its line and column', () => {
    const result = parseCategory('{\n  "label": "x",\n  "position": [\n');
    expect(result).toMatchObject({ problem: { line: expect.any(Number) as number } });
    const typed = parseCategory('label: x\nposition: first\n');
    expect(typed).toMatchObject({ problem: { line: 2, message: expect.stringContaining('position') as string } });
  });
});
