/**
 * The module a Docusaurus config gets for a package that is not installed (a plugin, a theme,
 * `prism-react-renderer`): callable, constructible, and itself for any property, so the config
 * evaluates whatever it does with it. It is never a thenable, so `await` on it does not hang.
 */
export const STAND_IN_FACTORY = `
function __docsgenStandIn(name) {
const target = function () {};
// esbuild's ESM interop copies a CommonJS module's own keys onto an object whose prototype is the
// module's: a named import it cannot see (\`import { themes } from 'prism-react-renderer'\`) is then
// looked up on this prototype, which answers every name with the stand-in too.
const anyName = new Proxy({}, { get(_, key) { return key === 'then' ? undefined : standIn; } });
const standIn = new Proxy(target, {
  getPrototypeOf() { return anyName; },
  get(_, key) {
    if (key === 'then') return undefined;
    if (key === '__docsgenStandIn') return name;
    if (key === Symbol.toPrimitive) return () => '';
    if (key === 'toString' || key === 'valueOf') return () => '';
    if (key === '__esModule') return false;
    return standIn;
  },
  apply() { return standIn; },
  construct() { return standIn; },
});
return standIn;
}
`;

/**
 * The `require` a project file gets at run time: the real one for what the project has installed;
 * for a package it has not, `require` answers a stand-in and `require.resolve` the name itself
 * (configs resolve plugin and stylesheet paths they only hand on), each noted in `missing`.
 */
export const PROJECT_REQUIRE = `
var __docsgenMissing = new Set();
var require = (function (real) {
  // A package by name, or a path into a node_modules folder (\`./node_modules/x/y.css\`): both are what \`npm install\` would bring.
  var isBuiltin = real('node:module').isBuiltin;
  var bare = function (id) { return (!/^[./]/.test(id) && !isBuiltin(id)) || /(^|[\\/])node_modules[\\/]/.test(id); };
  // An installed package's functions carry its name (as __docsgenPackage), so the config's plugins can be told by package.
  var tag = function (m, id) {
    var found = String(id).split(/[\\/]node_modules[\\/]/).pop().split(/[\\/]/);
    var name = /node_modules/.test(String(id)) || bare(id) ? (found[0].charAt(0) === '@' ? found[0] + '/' + found[1] : found[0]) : undefined;
    var mark = function (f) { if (name && typeof f === 'function' && !Object.prototype.hasOwnProperty.call(f, '__docsgenPackage')) try { Object.defineProperty(f, '__docsgenPackage', { value: name }); } catch (e) {} };
    mark(m);
    if (m && typeof m === 'object') mark(m.default);
    return m;
  };
  var wrapped = function (id) {
    try { return tag(real(id), id); } catch (error) {
      if (error && error.code === 'MODULE_NOT_FOUND' && bare(id)) { __docsgenMissing.add(id); return __docsgenStandIn(id); }
      throw error;
    }
  };
  wrapped.resolve = function (id, options) {
    try { return real.resolve(id, options); } catch (error) {
      if (error && error.code === 'MODULE_NOT_FOUND' && bare(id)) { __docsgenMissing.add(id); return id; }
      throw error;
    }
  };
  wrapped.cache = real.cache;
  return wrapped;
})(__docsgenCreateRequire(__DOCSGEN_FILE__));
`;

/** Whether a value in the evaluated config came from a stand-in (and which package it stands in for). */
export function standInName(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  const name = (value as { __docsgenStandIn?: unknown }).__docsgenStandIn;
  return typeof name === 'string' ? name : undefined;
}
