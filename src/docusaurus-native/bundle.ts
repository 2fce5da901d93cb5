/**
 * Stage 2: the two bundles `docusaurus build` makes with webpack, made with esbuild from Docusaurus's
 * own entries: the server one from `serverEntry.js` (the SSG renderer) and the browser one from
 * `clientEntry.js`, split by route as the registry's `import()`s ask; then the one stylesheet.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { CssProcessor, cssInImportOrder } from './css.js';
import { docusaurusPlugin } from './esbuild-plugin.js';
import type { NativeSite } from './load-site.js';
import type { OutputFile } from '../output/output-file.js';

export interface Bundles {
  /** The server bundle's code, an ES module whose default export is serverEntry's render. */
  server: string;
  /** Browser files, paths relative to the site root. */
  files: OutputFile[];
  /** The classic script each page loads (it imports the ES module entry). */
  entryScript: string;
  stylesheet: string;
  dependencies: Set<string>;
}

const RESOLVE_EXTENSIONS = ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

function shared(site: NativeSite, side: 'client' | 'server', css: CssProcessor, dependencies: Set<string>): esbuild.BuildOptions {
  const config = site[side];
  return {
    bundle: true,
    write: false,
    metafile: true,
    absWorkingDir: site.props.siteDir,
    resolveExtensions: RESOLVE_EXTENSIONS,
    // Docusaurus's own packages ship JSX in `.js` (its webpack rule transpiles them with Babel or SWC).
    loader: { '.js': 'jsx', '.json': 'json' },
    jsx: 'automatic',
    logLevel: 'silent',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', 'module.hot': 'undefined', ...config.defines },
    // Docusaurus resolves its own dependencies first, then the site's.
    nodePaths: [path.join(site.core.dir, 'node_modules'), path.join(site.props.siteDir, 'node_modules')],
    plugins: [docusaurusPlugin({ site, side, css, dependencies })],
  };
}

export async function bundleSite(site: NativeSite, cssLoaderFile: string): Promise<Bundles> {
  const dependencies = new Set<string>();
  const css = new CssProcessor(site.postcssPlugins, cssLoaderFile, site.props.siteDir);
  const clientEntry = path.join(site.core.dir, 'lib/client/clientEntry.js');
  const serverEntry = path.join(site.core.dir, 'lib/client/serverEntry.js');
  const [server, client] = await Promise.all([
    esbuild.build({
      ...shared(site, 'server', css, dependencies),
      entryPoints: [serverEntry],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: path.join(site.props.siteDir, 'build-docsgen/docsgen-server.mjs'),
      // The same names as the browser's: the server's HTML links the files the browser bundle writes.
      assetNames: 'assets/files/[name]-[hash]',
      publicPath: site.props.baseUrl,
      // Packages that use require() of Node built-ins inside the ES module bundle.
      banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
    }),
    esbuild.build({
      ...shared(site, 'client', css, dependencies),
      entryPoints: { main: clientEntry },
      platform: 'browser',
      format: 'esm',
      splitting: true,
      minify: true,
      target: ['es2020'],
      outdir: path.join(site.props.siteDir, 'build-docsgen'),
      entryNames: 'assets/js/[name].[hash]',
      chunkNames: 'assets/js/[hash]',
      assetNames: 'assets/files/[name]-[hash]',
      publicPath: site.props.baseUrl,
      // docusaurus.js prefetches through webpack's chunk-asset helper; with no webpack chunks to name, it prefetches nothing.
      banner: { js: 'var __webpack_require__ = { gca: function () { return undefined; } };' },
    }),
  ]);
  const outRoot = path.join(site.props.siteDir, 'build-docsgen');
  const files: OutputFile[] = (client.outputFiles ?? []).map((file) => ({ path: path.relative(outRoot, file.path).split(path.sep).join('/'), data: file.contents }));
  const mainFile = files.find((file) => /^assets\/js\/main\.[^/]+\.js$/.test(file.path));
  if (!mainFile) throw new Error('the browser bundle has no entry file');
  const entryScript = withHash('assets/js/runtime~main', '.js', `import(${JSON.stringify(site.props.baseUrl + mainFile.path)});`);
  const inputOfEntry = path.relative(site.props.siteDir, clientEntry).split(path.sep).join('/');
  const cssFiles = cssInImportOrder(client.metafile ?? { inputs: {} }, inputOfEntry, (input) => path.resolve(site.props.siteDir, input));
  const stylesheet = await bundleStylesheet(site, css, cssFiles);
  return {
    server: (server.outputFiles ?? []).find((file) => file.path.endsWith('.mjs'))?.text ?? '',
    files: [...files, entryScript.file, ...stylesheet.files],
    entryScript: entryScript.file.path,
    stylesheet: stylesheet.path,
    dependencies,
  };
}

const withHash = (stem: string, ext: string, text: string): { file: OutputFile } => ({
  file: { path: `${stem}.${createHash('sha256').update(text).digest('hex').slice(0, 8)}${ext}`, data: text },
});

/** One stylesheet: each CSS file processed, in import order, its `url()`s bundled as assets. */
async function bundleStylesheet(site: NativeSite, css: CssProcessor, files: string[]): Promise<{ path: string; files: OutputFile[] }> {
  const entry = files.map((file) => `@import ${JSON.stringify(file)};`).join('\n');
  const outRoot = path.join(site.props.siteDir, 'build-docsgen');
  const result = await esbuild.build({
    stdin: { contents: entry, loader: 'css', resolveDir: site.props.siteDir, sourcefile: 'styles.css' },
    bundle: true,
    write: false,
    minify: true,
    logLevel: 'silent',
    outfile: path.join(outRoot, 'assets/css/styles.css'),
    assetNames: 'assets/files/[name]-[hash]',
    publicPath: site.props.baseUrl,
    loader: {
      '.woff': 'file',
      '.woff2': 'file',
      '.ttf': 'file',
      '.eot': 'file',
      '.otf': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.jpeg': 'file',
      '.gif': 'file',
      '.svg': 'file',
      '.webp': 'file',
      '.ico': 'file',
      '.avif': 'file',
    },
    plugins: [
      {
        name: 'docusaurus-css',
        setup(build) {
          // Root-relative URLs point into the static folders, copied to the site root as they are.
          build.onResolve({ filter: /^\//, namespace: 'file' }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
          build.onResolve({ filter: /^(?:data:|https?:)/ }, (args) => ({ path: args.path, external: true }));
          build.onLoad({ filter: /\.css$/i }, async (args) => ({ contents: (await css.process(args.path)).css, loader: 'css', resolveDir: path.dirname(args.path) }));
        },
      },
    ],
  });
  const out = result.outputFiles.map((file) => ({ path: path.relative(outRoot, file.path).split(path.sep).join('/'), data: file.contents }));
  const sheet = out.find((file) => file.path.endsWith('.css'))!;
  const hashed = withHash('assets/css/styles', '.css', Buffer.from(sheet.data).toString('utf8'));
  return { path: hashed.file.path, files: [hashed.file, ...out.filter((file) => file !== sheet)] };
}
