import type { SidebarNode } from './site-types.js';

/**
 * A sidebar in the locale's words, by the keys Docusaurus's `current.json` (or `version-X.json`) uses:
 * `sidebar.<id>.category.<label>` (and its generated index's `.link.generated-index.title` and
 * `.description`), `sidebar.<id>.link.<label>` and `sidebar.<id>.doc.<label>`. Routes are untouched:
 * a generated index keeps the slug its original label gave it, as in Docusaurus.
 */
export function translateSidebar(nodes: readonly SidebarNode[], sidebarId: string, messages: Readonly<Record<string, string>> | undefined): SidebarNode[] {
  if (!messages || Object.keys(messages).length === 0) return [...nodes];
  const prefix = `sidebar.${sidebarId}`;
  const walk = (node: SidebarNode): SidebarNode => {
    switch (node.type) {
      case 'doc':
        return { ...node, label: messages[`${prefix}.doc.${node.label}`] ?? node.label };
      case 'link':
        return { ...node, label: messages[`${prefix}.link.${node.label}`] ?? node.label };
      case 'category': {
        const key = `${prefix}.category.${node.label}`;
        const title = messages[`${key}.link.generated-index.title`];
        const description = messages[`${key}.link.generated-index.description`];
        const generatedIndex = node.generatedIndex || title || description ? { ...node.generatedIndex, ...(title ? { title } : {}), ...(description ? { description } : {}) } : undefined;
        return { ...node, label: messages[key] ?? node.label, ...(generatedIndex ? { generatedIndex } : {}), children: node.children.map(walk) };
      }
    }
  };
  return nodes.map(walk);
}
