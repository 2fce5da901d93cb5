import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/**
 * Inline elements (emphasis, strong, links, JSX in text) nested deeper than this are an error: real
 * text nests three or four deep, and the Markdown twin's writer spends time growing with the square
 * of the depth (`*` x 1,000 + `x` + `*` x 1,000 took seconds per paragraph).
 */
export const MAX_INLINE_DEPTH = 32;

const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement']);

interface Node {
  type: string;
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

/** A page over a limit the parse only reveals: no later stage runs on it. */
export class PageLimitError extends Error {
  constructor(
    readonly code: string,
    readonly line: number,
    readonly column: number,
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'PageLimitError';
  }
}

/** The first inline element nested past the limit, in document order. */
function tooDeep(node: Node, depth: number): Node | undefined {
  for (const child of node.children ?? []) {
    const inner = INLINE.has(child.type) ? depth + 1 : 0;
    if (inner > MAX_INLINE_DEPTH) return child;
    const found = tooDeep(child, inner);
    if (found) return found;
  }
  return undefined;
}

/** Runs first, on the parsed tree: stops the compile with a located error before any stage pays for the depth. */
export function remarkNestingLimit() {
  return (tree: Root, _file: VFile) => {
    const node = tooDeep(tree as unknown as Node, 0);
    if (!node) return;
    throw new PageLimitError(
      'nesting-too-deep',
      node.position?.start.line ?? 1,
      node.position?.start.column ?? 1,
      `Emphasis, links or inline elements are nested over ${MAX_INLINE_DEPTH} levels deep here; at most ${MAX_INLINE_DEPTH} are allowed.`,
      'Flatten the nesting: write the emphasis marks around the words once.',
    );
  };
}
