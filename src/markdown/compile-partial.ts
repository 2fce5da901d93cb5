import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { compileMdxGuarded } from './compile-mdx-guarded.js';
import { remarkMdxExpressions } from './remark-mdx-expressions.js';
import { escapeHeadingIds, htmlCommentsToMdx, unwrapMdxCodeBlocks } from './mdx-compat.js';
import { normaliseAdmonitionTitles, remarkAdmonitions } from './remark-admonitions.js';
import { remarkNpm2Yarn } from './remark-npm2yarn.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { rehypeHeadingLinks } from './rehype-heading-links.js';

/**
 * A partial (`_shared.mdx`) imported by a page, compiled to a JavaScript module for the bundler.
 * Written as the page's own Markdown is (admonitions, highlighted code, HTML comments, heading ids
 * with their `#` links, as Docusaurus compiles every imported file); its links
 * are kept as written, since a partial has no route of its own. `.md` partials are read as MDX, as
 * Docusaurus reads any imported Markdown.
 */
export async function compilePartial(source: string, file: string, admonitionKeywords: readonly string[] = []): Promise<string> {
  const text = escapeHeadingIds(htmlCommentsToMdx(unwrapMdxCodeBlocks(normaliseAdmonitionTitles(source, admonitionKeywords))));
  const vfile = new VFile({ path: file, value: text });
  const compiled = await compileMdxGuarded(vfile, {
    format: 'mdx',
    outputFormat: 'program',
    jsxImportSource: 'react',
    remarkPlugins: [
      remarkMdxExpressions,
      remarkFrontmatter,
      remarkGfm,
      [remarkNpm2Yarn, { mdx: true }],
      remarkDirective,
      [remarkAdmonitions, { keywords: admonitionKeywords }],
      [remarkHeadingIds, { tocMin: 2, tocMax: 3, liftTitle: false }],
    ],
    rehypePlugins: [rehypeCodeBlocks, rehypeHeadingLinks],
  });
  // A partial has no diagnostics of its own: its first problem fails the import, at its place in the partial.
  const problem = vfile.data.problems?.[0];
  if (problem) throw Object.assign(new Error(problem.message), { reason: problem.message, line: problem.line, column: problem.column });
  return String(compiled.value);
}
