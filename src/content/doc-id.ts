import path from 'node:path';
import { stripPathNumberPrefixes } from './number-prefix.js';

/**
 * A page's id as Docusaurus gives it (what sidebars, `pagination_next` and category links name):
 * its folder and its frontmatter `id` or file name, without the extension (and without number
 * prefixes when the site strips them). `guides/01-setup.md` with `id: start` is `guides/start`.
 */
export function docIdOf(contentPath: string, frontmatterId: string | undefined, options: { numberPrefixes?: boolean } = {}): string {
  const clean = options.numberPrefixes ? stripPathNumberPrefixes(contentPath) : contentPath;
  const dir = path.posix.dirname(clean);
  const name = frontmatterId ?? path.posix.basename(clean).replace(/\.mdx?$/, '');
  return dir === '.' ? name : `${dir}/${name}`;
}
