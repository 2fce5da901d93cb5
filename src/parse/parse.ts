import type { Root } from 'mdast';
import { parseWithRemark } from './remark-parser.js';
import { parseWithSatteri } from './satteri-parser.js';

/** `md` is CommonMark + GFM + frontmatter + directives; `mdx` adds MDX (JSX, expressions, ESM). */
export type SourceFormat = 'md' | 'mdx';

/**
 * `satteri` is the native parser (Rust, napi), the default; `remark` is remark-parse with its
 * micromark extensions, the reference every satteri tree is normalised to.
 */
export type ParserName = 'satteri' | 'remark';

export interface ParseOptions {
  format: SourceFormat;
  parser?: ParserName;
  /** `$…$` and `$$…$$` are math (remark-math's syntax); only the reference parser reads it. */
  math?: boolean;
  /** Syntax the project's own remark plugins add (their micromark extensions); only the reference parser reads it. */
  syntax?: ProjectSyntax;
}

/** What a syntax plugin registers on its processor: micromark extensions and their mdast builders. */
export interface ProjectSyntax {
  micromarkExtensions: unknown[];
  fromMarkdownExtensions: unknown[];
}

/**
 * The one entry point the compile stage asks for an mdast tree. Both parsers give the same tree
 * (positions included) for every page docsgen builds; where satteri cannot (a syntax error, a
 * construct it reads differently), the reference parser answers, so its error messages and
 * positions are the ones authors see.
 */
export function parse(source: string, options: ParseOptions): Root {
  if (options.parser === 'remark' || options.math || options.syntax) return parseWithRemark(source, options.format, options.math, options.syntax);
  return parseWithSatteri(source, options.format) ?? parseWithRemark(source, options.format);
}
