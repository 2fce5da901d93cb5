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
let standIn;
// A component that renders its children. Called as anything but a component (React passes one props object): a
// factory (a tagged template as in styled.div, styled(Link), withRouter(Page)), a hook or a helper (cva('btn', {...}),
// useQuery()), it gives the stand-in again, so what the page does with the result neither throws nor shows.
const StandIn = function (props) {
  if (props === undefined || props === null || typeof props !== 'object' || Array.isArray(props)) return standIn;
  return props && typeof props === 'object' && props.children !== undefined ? props.children : null;
};
// Own properties, so importers that copy a module's own properties (esbuild's and Babel's interop) find them.
StandIn.default = StandIn;
StandIn.__esModule = true;
// Any property is the stand-in too (styled.div, lib.Component), default included; symbols are not, so it
// converts to a string as a function does.
// A hook's result destructured as a pair (\`const [form] = Form.useForm()\`, \`const [api, holder] = useNotification()\`)
// gets stand-ins: iterating the stand-in gives two of them.
const pair = function* () { yield standIn; yield standIn; };
const lookup = (target, key, receiver) =>
  key === 'then' ? undefined : key === Symbol.iterator ? pair : typeof key === 'symbol' || (key in target && key !== 'default') ? Reflect.get(target, key, receiver) : standIn;
// Named imports read the module through an object made from its prototype (esbuild's and Babel's interop
// copy only own properties): that prototype answers every name with the stand-in too.
const inherited = new Proxy(Function.prototype, { get: lookup });
standIn = new Proxy(StandIn, {
  get: (target, key, receiver) => (key === '__esModule' ? true : lookup(target, key, receiver)),
  getPrototypeOf: () => inherited,
});
module.exports = standIn;
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
