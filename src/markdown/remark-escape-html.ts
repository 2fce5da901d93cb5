import type { Html, Root, Text } from 'mdast';
import { walkTree } from './walk-tree.js';

/**
 * `markdown.rawHtml: false`, for sites that build contributions they do not trust: raw HTML in a
 * page is shown as the text it is, never passed to the browser as markup.
 */
export function remarkEscapeHtml() {
  return (tree: Root) => {
    walkTree(tree, (node) => {
      if (node.type !== 'html') return;
      const text = node as unknown as Text & Html;
      (text as { type: string }).type = 'text';
    });
  };
}
