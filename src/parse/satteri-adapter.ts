import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { esmEstree, EstreeMismatch, expressionEstree, valueEnd } from './mdx-estree.js';
import type { SourceFormat } from './parse.js';
import { SourcePoints } from './source-points.js';

/**
 * The one place satteri's mdast is made remark-parse's. Each difference met on the parity corpus
 * is a function here with a unit test (test/unit/satteri-adapter.test.ts). A difference that only
 * the reference parser can settle (satteri reads a construct remark does not) throws
 * `NeedsReferenceParser`; the page is then parsed by remark-parse, which is still correct, only slower.
 */
export class NeedsReferenceParser extends Error {}

type AnyNode = Root | RootContent;

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'html',
  'textDirective',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

export function normaliseSatteriTree(tree: Root, source: string, format: SourceFormat): Root {
  const points = new SourcePoints(source);
  const defined: string[] = [];
  const visit = (node: AnyNode, parent: Parent | undefined) => {
    rejectTomlFrontmatter(node);
    rejectDigitDirectiveName(node);
    if (node.type === 'containerDirective' || node.type === 'leafDirective') {
      rejectTitleAfterDirectiveName(node, points);
      if (node.type === 'containerDirective' && parent) endUnclosedDirectiveWithParent(node, parent, points);
    }
    if (format === 'mdx') {
      if (node.type === 'mdxjsEsm') trimEsmEnd(node, points, defined);
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') attachExpressionEstree(node, points);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        dropExplicitJsxMark(node);
        locateAttributes(node, points);
      }
    }
    if ('children' in node) {
      if (format === 'mdx') node.children = node.children.map((child) => inlineJsxAsParagraph(child as RootContent)) as typeof node.children;
      for (const child of node.children) visit(child as RootContent, node);
    }
  };
  try {
    visit(tree, undefined);
  } catch (error) {
    if (error instanceof EstreeMismatch) throw new NeedsReferenceParser(error.message);
    throw error;
  }
  return tree;
}

/**
 * remark-directive reads `:03` in `03:06:03` (a time in prose or in a pasted result table) as a text
 * directive named `03`, which docsgen then writes back as text; satteri leaves it text at once. The
 * page looks the same, but the trees differ, so such a page goes to the reference parser.
 */
export function rejectDigitDirectiveName(node: AnyNode): void {
  if (node.type === 'text' && /(^|[^:]):\d/.test(node.value)) throw new NeedsReferenceParser('a text directive named by a digit');
}

/** remark-frontmatter reads YAML only; `+++` is Markdown there. */
export function rejectTomlFrontmatter(node: AnyNode): void {
  if ((node.type as string) === 'toml') throw new NeedsReferenceParser('TOML frontmatter');
}

/**
 * `:::name Some title` (a keyword docsgen does not rewrite to `:::name[Some title]`) is a
 * directive to satteri and a paragraph to remark-directive, which allows only a label and
 * attributes after the name.
 */
