import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { npmToManager } from './npm-to-yarn.js';
import { walkTree } from './walk-tree.js';

function tabItem(value: string, label: string, code: Code, text: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'value', value },
      { type: 'mdxJsxAttribute', name: 'label', value: label },
    ],
    children: [{ type: 'code', lang: code.lang, meta: code.meta, value: text, position: code.position }],
  };
}

/**
 * ```` ```bash npm2yarn ```` in MDX: the block becomes npm / Yarn / pnpm tabs (the theme's Tabs,
 * synchronised by `groupId="npm2yarn"` as in Docusaurus). In `.md` pages the flag is dropped and
 * the npm block stays.
 */
export function remarkNpm2Yarn(options: { mdx: boolean }) {
  return (tree: Root) => {
    walkTree(tree, (node, index, parent) => {
      if (node.type !== 'code') return;
      const code = node as Code;
      if (!code.meta || !/(^|\s)npm2yarn(\s|$)/.test(code.meta)) return;
      code.meta = code.meta.replace(/(^|\s)npm2yarn(?=\s|$)/, '').trim() || null;
      if (!options.mdx) return;
      const tabs: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [{ type: 'mdxJsxAttribute', name: 'groupId', value: 'npm2yarn' }],
        children: [tabItem('npm', 'npm', code, code.value), tabItem('yarn', 'Yarn', code, npmToManager(code.value, 'yarn')), tabItem('pnpm', 'pnpm', code, npmToManager(code.value, 'pnpm'))],
        position: code.position,
      };
      parent.children!.splice(index, 1, tabs as unknown as RootContent);
    });
  };
}
