import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkTree } from './walk-tree.js';

/** Adds the `#` link readers copy to share a section. */
export function rehypeHeadingLinks() {
  return (tree: Root) => {
    walkTree(tree, (n) => {
      if (n.type !== 'element') return;
      const node = n as Element;
      if (!/^h[2-6]$/.test(node.tagName) || typeof node.properties.id !== 'string') return;
      const text = toString(node).trim();
      node.properties.className = ['anchor'];
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${node.properties.id}`, className: ['hash-link'], ariaLabel: `Direct link to ${text}`, title: `Direct link to ${text}` },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
