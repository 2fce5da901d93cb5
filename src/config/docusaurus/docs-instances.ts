import { DEFAULT_DOCS_PLUGIN } from '../doc-version-name.js';
import { standInName } from './stand-in.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !standInName(v);

/** One `@docusaurus/plugin-content-docs` entry of `plugins`: its `id`, its options and where it is in the config. */
export interface DocsInstance {
  id: string;
  options: Obj;
  /** Its key path, for messages: `plugins[4]`. */
  key: string;
}

/**
 * The names Docusaurus resolves to its docs plugin: the package, its short forms (`content-docs`,
 * `@docusaurus/content-docs`) and the path `require.resolve` gives for it.
 */
export function isDocsPluginName(name: string | undefined): boolean {
  if (name === undefined) return false;
  return /^(@docusaurus\/)?(plugin-)?content-docs$|^docusaurus-plugin-content-docs$|[\\/]@docusaurus[\\/]plugin-content-docs([\\/]|$)/.test(name);
}

/** The docs plugin entries of `plugins`, in their order, each with its `id` (`default` when it has none). */
export function docsInstancesOf(plugins: unknown): DocsInstance[] {
  if (!Array.isArray(plugins)) return [];
  return plugins.flatMap((entry, i): DocsInstance[] => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name !== 'string' || !isDocsPluginName(name)) return [];
    const own = isObj(options) ? options : {};
    return [{ id: typeof own.id === 'string' && own.id ? own.id : DEFAULT_DOCS_PLUGIN, options: own, key: `plugins[${i}]` }];
  });
}

/** Two instances with one `id` (the preset's docs count as `default`): the error Docusaurus gives, with where and how to fix it. */
export function duplicateInstanceProblems(instances: readonly DocsInstance[], presetHasDocs: boolean): { key: string; message: string; fix: string }[] {
  const seen = new Map<string, string>(presetHasDocs ? [[DEFAULT_DOCS_PLUGIN, 'presets.classic.docs']] : []);
  const problems: { key: string; message: string; fix: string }[] = [];
  for (const instance of instances) {
    const first = seen.get(instance.id);
    if (first === undefined) {
      seen.set(instance.id, instance.key);
      continue;
    }
    problems.push({
      key: instance.key,
      message: `is a second docs plugin with the id "${instance.id}" (${first} has it)`,
      fix: `give each docs plugin its own \`id\`, e.g. id: 'community' (the preset's docs, or one plugin without an id, are "default")`,
    });
  }
  return problems;
}
