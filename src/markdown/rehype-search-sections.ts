import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { SearchSection } from './compiled-doc.js';

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'blockquote', 'dd', 'dt', 'figcaption', 'summary']);
const SKIP = new Set(['pre', 'script', 'style', 'button', 'svg']);

/** Plain text of the page cut into sections at each heading: the same tree that renders feeds search. */
export function rehypeSearchSections() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [{ headings: [], anchor: '', paragraphs: [] }];
    const stack: string[] = [];
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== 'element') {
          if ('children' in node && Array.isArray(node.children)) walk(node.children as RootContent[]);
          continue;
        }
        const el = node as Element;
        if (SKIP.has(el.tagName) || (Array.isArray(el.properties.className) && el.properties.className.includes('mermaid-diagram'))) continue;
        const level = /^h([2-6])$/.exec(el.tagName);
        if (level) {
          const depth = Number(level[1]);
          stack.length = depth - 2;
          const text = toString({ ...el, children: el.children.filter((c) => !(c.type === 'element' && c.tagName === 'a' && String(c.properties.className ?? '').includes('hash-link'))) }).trim();
          stack[depth - 2] = text;
          sections.push({ headings: stack.filter(Boolean), anchor: String(el.properties.id ?? ''), paragraphs: [] });
          continue;
        }
        if (BLOCKS.has(el.tagName) && !el.children.some((c) => c.type === 'element' && (c.tagName === 'p' || c.tagName === 'ul' || c.tagName === 'ol'))) {
          const text = toString(el).replace(/\s+/g, ' ').trim();
          if (text) sections.at(-1)!.paragraphs.push(text);
          continue;
        }
        walk(el.children);
      }
    };
    walk(tree.children);
    file.data.sections = sections.filter((s, i) => i === 0 || s.anchor);
  };
}
