import type { Root } from 'mdast';
import { markdownToMdast, mdxToMdast, type Features } from 'satteri';
import type { SourceFormat } from './parse.js';
import { NeedsReferenceParser, normaliseSatteriTree } from './satteri-adapter.js';

// The syntax remark-parse reads with docsgen's extensions: GFM, YAML frontmatter, directives.
const FEATURES: Features = { gfm: true, frontmatter: true, directive: true };

/** The native parser, its tree normalised to remark's; undefined when only the reference parser can read this page as remark does (a syntax error included). */
export function parseWithSatteri(source: string, format: SourceFormat): Root | undefined {
  let tree: Root;
  try {
    tree = (format === 'md' ? markdownToMdast : mdxToMdast)(source, { features: FEATURES }) as unknown as Root;
  } catch {
    return undefined;
  }
  try {
    return normaliseSatteriTree(tree, source, format);
  } catch (error) {
    if (error instanceof NeedsReferenceParser) return undefined;
    throw error;
  }
}
