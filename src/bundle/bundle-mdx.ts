import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '../output/output-file.js';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { build, type Plugin } from 'esbuild';
import { containImports } from './contain-imports.js';
import { docusaurusResolve } from './docusaurus-resolve.js';
import { relocateMdxImportErrors } from './mdx-import-errors.js';
import { packageStandIn, type StandInUse } from './package-stand-in.js';
import { SSR_CACHE_DIR, SSR_EXTERNALS, SSR_REQUIRE_BANNER, ENGINE_NODE_MODULES } from '../engine/engine-paths.js';

type MdxComponent = ComponentType<{ components?: Record<string, ComponentType<never>> }>;

const engineRequire = createRequire(path.join(ENGINE_NODE_MODULES, 'package.json'));
const namesOf = new Map<string, string[]>();

/** The export names of the engine's copy of a React module, valid as identifiers. */
function exportNames(specifier: string): string[] {
  let names = namesOf.get(specifier);
  if (!names) {
    names = Object.keys(engineRequire(specifier) as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
    namesOf.set(specifier, names);
  }
  return names;
}

/** In the browser, MDX page modules use the runtime's React (exposed on `window`) instead of bundling another copy. */
const sharedReact: Plugin = {
  name: 'docsgen-shared-react',
  setup(b) {
    b.onResolve({ filter: /^react(\/jsx-runtime|-dom)?$/ }, (args) => ({ path: args.path, namespace: 'shared-react' }));
    b.onLoad({ filter: /.*/, namespace: 'shared-react' }, (args) => ({
      // Every name the module has (memo, forwardRef, createContext...), as the page's imports may ask for any.
      contents: `const m = window.__docsgen_shared[${JSON.stringify(args.path)}]; export default m; export const { ${exportNames(args.path).join(', ')} } = m;`,
      loader: 'js',
    }));
  },
};

export interface MdxBundleInput {
  code: string;
  /** The MDX file, so its relative imports resolve. */
  sourceFile: string;
  themeDir: string;
  /** The site's root (`@site/`); defaults to the theme folder's parent. */
  siteRoot?: string;
  /** Content assets already written (site-root-relative path → URL), for imported images. */
  assetUrls?: ReadonlyMap<string, string>;
  /** Writes an image a component imports that is too large to inline (with `assetBase`, the URL it is served under). */
  emitAsset?: (file: OutputFile) => void;
  /** The base URL emitted images are served under. */
  assetBase?: string;
  /** The folder every imported file must resolve inside (the site root, or the project that holds it and its docs). */
  projectRoot?: string;
  /** Given: packages that are not installed stand in as inert modules, each use reported here; absent: they are errors. */
  onStandIn?: (use: StandInUse) => void;
  /**
   * The URL of a module whose default export the page renders inside (given it as children): a
   * Docusaurus project's swizzled `DocItem/Content`, bundled once for the site (`project-components.ts`).
   * Browser bundles only; the server composes the components itself.
   */
  wrapperUrl?: string;
}

const siteRootOf = (input: MdxBundleInput) => input.siteRoot ?? path.dirname(input.themeDir);

const PAGE_BODY = 'docsgen:page-body';

/**
 * The module bundled for a page: its compiled MDX, or (with `wrapperUrl`) a module that renders it inside
 * the wrapper it imports from there; the MDX is then a virtual module read from the page's folder, so its
 * imports resolve as before.
 */
function entryOf(input: MdxBundleInput, extra = ''): { stdin: { contents: string; resolveDir: string; sourcefile: string; loader: 'jsx' }; plugins: Plugin[] } {
  const resolveDir = path.dirname(input.sourceFile);
  const wrapperUrl = input.wrapperUrl;
  if (!wrapperUrl) return { stdin: { contents: `${input.code}${extra}`, resolveDir, sourcefile: input.sourceFile, loader: 'jsx' }, plugins: [] };
  const wrapper = [
    `import { createElement } from 'react';`,
    `import Body from ${JSON.stringify(PAGE_BODY)};`,
    `import Wrapper from ${JSON.stringify(wrapperUrl)};`,
    `export default function WrappedPage(props) { return createElement(Wrapper, null, createElement(Body, props)); }`,
    extra,
  ].join('\n');
  const body: Plugin = {
    name: 'docsgen-page-body',
    setup(b) {
      b.onResolve({ filter: /^docsgen:page-body$/ }, () => ({ path: input.sourceFile, namespace: 'docsgen-page-body' }));
      // The wrapper is its own module, loaded by the browser from the site.
      b.onResolve({ filter: /.*/ }, (args) => (args.path === wrapperUrl ? { path: wrapperUrl, external: true } : undefined));
      b.onLoad({ filter: /.*/, namespace: 'docsgen-page-body' }, () => ({ contents: input.code, resolveDir, loader: 'jsx' }));
    },
  };
  return { stdin: { contents: wrapper, resolveDir, sourcefile: `${input.sourceFile}.wrapped.jsx`, loader: 'jsx' }, plugins: [body] };
}

/** Imports stay inside the site (checked first, before any other plugin loads a file), then resolve as Docusaurus's do; packages not installed stand in last. */
const modules = (input: MdxBundleInput): Plugin[] => [
  containImports(siteRootOf(input), input.projectRoot),
  docusaurusResolve({
    siteRoot: siteRootOf(input),
    themeDir: input.themeDir,
    assetUrls: input.assetUrls,
    ...(input.emitAsset ? { emitAsset: input.emitAsset, assetBase: input.assetBase ?? '/' } : {}),
  }),
  ...(input.onStandIn ? [packageStandIn(input.onStandIn)] : []),
];

/** An MDX page for the server: bundled for Node and imported, giving its component. */
export async function loadServerMdx(input: Omit<MdxBundleInput, 'wrapperUrl'>): Promise<MdxComponent> {
  const entry = entryOf(input);
  const result = await build({
    stdin: entry.stdin,
    bundle: true,
    // Sites outside the engine's folder resolve React and friends from the engine's own packages.
    nodePaths: [ENGINE_NODE_MODULES],
    write: false,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    external: SSR_EXTERNALS,
    banner: { js: SSR_REQUIRE_BANNER },
    plugins: [...entry.plugins, ...modules(input)],
    // Docusaurus projects write JSX in .js files.
    loader: { '.css': 'empty', '.js': 'jsx' },
    logLevel: 'silent',
  }).catch((error: unknown) => {
    throw relocateMdxImportErrors(error, input.sourceFile);
  });
  const code = result.outputFiles[0]!.text;
  const file = path.join(SSR_CACHE_DIR, 'mdx', `${createHash('sha1').update(code).digest('hex')}.mjs`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  const mod = (await import(pathToFileURL(file).href)) as { default?: MdxComponent };
  if (!mod.default) throw new Error(`${input.sourceFile}: the compiled MDX module has no default export`);
  return mod.default;
}

/** An MDX page for the browser: one self-contained ES module whose default export is the page component. */
export async function bundleBrowserMdx(input: MdxBundleInput & { minify: boolean; pageExports?: string }): Promise<string> {
  // The page's data exports (meta, sidebar) are the bundle's own, beside its default export.
  const entry = entryOf(input, input.pageExports ? `\n${input.pageExports}` : '');
  const result = await build({
    stdin: entry.stdin,
    bundle: true,
    // Sites outside the engine's folder resolve React and friends from the engine's own packages.
    nodePaths: [ENGINE_NODE_MODULES],
    write: false,
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    minify: input.minify,
    plugins: [sharedReact, ...entry.plugins, ...modules(input)],
    // Docusaurus projects write JSX in .js files.
    loader: { '.css': 'empty', '.js': 'jsx' },
    logLevel: 'silent',
  }).catch((error: unknown) => {
    throw relocateMdxImportErrors(error, input.sourceFile);
  });
  return result.outputFiles[0]!.text;
}
