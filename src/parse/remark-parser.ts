import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import type { ProjectSyntax, SourceFormat } from './parse.js';

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

/** Processors that also read the syntax a project's remark plugins add, by that syntax. */
const projectProcessors = new WeakMap<ProjectSyntax, Record<SourceFormat, ReturnType<typeof processorWith>>>();

/** docsgen's syntax with the project's: the project's extensions come first (as math does above), so MDX never reads what they claim. */
function processorWith(format: SourceFormat, syntax: ProjectSyntax, math: boolean) {
  const projectSyntax = function (this: Processor): void {
    const data = this.data();
    (data.micromarkExtensions ??= []).push(...(syntax.micromarkExtensions as never[]));
    (data.fromMarkdownExtensions ??= []).push(...(syntax.fromMarkdownExtensions as never[]));
  };
  return unified()
    .use(remarkParse)
    .use(projectSyntax)
    .use(math ? [remarkMath] : [])
    .use(format === 'mdx' ? [remarkMdx] : [])
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkDirective)
    .freeze();
}

/** The reference parser: remark-parse with micromark's extensions. Throws MDX syntax errors as VFileMessages. */
export function parseWithRemark(source: string, format: SourceFormat, math = false, syntax?: ProjectSyntax): Root {
  if (syntax) {
    let byFormat = projectProcessors.get(syntax);
    if (!byFormat) projectProcessors.set(syntax, (byFormat = { md: processorWith('md', syntax, math), mdx: processorWith('mdx', syntax, math) }));
    return byFormat[format].parse(source);
  }
  return (math ? mathProcessors : processors)[format].parse(source);
}
