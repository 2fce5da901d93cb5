import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashText } from './scan-content.js';
import type { SourceFile } from './source-file.js';

/** A standalone page (Docusaurus's `src/pages`): a React component, or Markdown/MDX shown without the docs' sidebar. */
export type StandalonePage = { route: string; file: string } & ({ format: 'react' } | { format: 'markdown'; source: SourceFile });

const REACT = /\.(jsx?|tsx?)$/;
const MARKDOWN = /\.mdx?$/;

/** Left out as Docusaurus's pages plugin leaves them out: `_`-prefixed files and folders, tests, type declarations. */
export function isPageFile(relative: string): boolean {
  const parts = relative.split('/');
  if (parts.some((p) => p.startsWith('_') || p.startsWith('.') || p === '__tests__' || p === 'node_modules')) return false;
  const name = parts.at(-1)!;
  if (/\.test\.[jt]sx?$/.test(name) || name.endsWith('.d.ts')) return false;
  return REACT.test(name) || MARKDOWN.test(name);
}

/** `index.js` → `/`, `help.tsx` → `/help`, `blog/index.md` → `/blog/` (the folder's own route). */
export function routeOfPageFile(relative: string): string {
  const withoutExt = relative.replace(/\.(mdx?|jsx?|tsx?)$/, '');
  if (withoutExt === 'index') return '/';
  return withoutExt.endsWith('/index') ? `/${withoutExt.slice(0, -'index'.length)}` : `/${withoutExt}`;
}

/** Every standalone page under the pages folder (relative to the root), in path order; none when there is no such folder. */
export async function scanPages(root: string, pagesDir: string | undefined, localizedDir?: string): Promise<StandalonePage[]> {
  if (!pagesDir) return [];
  const base = path.join(root, pagesDir);
  if (!existsSync(base)) return [];
  const entries = await readdir(base, { recursive: true, withFileTypes: true });
  const relatives = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isPageFile)
    .sort();
  return Promise.all(
    relatives.map(async (relative): Promise<StandalonePage> => {
      // The locale's translation of a page stands in for it where there is one (pages exist only where the pages folder has them).
      const translated = localizedDir !== undefined && existsSync(path.join(root, localizedDir, relative));
      const file = path.posix.join((translated ? localizedDir : pagesDir).split(path.sep).join('/'), relative);
      const route = routeOfPageFile(relative);
      if (REACT.test(relative)) return { route, file, format: 'react' };
      const text = await readFile(path.join(root, file), 'utf8');
      return { route, file, format: 'markdown', source: { file, contentPath: relative, kind: relative.endsWith('.mdx') ? 'mdx' : 'md', source: text, hash: hashText(text) } };
    }),
  );
}
