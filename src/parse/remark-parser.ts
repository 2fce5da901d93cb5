import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { SourceFormat } from './parse.js';

// The syntax docsgen reads: the same extensions, in the same order, as the pages were always parsed with.
const processors = {
  md: unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze(),
};

// Sites that write TeX between dollars (`markdown.math`): math is read before MDX sees its braces.
const mathProcessors = {
  md: unified().use(remarkParse).use(remarkMath).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze(),
  mdx: unified().use(remarkParse).use(remarkMath).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze(),
};

/** The reference parser: remark-parse with micromark's extensions. Throws MDX syntax errors as VFileMessages. */
export function parseWithRemark(source: string, format: SourceFormat, math = false): Root {
  return (math ? mathProcessors : processors)[format].parse(source);
}
