import type { Blockquote, Heading, Paragraph, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { directiveToMarkdown } from 'mdast-util-directive';
import { mathToMarkdown } from 'mdast-util-math';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

type Node = RootContent | Root;
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
}

const attribute = (node: JsxElement, name: string) => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
};

/** One node in its Markdown meaning: admonitions as labelled quotes, tabs as headed sections, code kept, JSX and expressions unwrapped or left out. */
function plain(node: Node, depth: number): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'toml' as string:
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'containerDirective': {
      const directive = node as ContainerDirective;
      const [title, ...rest] = directive.children;
      const isAdmonition = (directive.data?.hProperties as { className?: string[] } | undefined)?.className?.includes('admonition');
      if (!isAdmonition || !title) return rest.flatMap((c) => plain(c, depth));
      const label: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: `${toString(title)}:` }] }] };
      return [{ type: 'blockquote', children: [label, ...(rest.flatMap((c) => plain(c, depth)) as Blockquote['children'])] }];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const element = node as unknown as JsxElement;
      const heading = (text: string): Heading => ({ type: 'heading', depth: Math.min(6, depth + 1) as Heading['depth'], children: [{ type: 'text', value: text }] });
      if (element.name === 'TabItem') return [heading(attribute(element, 'label') ?? attribute(element, 'value') ?? 'Tab'), ...element.children.flatMap((c) => plain(c, depth + 1))];
      if (element.name === 'Details' || element.name === 'details') {
        const summary = element.children.find((c) => (c as unknown as JsxElement).name === 'summary');
        const body = element.children.filter((c) => c !== summary);
        return [heading(summary ? toString(summary) : (attribute(element, 'summary') ?? 'Details')), ...body.flatMap((c) => plain(c, depth + 1))];
      }
      return element.children.flatMap((c) => plain(c, depth));
    }
    default: {
      if ('children' in node && Array.isArray(node.children)) {
        const nextDepth = node.type === 'heading' ? node.depth : depth;
        return [{ ...node, children: node.children.flatMap((c: RootContent) => plain(c, nextDepth)) } as RootContent];
      }
      if (node.type === 'code') return [{ type: 'code', lang: node.lang, value: node.value }];
      return [node as RootContent];
    }
  }
}

/**
 * The page's Markdown twin, for readers that are programs: the same tree after docsgen's own
 * plugins (links already markers the render stage makes absolute), frontmatter left out, MDX in
 * its Markdown meaning. Kept on the compiled page; the twins stage writes it beside the HTML.
 */
export function remarkMarkdownTwin() {
  return (tree: Root, file: VFile) => {
    let depth = 1;
    const children: RootContent[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading') depth = node.depth;
      children.push(...plain(node, depth));
    }
    file.data.markdownTwin = toMarkdown({ type: 'root', children }, { extensions: [gfmToMarkdown(), directiveToMarkdown(), mathToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true });
  };
}
