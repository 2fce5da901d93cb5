import { createRequire } from 'node:module';
import { unified, type PluggableList } from 'unified';
import type { ProjectSyntax } from '../parse/parse.js';

/** Where the project's remark and rehype plugins are: its config compiled to one file, and key paths into the value it exports. */
export interface ProjectPluginsRef {
  module: string;
  cwd: string;
  remark: readonly PluginAt[];
  rehype: readonly PluginAt[];
}

interface PluginAt {
  plugin: readonly (string | number)[];
  options?: readonly (string | number)[];
}

export interface ProjectPlugins {
  remark: PluggableList;
  rehype: PluggableList;
  /** The syntax the remark plugins teach the parser (micromark extensions), when any: pages are then read by remark-parse with it. */
  syntax?: ProjectSyntax;
}

const loaded = new Map<string, Promise<ProjectPlugins>>();

/** A plugin of the project threw on a page: named by where the config has it, so its author knows which. */
export class ProjectPluginError extends Error {
  constructor(
    readonly plugin: string,
    cause: unknown,
  ) {
    super(`The project's plugin ${plugin} threw: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`, { cause });
    this.name = 'ProjectPluginError';
  }
}

type Transformer = (...args: unknown[]) => unknown;

/** The plugin, with its transformer's failures (thrown or rejected) named as this plugin's. */
function named(plugin: (...args: unknown[]) => unknown, label: string): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    const transformer = plugin.apply(this, args);
    if (typeof transformer !== 'function') return transformer;
    const wrapper = function (this: unknown, ...args: unknown[]) {
      const fail = (error: unknown): never => {
        throw error instanceof ProjectPluginError ? error : new ProjectPluginError(label, error);
      };
      try {
        const out = (transformer as Transformer).apply(this, args);
        return out instanceof Promise ? out.catch(fail) : out;
      } catch (error) {
        return fail(error);
      }
    };
    // unified tells a transformer that takes a callback (`next`) by its arity: the wrapper keeps the original's.
    return Object.defineProperty(wrapper, 'length', { value: (transformer as Transformer).length });
  };
}

/**
 * The project's own remark and rehype plugins, as functions: its config runs again in this thread
 * (it ran once already, in a guarded worker, when the config was loaded; the functions could not
 * be handed over from there). Once per compiled config and thread.
 */
export function projectPlugins(ref: ProjectPluginsRef): Promise<ProjectPlugins> {
  let plugins = loaded.get(ref.module);
  if (!plugins) {
    plugins = load(ref);
    loaded.set(ref.module, plugins);
  }
  return plugins;
}

async function load(ref: ProjectPluginsRef): Promise<ProjectPlugins> {
  const config = await evaluateConfig(ref);
  const pluggable = (at: PluginAt): PluggableList[number] => {
    const plugin = valueAt(config, at.plugin);
    if (typeof plugin !== 'function') throw new Error(`the config's ${keyPathText(at.plugin)} is no longer a function (was the config edited during the build?)`);
    const label = `${keyPathText(at.plugin.slice(0, at.options ? -1 : undefined).filter((k) => k !== 'default'))}${plugin.name ? ` (${plugin.name})` : ''}`;
    const wrapped = named(plugin as (...args: unknown[]) => unknown, label);
    return at.options ? [wrapped as never, valueAt(config, at.options)] : (wrapped as never);
  };
  const remark = ref.remark.map(pluggable);
  const syntax = syntaxOf(remark);
  return { remark, rehype: ref.rehype.map(pluggable), ...(syntax ? { syntax } : {}) };
}

/** Runs the compiled config with the site root as its working folder, as it ran when loaded; a config exported as a function is called. */
async function evaluateConfig(ref: ProjectPluginsRef): Promise<unknown> {
  const cwd = process.cwd;
  process.cwd = () => ref.cwd;
  try {
    // The compiled file reports its stand-ins beside its exports: `{ value, missing }` (see load-module.ts).
    const exported = (createRequire(ref.module)(ref.module) as { value: unknown }).value;
    const value = exported && typeof exported === 'object' && 'default' in exported ? (exported as { default: unknown }).default : exported;
    return typeof value === 'function' ? await (value as () => unknown)() : await value;
  } finally {
    process.cwd = cwd;
  }
}

/** The micromark extensions (and their mdast builders) the plugins register when attached, as remark-math does. */
function syntaxOf(remark: PluggableList): ProjectSyntax | undefined {
  const scratch = unified().use(remark);
  scratch.freeze();
  const data = scratch.data();
  const micromarkExtensions = (data.micromarkExtensions ?? []) as unknown[];
  const fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []) as unknown[];
  return micromarkExtensions.length ? { micromarkExtensions, fromMarkdownExtensions } : undefined;
}

function valueAt(root: unknown, keyPath: readonly (string | number)[]): unknown {
  let value = root;
  for (const key of keyPath) value = value === null || value === undefined ? undefined : (value as Record<string | number, unknown>)[key];
  return value;
}

const keyPathText = (keyPath: readonly (string | number)[]) => keyPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');
