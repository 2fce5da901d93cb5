/**
 * The few tree walks the parity extractor needs over parse5's default tree: no selector engine, just
 * predicates, so what counts as "the article" or "a tab group" is spelled out where it is decided.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html);
}

export function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function classes(el: Element): string[] {
  return (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** A class token equal to `name`, or a CSS-module form of it (`name_x1Y2`, as Docusaurus's theme writes them). */
export function hasClass(el: Element, name: string): boolean {
  return classes(el).some((c) => c === name || c.startsWith(`${name}_`));
}

function childrenOf(node: ParentNode): ChildNode[] {
  // A <template>'s children live in its content fragment; nothing visible is there.
  return node.childNodes;
}

/** Every element under `root`, in document order; `skip` prunes a subtree. */
export function elements(root: ParentNode, skip: (el: Element) => boolean = () => false): Element[] {
  const out: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child) || skip(child)) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

export function findFirst(root: ParentNode, test: (el: Element) => boolean): Element | undefined {
  for (const child of childrenOf(root)) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const inner = findFirst(child, test);
    if (inner) return inner;
  }
  return undefined;
}

/** Elements matching `test` that are not inside another match (a `pre` inside a `pre` is one block). */
export function findOutermost(root: ParentNode, test: (el: Element) => boolean, skip: (el: Element) => boolean = () => false): Element[] {
  const out: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child) || skip(child)) continue;
      if (test(child)) out.push(child);
      else walk(child);
    }
  };
  walk(root);
  return out;
}

const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'pre',
  'table',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'header',
  'footer',
  'details',
  'summary',
  'blockquote',
  'dt',
  'dd',
  'br',
  'hr',
  'figure',
  'figcaption',
]);

/** The text a reader sees under `root` (`skip` prunes what is not shown), block elements separated by a space. */
export function textOf(root: ParentNode, skip: (el: Element) => boolean = () => false): string {
  const parts: string[] = [];
  const walk = (node: ParentNode) => {
    for (const child of childrenOf(node)) {
      if (child.nodeName === '#text' && 'value' in child) parts.push(child.value);
      else if (isElement(child) && !skip(child)) {
        // Tabs and buttons sit side by side but read as separate words.
        const block = BLOCK.has(child.tagName) || child.tagName === 'button' || attr(child, 'role') === 'tab';
        if (block) parts.push(' ');
        walk(child);
        if (block) parts.push(' ');
      }
    }
  };
  walk(root);
  return parts.join('');
}
