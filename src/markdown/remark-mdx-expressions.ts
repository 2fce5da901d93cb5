import type { Root } from 'mdast';

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

/** Replaces every `ParenthesizedExpression` below `node` by what it wraps. */
function unwrapParens(node: EstreeNode): void {
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range') continue;
    const value = node[key];
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item: unknown, i) => {
      if (!isNode(item)) return;
      let inner = item;
      while (inner.type === 'ParenthesizedExpression' && inner.expression) {
        inner = inner.expression;
      }
      if (inner !== item) {
        if (Array.isArray(value)) value[i] = inner;
        else node[key] = inner;
      }
      unwrapParens(inner);
    });
  }
}

/**
 * remark-mdx keeps doubled parentheses (`{((1))}`) as a node MDX's code generator does not know, which
 * throws outside any promise and takes the whole process down. They are unwrapped here, so the page
 * compiles to what the expression means (`1`), exactly as the native parser's tree gives it.
 */
export function remarkMdxExpressions() {
  return (tree: Root) => {
    const visit = (node: MdxNode) => {
      const programs = [node.data?.estree, ...(Array.isArray(node.attributes) ? node.attributes : []).map((a) => (isNode(a.value) ? (a.value as MdxNode).data?.estree : undefined))];
      for (const program of programs) {
        if (!program) continue;
        unwrapParens(program);
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree as unknown as MdxNode);
  };
}
