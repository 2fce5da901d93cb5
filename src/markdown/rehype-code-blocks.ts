import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkTree } from './walk-tree.js';
import type { VFile } from 'vfile';
import { parseCodeMeta } from './code-meta.js';
import { applyMagicComments } from './magic-comments.js';
import { highlightBlock, highlighterFor, normaliseLanguage } from './highlighter.js';

interface Block {
  pre: Element;
  code: Element;
  lang: string;
  meta: string;
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

const copyIcon: ElementContent = {
  type: 'element',
  tagName: 'span',
  properties: { className: ['copy-button-label'] },
  children: [{ type: 'text', value: 'Copy' }],
};

/**
 * Highlights fenced code at build time with shiki in a light and a dark theme (CSS variables pick one),
 * adds the title bar, highlighted lines, line numbers and a copy button. ```mermaid blocks become
 * diagram placeholders that the browser renders.
 */
export function rehypeCodeBlocks() {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = [];
    walkTree(tree, (n) => {
      if (n.type !== 'element') return;
      const node = n as Element;
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      blocks.push({ pre: node, code, lang: languageOf(code) ?? '', meta });
    });
    if (!blocks.length) return;
    const hl = await highlighterFor(blocks.filter((b) => b.lang !== 'mermaid').map((b) => normaliseLanguage(b.lang)));
    for (const block of blocks) {
      let source = toString(block.code).replace(/\n$/, '');
      if (block.lang === 'mermaid') {
        file.data.hasMermaid = true;
        Object.assign(block.pre, {
          tagName: 'div',
          properties: { className: ['mermaid-diagram'], 'data-mermaid': '' },
          children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: source }] }],
        } satisfies Partial<Element>);
        continue;
      }
      const meta = parseCodeMeta(block.meta);
      // As in Docusaurus, a `{1,3}` range in the meta wins and magic comments are then left as written.
      if (!meta.highlightLines.size) {
        const magic = applyMagicComments(source);
        source = magic.code;
        meta.highlightLines = magic.highlighted;
      }
      const lang = normaliseLanguage(block.lang);
      const pre = highlightBlock(hl, source, lang, meta.highlightLines);
      if (!pre) continue;
      pre.properties.class = ['shiki', meta.showLineNumbers ? 'line-numbers' : ''].filter(Boolean).join(' ');
      if (meta.showLineNumbers && meta.startLine !== 1) pre.properties.style = `${String(pre.properties.style ?? '')};counter-reset:line ${meta.startLine - 1}`;
      const children: ElementContent[] = [];
      if (meta.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
      children.push({
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-body'] },
        children: [pre, { type: 'element', tagName: 'button', properties: { type: 'button', className: ['copy-button'], ariaLabel: 'Copy code to clipboard', title: 'Copy' }, children: [copyIcon] }],
      });
      Object.assign(block.pre, {
        tagName: 'div',
        properties: { className: ['code-block'], 'data-language': lang },
        children,
      } satisfies Partial<Element>);
    }
  };
}
