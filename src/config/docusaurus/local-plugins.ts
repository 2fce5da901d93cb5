import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { userCodeMemoryLimitMb, userCodeTimeLimitSeconds } from '../run-user-module.js';
import { UserCodeError } from '../user-code-error.js';
import { loadProjectModule } from './load-module.js';

/** What Docusaurus plugins publish for the site's components: by plugin name, then instance id (`default`). */
export type PluginGlobalData = Record<string, Record<string, unknown>>;

/** What running the project's own plugins gave: their global data, what was not run, what failed. */
export interface LocalPluginsResult {
  globalData: PluginGlobalData;
  /** Lines for the "ignored options" warning: a plugin's lifecycle methods docsgen does not run. */
  ignored: string[];
  /** A plugin that failed to load or run: its data is missing, the build goes on. */
  warnings: Diagnostic[];
  /** Packages the plugins import that the project has not installed (stood in for). */
  standIns: string[];
}

/** The lifecycle methods that make a plugin's data, run here; any other is named as not run. */
const RUN_METHODS = new Set(['loadContent', 'contentLoaded', 'allContentLoaded']);
/** Methods that matter only to Docusaurus's webpack, dev server or CLI: nothing a reader sees is lost without them. */
const BUILD_TOOL_METHODS = new Set(['getPathsToWatch', 'extendCli', 'getThemePath', 'getTypeScriptThemePath', 'getSwizzleComponentList', 'getSwizzleConfig', 'getDefaultCodeTranslationMessages']);

const SOURCE_EXTENSIONS = ['', '.js', '.ts', '.mjs', '.cjs', '.jsx', '.tsx'];

/** A plugin named by a path (`./src/plugins/releases`), as Node would find it from the site folder: the file, or the folder's index. */
export function resolveLocalPlugin(spec: string, root: string): string | undefined {
  const base = path.resolve(root, spec);
  const candidates = [...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.slice(1).map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The project's own plugins (named by a path, not a package) in the config's `plugins`, with their options and key. */
export function localPluginsOf(plugins: unknown): { index: number; spec: string; options: Record<string, unknown> }[] {
  if (!Array.isArray(plugins)) return [];
  return plugins.flatMap((entry, index) => {
    const [spec, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof spec !== 'string' || !isLocalPath(spec)) return [];
    return [{ index, spec, options: options && typeof options === 'object' ? (options as Record<string, unknown>) : {} }];
  });
}

export const isLocalPath = (spec: string) => spec.startsWith('./') || spec.startsWith('../') || path.isAbsolute(spec);

/**
 * Where the config names a plugin (its path in quotes), for a failure with no line of its own (a time or
 * memory limit): the author sees the entry to look at. The first line when the text does not show it.
 */
export function entryPosition(configText: string, spec: string): { line: number; column: number } {
  const found = ["'", '"', '`'].map((quote) => configText.indexOf(`${quote}${spec}${quote}`)).filter((i) => i >= 0);
  if (!found.length) return { line: 1, column: 1 };
  const before = configText.slice(0, Math.min(...found));
  return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
}

/** Data that crosses to the worker thread: functions and symbols dropped, cycles cut. */
function plainData(value: unknown, seen = new Set<object>()): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || value instanceof RegExp) return value;
  if (seen.has(value)) return undefined;
  seen.add(value);
  const out = Array.isArray(value) ? value.map((v) => plainData(v, seen)) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainData(v, seen)]));
  seen.delete(value);
  return out;
}

interface PluginRun {
  name?: string;
  methods: string[];
  globalData?: unknown;
  routes: number;
}

/**
 * Runs the project's own plugins as Docusaurus does before it renders (`loadContent`, then
 * `contentLoaded` with `setGlobalData`), each in a worker with the time limit of a config file, so
 * their global data (`usePluginData`, `@generated/globalData`) is what the site's components read.
 * A plugin that fails is named in a warning; its data is missing, as it would be for a component
 * reading a plugin the site does not have.
 */
export async function runLocalPlugins(config: Record<string, unknown>, configFile: string, root: string): Promise<LocalPluginsResult> {
  const plugins = localPluginsOf(config.plugins);
  const i18n = (config.i18n && typeof config.i18n === 'object' ? config.i18n : {}) as { defaultLocale?: string; locales?: string[] };
  const locale = i18n.defaultLocale ?? 'en';
  const context = plainData({
    siteDir: root,
    siteConfigPath: configFile,
    siteConfig: config,
    baseUrl: typeof config.baseUrl === 'string' ? config.baseUrl : '/',
    outDir: path.join(root, 'build'),
    generatedFilesDir: path.join(root, '.docusaurus'),
    localizationDir: path.join(root, 'i18n', locale),
    i18n: { defaultLocale: locale, locales: i18n.locales ?? [locale], currentLocale: locale, path: 'i18n', localeConfigs: {} },
    codeTranslations: {},
  });
  const configName = path.relative(root, configFile).split(path.sep).join('/');
  const result: LocalPluginsResult = { globalData: {}, ignored: [], warnings: [], standIns: [] };
  const configText = plugins.length ? await readFile(configFile, 'utf8').catch(() => '') : '';
  const runs = await Promise.all(
    plugins.map(async (plugin) => {
      const file = resolveLocalPlugin(plugin.spec, root);
      if (!file) return { plugin, failure: { message: `plugins[${plugin.index}] names ${plugin.spec}, which does not exist`, at: undefined } };
      try {
        const loaded = await loadProjectModule(file, root, { callExportedFunction: false, plugin: { context, options: plainData(plugin.options) } });
        return { plugin, run: loaded.value as PluginRun, standIns: loaded.standIns };
      } catch (error) {
        if (!(error instanceof UserCodeError)) throw error;
        const issue = error.issues[0];
        return { plugin, failure: { message: issue?.message ?? 'failed', at: issue?.at } };
      }
    }),
  );
  for (const { plugin, run, failure, standIns } of runs) {
    const key = `plugins[${plugin.index}]`;
    result.standIns.push(...(standIns ?? []));
    if (failure || !run) {
      const at = failure?.at;
      result.warnings.push({
        severity: 'warning',
        code: 'docusaurus-plugin-failed',
        ...(at ? { file: path.relative(root, at.file).split(path.sep).join('/'), line: at.line, column: at.column } : { file: configName, ...entryPosition(configText, plugin.spec) }),
        message: `The site's plugin ${plugin.spec} (${key}) failed, so the data it publishes is missing: ${failure?.message ?? 'it gave no plugin'}`,
        hint: `Fix the plugin so that its loadContent and contentLoaded finish without a network or a long wait (docsgen gives them ${userCodeTimeLimitSeconds()} s and ${userCodeMemoryLimitMb()} MB)`,
      });
      continue;
    }
    if (run.globalData !== undefined && run.name) {
      const id = typeof plugin.options.id === 'string' ? plugin.options.id : 'default';
      // As Docusaurus ships it to the browser: JSON (dates as strings, functions dropped).
      result.globalData[run.name] = { ...result.globalData[run.name], [id]: JSON.parse(JSON.stringify(run.globalData) ?? 'null') as unknown };
    }
    const notRun = run.methods.filter((m) => !RUN_METHODS.has(m) && !BUILD_TOOL_METHODS.has(m));
    if (run.routes) notRun.push(`${run.routes} route${run.routes === 1 ? '' : 's'} it adds`);
    if (notRun.length) result.ignored.push(`${key} (${plugin.spec}: ${notRun.join(', ')} not run)`);
  }
  result.standIns = [...new Set(result.standIns)].sort();
  return result;
}
