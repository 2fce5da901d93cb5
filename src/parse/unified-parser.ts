import type { Root } from 'mdast';
import type { Plugin, Processor } from 'unified';
import { parse, type ParserName, type ProjectSyntax, type SourceFormat } from './parse.js';

export interface ParserPluginOptions {
  format: SourceFormat;
  parser?: ParserName;
  math?: boolean;
  /** The syntax the project's remark plugins add, read with docsgen's. */
  syntax?: ProjectSyntax;
}

/**
 * Makes a unified processor (remark's, or the one @mdx-js/mdx creates) read its input with
 * `parse()`: used after remark-parse, it replaces that parser, so the transformers that follow
 * run on whichever tree the configured parser gave.
 */
export const parserPlugin: Plugin<[ParserPluginOptions], string, Root> = function (this: Processor, options: ParserPluginOptions): void {
  this.parser = (document: string): Root => parse(document, options);
};