export function rejectTitleAfterDirectiveName(node: ContainerDirective | LeafDirective, points: SourcePoints): void {
  const start = node.position?.start.offset;
  if (start === undefined) return;
  const line = points.lineAfter(start);
  const rest = line.replace(/^:{2,}[^\s[{]*/, '');
  if (!/^(\[.*\])?(\{.*\})?[ \t]*$/.test(rest)) throw new NeedsReferenceParser(`text after a directive name: ${line}`);
}

/**
 * An unclosed `:::` container runs to the end of the document in remark; satteri ends it at its
 * last child. Inside a list or quote remark also reshapes what holds it (a list item ending on the
 * next item's marker), so there the reference parser answers.
 */
export function endUnclosedDirectiveWithParent(node: ContainerDirective, parent: Parent, points: SourcePoints): void {
  const end = node.position?.end;
  if (!end || !parent.position) return;
  const lastLine = points.lineBefore(end.offset!);
  if (/^[ \t>]*:{3,}[ \t]*$/.test(lastLine)) return;
  if (parent.type !== 'root') throw new NeedsReferenceParser('unclosed directive in a container');
  node.position!.end = { ...parent.position.end };
}

/** satteri's ESM block ends after its line ending, remark's at its last character; and ESM needs its ESTree. */
export function trimEsmEnd(node: MdxjsEsm, points: SourcePoints, defined: string[]): void {
  const position = node.position;
  if (!position) throw new NeedsReferenceParser('ESM without a position');
  let end = position.end.offset!;
  while (end > position.start.offset! && (points.source[end - 1] === '\n' || points.source[end - 1] === '\r')) end--;
  position.end = points.point(end);
  node.data = { ...node.data, estree: esmEstree({ value: node.value, offset: position.start.offset! }, points, defined) };
}

export function attachExpressionEstree(node: MdxFlowExpression | MdxTextExpression, points: SourcePoints): void {
  const start = node.position?.start.offset;
  if (start === undefined) throw new NeedsReferenceParser('expression without a position');
  node.data = { ...node.data, estree: expressionEstree({ value: node.value, offset: start + 1 }, points, 'expression') };
}

/** satteri marks JSX elements `_mdxExplicitJsx` itself; remark-parse leaves that to @mdx-js/mdx's own transform, which marks them all. */
export function dropExplicitJsxMark(node: MdxJsxFlowElement | MdxJsxTextElement): void {
  const data = node.data as Record<string, unknown> | undefined;
  if (!data || !('_mdxExplicitJsx' in data)) return;
  delete data._mdxExplicitJsx;
  if (Object.keys(data).length === 0) delete node.data;
}

/**
 * satteri gives JSX attributes no position and their expressions (`a={1}`, `{...props}`) no
 * ESTree: both are found in the tag's source, attribute after attribute, as remark-mdx records them.
 */
export function locateAttributes(node: MdxJsxFlowElement | MdxJsxTextElement, points: SourcePoints): void {
  const start = node.position?.start.offset;
  if (start === undefined) throw new NeedsReferenceParser('JSX element without a position');
  const source = points.source;
  let cursor = start + 1 + (node.name ?? '').length;
  const expressionAt = (value: string, from: number, kind: 'attribute' | 'spread') => {
    const brace = source.indexOf('{', from);
    if (brace < 0) throw new NeedsReferenceParser(`attribute expression not found: ${value}`);
    const site = { value, offset: brace + 1 };
    const close = source.indexOf('}', valueEnd(site, source));
    if (close < 0) throw new NeedsReferenceParser(`attribute expression not closed: ${value}`);
    return { estree: expressionEstree(site, points, kind), end: close + 1, brace };
  };
  for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    let from: number;
    let end: number;
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const found = expressionAt(attribute.value, cursor, 'spread');
      attribute.data = { ...attribute.data, estree: found.estree };
      from = found.brace;
      end = found.end;
    } else {
      from = source.indexOf(attribute.name, cursor);
      if (from < 0) throw new NeedsReferenceParser(`attribute not found: ${attribute.name}`);
      const afterName = from + attribute.name.length;
      if (attribute.value === null || attribute.value === undefined) end = afterName;
      else if (typeof attribute.value === 'string') {
        const quote = /^\s*=\s*(["'])/.exec(source.slice(afterName, afterName + 200));
        if (!quote) throw new NeedsReferenceParser(`attribute value not found: ${attribute.name}`);
        const open = afterName + quote[0].length - 1;
        end = source.indexOf(quote[1]!, open + 1) + 1;
      } else {
        const found = expressionAt(attribute.value.value, afterName, 'attribute');
        attribute.value.data = { ...attribute.value.data, estree: found.estree };
        end = found.end;
      }
    }
    attribute.position = { start: points.point(from), end: points.point(end) };
    cursor = end;
  }
}

/**
 * `<Tag>text</Tag>` with text on the tag's own line is a flow element to satteri and a paragraph
 * holding a text element to remark-mdx (a flow tag must end its line). Told apart by the children:
 * a flow element written on its own lines holds blocks, this one holds only phrasing.
 */
export function inlineJsxAsParagraph(node: RootContent): RootContent {
  if (node.type !== 'mdxJsxFlowElement' || node.children.length === 0) return node;
  if (!node.children.every((child) => PHRASING.has(child.type))) return node;
  const element: MdxJsxTextElement = { ...node, type: 'mdxJsxTextElement', children: node.children as unknown as PhrasingContent[] };
  const paragraph: Paragraph = { type: 'paragraph', children: [element], ...(node.position ? { position: structuredClone(node.position) } : {}) };
  return paragraph;
}
