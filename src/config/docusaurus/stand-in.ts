/**
 * The module a Docusaurus config gets for a package that is not installed (a plugin, a theme,
 * `prism-react-renderer`): callable, constructible, and itself for any property, so the config
 * evaluates whatever it does with it. It is never a thenable, so `await` on it does not hang.
 */
export const STAND_IN_SOURCE = `
const name = __STAND_IN_NAME__;
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
module.exports = standIn;
`;

/** Whether a value in the evaluated config came from a stand-in (and which package it stands in for). */
export function standInName(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  const name = (value as { __docsgenStandIn?: unknown }).__docsgenStandIn;
  return typeof name === 'string' ? name : undefined;
}
