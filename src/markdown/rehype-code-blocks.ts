import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkTree } from './walk-tree.js';
import type { VFile } from 'vfile';
import { parseCodeMeta } from './code-meta.js';
import { applyMagicComments } from './magic-comments.js';
import { highlightBlock, highlighterFor, normaliseLanguage } from './highlighter.js';
import { reportAt } from './page-messages.js';

/**
 * Highlighted code a page may have: highlighting takes about 20 ms of CPU a kilobyte on this machine (an 878 KB block
 * took 43 s and 829 MB), plain text about 0.5 ms. A block that would take the page past it is shown as plain text.
 * The most in a real page here: 179 KB (a JSON-RPC reference), the longest block 50 KB.
 */
export const MAX_HIGHLIGHTED_CODE_CHARS_PER_PAGE = 256_000;

const kb = (n: number) => `${Math.round(n / 1000)} KB`;

/** Blocks shown in colour (plain text and mermaid need none): each in order while the page's total stays within the limit. */
function highlightedBlocks(blocks: readonly Block[]): Set<Block> {
  const within = new Set<Block>();
  let total = 0;
  for (const block of blocks) {
    if (block.lang === 'mermaid' || normaliseLanguage(block.lang) === 'plaintext') continue;
    total += toString(block.code).length;
    if (total <= MAX_HIGHLIGHTED_CODE_CHARS_PER_PAGE) within.add(block);
  }
  return within;
}

function reportNotHighlighted(file: VFile, block: Block, chars: number): void {
  reportAt(
    file,
    block.pre,
    'code-block-not-highlighted',
    `This code block (${kb(chars)}) would take the page's highlighted code over the ${kb(MAX_HIGHLIGHTED_CODE_CHARS_PER_PAGE)} a page may have: it is shown as plain text.`,
    'Split the page, or publish long code as a file and link to it.',
  );
}

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
    const highlighted = highlightedBlocks(blocks);
    const hl = await highlighterFor([...highlighted].map((b) => normaliseLanguage(b.lang)));
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
      const colours = lang === 'plaintext' || highlighted.has(block);
      if (!colours) reportNotHighlighted(file, block, source.length);
      const pre = highlightBlock(hl, source, colours ? lang : 'plaintext', meta.highlightLines);
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
