import { createHash } from 'node:crypto';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { OutputFile } from '../output/output-file.js';
import { bundleBrowserMdx, loadServerMdx, type MdxBundleInput } from './bundle-mdx.js';

/** A component every doc page's content renders inside (a swizzled `DocItem/Content`): for the server, and as one browser module all pages import. */
export interface DocWrapperChunk {
  Component: ComponentType<{ children?: ReactNode }>;
  /** The browser module's URL, which each page's module imports. */
  url: string;
  /** The browser module, to write into the output (or serve). */
  files: OutputFile[];
}

/**
 * Bundles `wrapWith` (an import path such as `@theme/DocItem/Content`) once for the site, as pages'
 * imports resolve (the project's theme folder, Docusaurus modules, stand-ins): a swizzled component
 * pulls in the project's own components, and bundling it into every page would cost that once per page.
 */
export async function bundleDocWrapper(input: Omit<MdxBundleInput, 'code' | 'sourceFile' | 'wrapperUrl'> & { wrapWith: string; baseUrl: string; minify: boolean }): Promise<DocWrapperChunk> {
  const code = `export { default } from ${JSON.stringify(input.wrapWith)};\n`;
  // Resolved from the site's root, as a page there would be.
  const sourceFile = path.join(input.siteRoot ?? path.dirname(input.themeDir), 'docsgen-doc-wrapper.js');
  const [Component, browser] = await Promise.all([loadServerMdx({ ...input, code, sourceFile }), bundleBrowserMdx({ ...input, code, sourceFile })]);
  const name = `assets/doc-wrapper.${createHash('sha1').update(browser).digest('hex').slice(0, 10)}.js`;
  return { Component: Component as ComponentType<{ children?: ReactNode }>, url: `${input.baseUrl}${name}`, files: [{ path: name, data: browser }] };
}

/** A page's component rendered inside the wrapper, given the page as children. */
export function wrapPage<P extends object>(Wrapper: ComponentType<{ children?: ReactNode }>, Page: ComponentType<P>): ComponentType<P> {
  return function WrappedPage(props: P) {
    return createElement(Wrapper, null, createElement(Page, props));
  };
}
