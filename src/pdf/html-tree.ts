import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/** The few tree operations the book needs, over parse5's default tree (the site's pages as a browser reads them). */
export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlParent = DefaultTreeAdapterMap['parentNode'];
export type HtmlChild = DefaultTreeAdapterMap['childNode'];

export const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;

export const attrOf = (el: HtmlElement, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

export function setAttr(el: HtmlElement, name: string, value: string): void {
  const found = el.attrs.find((a) => a.name === name);
  if (found) found.value = value;
  else el.attrs.push({ name, value });
}

export function removeAttr(el: HtmlElement, name: string): void {
  el.attrs = el.attrs.filter((a) => a.name !== name);
}

export const hasClass = (el: HtmlElement, name: string): boolean => (attrOf(el, 'class') ?? '').split(/\s+/).includes(name);

/** Every element under `root`, in document order (a snapshot: the callback may detach what it visits). */
export function elementsOf(root: HtmlParent): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (node: HtmlNode) => {
    if (!isElement(node)) return;
    found.push(node);
    for (const child of node.childNodes) visit(child);
  };
  for (const child of root.childNodes) visit(child);
  return found;
}

export const firstElement = (root: HtmlParent, test: (el: HtmlElement) => boolean): HtmlElement | undefined => elementsOf(root).find(test);

export const detach = (node: HtmlChild): void => defaultTreeAdapter.detachNode(node);

/** Text of an element, as a reader sees it (no markup). */
export function textOf(node: HtmlNode): string {
  if (defaultTreeAdapter.isTextNode(node)) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** An element made from HTML (one top-level element), for inserting into a page's tree. */
export function elementFrom(html: string): HtmlElement {
  const made = parseFragment(html).childNodes.find(isElement);
  if (!made) throw new Error(`not an element: ${html}`);
  return made;
}

export function insertBefore(reference: HtmlChild, node: HtmlChild): void {
  const parent = reference.parentNode;
  if (parent) defaultTreeAdapter.insertBefore(parent, node, reference);
}

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
