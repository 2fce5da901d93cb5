import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** A package import that did not resolve and was replaced by an inert module: which, and from where. */
export interface StandInUse {
  specifier: string;
  importer: string;
}

/** The package name of a bare specifier (`@scope/pkg/sub` → `@scope/pkg`), or undefined for paths. */
export function packageNameOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || /^[a-z]+:/i.test(specifier) || specifier.startsWith('@site/') || specifier.startsWith('@theme') || specifier.startsWith('@docusaurus/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * What a page gets for a package the project has not installed: a component that renders its
 * children (or nothing), and the same for any named export, so the page still shows its own text
 * as Docusaurus would with the package present. Stylesheets are empty.
 */
const STAND_IN_MODULE = `
const StandIn = (props) => (props && typeof props === 'object' && props.children !== undefined ? props.children : null);
// Callable itself (an importer in Node's ESM mode gets module.exports as its default import), with
// \`default\` as an own property (a Babel-style importer copies own properties).
StandIn.default = StandIn;
StandIn.__esModule = true;
module.exports = new Proxy(StandIn, { get: (target, key) => (key === 'then' ? undefined : key in target ? target[key] : StandIn) });
`;

/**
 * Stands in for packages that are not installed (Docusaurus projects built without `npm install`).
 * Each use is reported through `onUse`, for the one warning that names them.
 */
export function packageStandIn(onUse: (use: StandInUse) => void): Plugin {
  return {
    name: 'docsgen-package-stand-in',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'stand-in-probe' || !packageNameOf(args.path)) return undefined;
        const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'stand-in-probe' });
        if (!found.errors.length) return undefined;
        onUse({ specifier: args.path, importer: args.importer });
        return { path: args.path, namespace: /\.css$/i.test(args.path) ? 'stand-in-css' : 'stand-in' };
      });
      b.onLoad({ filter: /.*/, namespace: 'stand-in' }, () => ({ contents: STAND_IN_MODULE, loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'stand-in-css' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}

/** One warning per package that stood in, at the first place a file imports it (positions found in its text). */
export function standInWarnings(uses: Iterable<StandInUse>, root: string, readText: (file: string) => string | undefined): Diagnostic[] {
  const byPackage = new Map<string, StandInUse[]>();
  for (const use of uses) {
    const name = packageNameOf(use.specifier) ?? use.specifier;
    byPackage.set(name, [...(byPackage.get(name) ?? []), use]);
  }
  return [...byPackage].map(([name, list]) => {
    const first = [...list].sort((a, b) => a.importer.localeCompare(b.importer))[0]!;
    const importer = path.isAbsolute(first.importer) ? first.importer : path.resolve(root, first.importer);
    const lines = readText(importer)?.split('\n') ?? [];
    const line = lines.findIndex((l) => l.includes(`'${first.specifier}'`) || l.includes(`"${first.specifier}"`));
    const files = new Set(list.map((u) => u.importer)).size;
    return {
      severity: 'warning' as const,
      code: 'package-not-installed',
      file: path.relative(root, importer).split(path.sep).join('/'),
      line: line + 1,
      column: line >= 0 ? lines[line]!.indexOf(first.specifier) : 0,
      message: `'${name}' is not installed: it stands in as an empty module for ${files === 1 ? 'this file' : `${files} files`} (its components render only their children).`,
      hint: "Install the project's packages (npm install) to render them as the package does.",
    };
  });
}
