import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { loadServerMdx } from '../../src/bundle/bundle-mdx.js';
import { compilePage, type CompileOptions } from '../../src/markdown/compile-page.js';
import { ENGINE_ROOT } from '../../src/engine/engine-paths.js';
import type { CompiledDoc } from '../../src/markdown/compiled-doc.js';

export const compileOptions: CompileOptions = { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: ['Tabs', 'TabItem', 'Details'] };

/** A throwaway site folder with the given files (paths relative to its root). */
export async function tempSite(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'docsgen-docusaurus-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

export async function compileMdx(text: string, contentPath = 'page.mdx', options: CompileOptions = compileOptions): Promise<CompiledDoc> {
  return compilePage({ file: `content/${contentPath}`, contentPath, kind: contentPath.endsWith('.mdx') ? 'mdx' : 'md', source: text, hash: 'test' }, options);
}

/** Compiles an `.mdx` page written at `content/<contentPath>` in `root` and renders it on the server as the build does (with the theme's provided components). */
export async function renderMdxPage(root: string, contentPath: string, text: string): Promise<{ doc: CompiledDoc; html: string }> {
  await mkdir(path.dirname(path.join(root, 'content', contentPath)), { recursive: true });
  await writeFile(path.join(root, 'content', contentPath), text);
  const doc = await compileMdx(text, contentPath);
  if (doc.diagnostics.length) return { doc, html: '' };
  if (doc.content.kind !== 'mdx') throw new Error('expected MDX');
  const Component = await loadServerMdx({ code: doc.content.code, sourceFile: path.join(root, 'content', contentPath), themeDir: path.join(ENGINE_ROOT, 'theme'), siteRoot: root });
  // Loaded by URL: the theme is type-checked with the DOM library by its own tsconfig, not this one.
  const theme = (await import(pathToFileURL(path.join(ENGINE_ROOT, 'theme', 'mdx', 'index.tsx')).href)) as { mdxComponents: Record<string, ComponentType<never>> };
  return { doc, html: renderToString(createElement(Component, { components: theme.mdxComponents })) };
}
