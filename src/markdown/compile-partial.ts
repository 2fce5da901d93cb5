import { compile as compileMdx } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { htmlCommentsToMdx, unwrapMdxCodeBlocks } from './mdx-compat.js';
import { normaliseAdmonitionTitles, remarkAdmonitions } from './remark-admonitions.js';
import { remarkNpm2Yarn } from './remark-npm2yarn.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';

/**
 * A partial (`_shared.mdx`) imported by a page, compiled to a JavaScript module for the bundler.
 * Written as the page's own Markdown is (admonitions, highlighted code, HTML comments); its links
 * are kept as written, since a partial has no route of its own. `.md` partials are read as MDX, as
 * Docusaurus reads any imported Markdown.
 */
export async function compilePartial(source: string, file: string, admonitionKeywords: readonly string[] = []): Promise<string> {
  const text = htmlCommentsToMdx(unwrapMdxCodeBlocks(normaliseAdmonitionTitles(source, admonitionKeywords)));
  const compiled = await compileMdx(new VFile({ path: file, value: text }), {
    format: 'mdx',
    outputFormat: 'program',
    jsxImportSource: 'react',
    remarkPlugins: [remarkFrontmatter, remarkGfm, [remarkNpm2Yarn, { mdx: true }], remarkDirective, [remarkAdmonitions, { keywords: admonitionKeywords }]],
    rehypePlugins: [rehypeCodeBlocks],
  });
  return String(compiled.value);
}
