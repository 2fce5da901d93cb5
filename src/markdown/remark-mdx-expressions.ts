import type { Root } from 'mdast';
import type { VFile } from 'vfile';

interface EstreeNode {
  type: string;
  expression?: EstreeNode;
  loc?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

interface MdxNode {
  type: string;
  children?: MdxNode[];
  /** JSX attributes (a list); directives carry an object here, which holds no expressions. */
  attributes?: { type: string; value?: unknown }[] | Record<string, unknown>;
  data?: { estree?: EstreeNode };
  position?: { start: { line: number; column: number } };
}

const isNode = (value: unknown): value is EstreeNode => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Replaces every `ParenthesizedExpression` below `node` by what it wraps, calling `found` with each one. */
function unwrapParens(node: EstreeNode, found: (paren: EstreeNode) => void): void {
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const value = node[key];
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item: unknown, i) => {
      if (!isNode(item)) return;
      let inner = item;
      while (inner.type === 'ParenthesizedExpression' && inner.expression) {
        found(inner);
        inner = inner.expression;
      }
      if (inner !== item) {
        if (Array.isArray(value)) value[i] = inner;
        else node[key] = inner;
      }
      unwrapParens(inner, found);
    });
  }
}

/**
 * MDX's parser keeps doubled parentheses (`{((1))}`) as a node its code generator does not know, which
 * throws outside any promise and takes the whole process down. Each one is a located error here, and
 * is unwrapped so the rest of the page still compiles and reports its own problems.
 */
export function remarkMdxExpressions() {
  return (tree: Root, file: VFile) => {
    const visit = (node: MdxNode) => {
      const programs = [node.data?.estree, ...(Array.isArray(node.attributes) ? node.attributes : []).map((a) => (isNode(a.value) ? (a.value as MdxNode).data?.estree : undefined))];
      for (const program of programs) {
        if (!program) continue;
        const seen = new Set<string>();
        unwrapParens(program, (paren) => {
          const line = paren.loc?.start.line ?? node.position?.start.line ?? 1;
          const column = (paren.loc?.start.column ?? 0) + 1;
          if (seen.has(`${line}:${column}`)) return;
          seen.add(`${line}:${column}`);
          (file.data.problems ??= []).push({
            code: 'mdx-doubled-parentheses',
            line,
            column,
            message: 'Doubled parentheses in an MDX expression, like {((1))}, cannot be compiled.',
            hint: 'Write one pair of parentheses, e.g. {(1)}, or none.',
          });
        });
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree as unknown as MdxNode);
  };
}
