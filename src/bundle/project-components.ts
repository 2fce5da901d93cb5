import { hashedModulePath } from '../output/hashed-asset.js';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { OutputFile } from '../output/output-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { bundleBrowserMdx, loadServerMdx, type MdxBundleInput } from './bundle-mdx.js';

/** A module of the project's own components, bundled once for the site: its default export on the server, and one browser module pages import. */
export interface ProjectModule<T> {
  value: T;
  /** The browser module's URL. */
  url: string;
  /** The browser module, to write into the output (or serve). */
  files: OutputFile[];
}

type ProjectModuleInput = Omit<MdxBundleInput, 'code' | 'sourceFile' | 'wrapperUrl'> & { baseUrl: string; minify: boolean };

/**
 * Bundles `code` (a module whose default export is wanted) once for the site, as pages' imports
 * resolve (the project's theme folder, Docusaurus modules, stand-ins): swizzled components pull in
 * the project's own components, and bundling them into every page would cost that once per page.
 */
async function bundleProjectModule<T>(input: ProjectModuleInput & { code: string; name: string }): Promise<ProjectModule<T>> {
  const { code, name, ...rest } = input;
  // Resolved from the site's root, as a page there would be.
  const sourceFile = path.join(rest.siteRoot ?? path.dirname(rest.themeDir), `docsgen-${name}.js`);
  const [value, browser] = await Promise.all([loadServerMdx({ ...rest, code, sourceFile }), bundleBrowserMdx({ ...rest, code, sourceFile })]);
  const file = hashedModulePath(name, browser);
  return { value: value as unknown as T, url: `${rest.baseUrl}${file}`, files: [{ path: file, data: browser }] };
}

/** The component every doc page's content renders inside (a swizzled `DocItem/Content`, given by its import path). */
export function bundleDocWrapper(input: ProjectModuleInput & { wrapWith: string }): Promise<ProjectModule<ComponentType<{ children?: ReactNode }>>> {
  const { wrapWith, ...rest } = input;
  return bundleProjectModule({ ...rest, name: 'doc-wrapper', code: `export { default } from ${JSON.stringify(wrapWith)};\n` });
}

/**
 * The page-shell components the project replaces (swizzled `@theme/DocVersionBanner`...), by name, as
 * one module: the server renders them in place of the theme's, and the browser loads them before it hydrates.
 */
export function bundleShellComponents(input: ProjectModuleInput & { names: readonly string[] }): Promise<ProjectModule<Record<string, ComponentType>>> {
  const { names, ...rest } = input;
  const code = [...names.map((name, i) => `import C${i} from ${JSON.stringify(`@theme/${name}`)};`), `export default { ${names.map((name, i) => `${JSON.stringify(name)}: C${i}`).join(', ')} };`].join(
    '\n',
  );
  return bundleProjectModule({ ...rest, name: 'shell-components', code });
}

/** A page's component rendered inside the wrapper, given the page as children. */
export function wrapPage<P extends object>(Wrapper: ComponentType<{ children?: ReactNode }>, Page: ComponentType<P>): ComponentType<P> {
  return function WrappedPage(props: P) {
    return createElement(Wrapper, null, createElement(Page, props));
  };
}

/**
 * Why a project's component cannot be used, if it throws when rendered once with sample props (a
 * swizzled component built on a package that is not installed, whose stand-in renders nothing): every
 * page would fail with it, so the theme's own is shown instead. Undefined when it renders.
 */
export function failureOfComponent(Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, children?: ReactNode): string | undefined {
  try {
    renderToString(createElement(Component, props, children));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Props a page-shell component is tried with before it is used: what the theme passes it. */
export const SHELL_SAMPLE_PROPS: Record<string, Record<string, unknown>> = {
  DocCard: { item: { type: 'link', label: 'Page', href: '/', description: '' } },
  DocPaginator: { next: { permalink: '/', title: 'Page' } },
};

/** The warning for a project component that throws when rendered. */
export function unusedComponent(importPath: string, failure: string): Diagnostic {
  const folder = `src/theme/${importPath.replace(/^@theme\//, '')}`;
  return {
    severity: 'warning',
    code: 'swizzled-component-failed',
    file: folder,
    line: 1,
    column: 1,
    message: `The project's own ${importPath} (${folder}) is not used: it throws when rendered (${failure.split('\n')[0]}); docsgen's is shown instead.`,
    hint: 'Install the packages it imports (npm install): a package that is not installed stands in as an empty module. Else fix the component.',
  };
}
