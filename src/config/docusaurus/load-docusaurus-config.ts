import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { parseJsonData } from '../../content/json-data.js';
import { ConfigError } from '../config-error.js';
import { describeValue } from '../format-issues.js';
import type { SiteConfigInput } from '../schema.js';
import { UserCodeError } from '../user-code-error.js';
import { docusaurusShapeIssues } from '../docusaurus-shape.js';
import { loadProjectModule, type LoadedModule } from './load-module.js';
import { mapDocusaurusConfig } from './map-config.js';
import { swizzledModules } from './swizzled.js';
import { runLocalPlugins } from './local-plugins.js';
import { DEFAULT_DOCS_PLUGIN, releaseOf } from '../doc-version-name.js';

/** Where a Docusaurus project keeps its swizzled theme components. */
const SWIZZLE_DIR = 'src/theme';
/** The page-shell components docsgen's theme renders a project's swizzled copy of. */
const SHELL_COMPONENTS = ['DocVersionBanner', 'DocVersionBadge', 'DocCard', 'DocPaginator'] as const;
/** The swizzled component that wraps a doc's content (title, Markdown) in Docusaurus's DocItem. */
const DOC_CONTENT = '@theme/DocItem/Content';

export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export interface LoadedDocusaurusConfig {
  input: SiteConfigInput;
  /** One warning naming every option docsgen does not act on, and the packages it stood in for. */
  warnings: Diagnostic[];
}

/**
 * A Docusaurus project's config, evaluated as Docusaurus would (a default export, or a function,
 * possibly async, returning the config) and mapped onto docsgen's. Never a crash for an option
 * docsgen does not know: it is named in the warning.
 */
export async function loadDocusaurusConfig(file: string, root: string, engineThemeDir: string): Promise<LoadedDocusaurusConfig> {
  let loaded;
  try {
    // A config exported as a function (possibly async) is called in the worker too, under the same time limit.
    loaded = await loadProjectModule(file, root, { callExportedFunction: true, keep: true });
  } catch (error) {
    if (error instanceof UserCodeError) throw new ConfigError(file, error.issues);
    throw error;
  }
  return docusaurusConfigFromExport(loaded.value, loaded, file, root, engineThemeDir);
}

/**
 * What a Docusaurus config exported, checked and mapped onto docsgen's config: the stage after the
 * module ran, apart so that values of every type can be tried on it without running code.
 */
export async function docusaurusConfigFromExport(
  value: unknown,
  loaded: Pick<LoadedModule, 'module' | 'standIns'>,
  file: string,
  root: string,
  engineThemeDir: string,
): Promise<LoadedDocusaurusConfig> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ConfigError(file, [
      {
        path: '(root)',
        message: `exports ${Array.isArray(value) ? 'an array' : describeValue(value)} instead of a config object`,
        fix: 'export the config (module.exports = config, or export default config)',
      },
    ]);
  const shapeIssues = docusaurusShapeIssues(value);
  if (shapeIssues.length) throw new ConfigError(file, shapeIssues);
  let mapped;
  try {
    mapped = mapDocusaurusConfig(value as Record<string, unknown>, { engineThemeDir, versionsFileOf: (plugin) => readVersionsFile(root, plugin) });
  } catch (error) {
    // A shape the check above does not know yet: still a message about the config, not an internal error.
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(file, [{ path: '(root)', message: `has a value of a type docsgen cannot read (${reason})`, fix: 'check the types of the options against the Docusaurus documentation' }]);
  }
  if (mapped.versionProblems.length)
    throw new ConfigError(
      file,
      mapped.versionProblems.map((p) => ({ path: p.key, message: p.message, fix: p.fix })),
    );
  // `require.resolve('pkg/x.css')` of a package the project has not installed gives back its name: it stands in, named in the warning.
  // So does a missing file inside node_modules (`./node_modules/pkg/x.css`): the package is not installed.
  const inNodeModules = (css: string) => /(^|[\\/])node_modules[\\/]/.test(css);
  const isPackage = (css: string) => ((!path.isAbsolute(css) && !css.startsWith('.')) || inNodeModules(css)) && !existsSync(path.resolve(path.dirname(file), css));
  const cssPackages = (mapped.input.customCss ?? []).filter(isPackage).map((css) => (inNodeModules(css) ? css.split(/[\\/]node_modules[\\/]/).pop()! : css));
  const allCss = (mapped.input.customCss ?? []).filter((css) => !isPackage(css)).map((css) => path.resolve(path.dirname(file), css));
  // Sass and Less need a Docusaurus plugin to compile; plain stylesheets are loaded as they are.
  const customCss = allCss.filter((css) => path.extname(css).toLowerCase() === '.css');
  const notCss = allCss
    .filter((css) => !customCss.includes(css))
    .map((css) => `presets.classic.theme.customCss: ${path.relative(root, css).split(path.sep).join('/')} (only .css is loaded; Sass and Less are not compiled)`);
  const missingCss = customCss.filter((css) => !existsSync(css));
  if (missingCss.length)
    throw new ConfigError(
      file,
      missingCss.map((css) => ({
        path: 'presets.classic.theme.customCss',
        message: `names ${path.relative(root, css)}, which does not exist`,
        fix: 'give the path of the stylesheet from the site folder, e.g. ./src/css/custom.css',
      })),
    );
  // remark-math may reach the mapping as a stand-in, the project's own module or the engine's copy,
  // which the worker cannot name; the config's text names it in every case.
  const runs = mapped.unifiedPlugins;
  const math = mapped.input.markdown?.math === true || (!runs.runsRemarkMath && mapped.docs.remarkPlugins.length > 0 && /['"]remark-math['"]/.test(readFileSync(file, 'utf8')));
  const plugins = loaded.module && (runs.remark.length || runs.rehype.length) ? { module: loaded.module, cwd: root, remark: runs.remark, rehype: runs.rehype } : undefined;
  // Swizzled components (Docusaurus's src/theme): pages may import them, and a swizzled DocItem/Content wraps every doc's content.
  const swizzled = swizzledModules(path.join(root, SWIZZLE_DIR));
  // The project's own plugins publish data its components read (usePluginData): run for it, as Docusaurus does before rendering.
  const local = await runLocalPlugins(value as Record<string, unknown>, file, root);
  const input: SiteConfigInput = {
    ...mapped.input,
    ...(Object.keys(local.globalData).length ? { globalData: local.globalData } : {}),
    swizzleDir: SWIZZLE_DIR,
    swizzled,
    shellComponents: SHELL_COMPONENTS.filter((name) => swizzled.includes(`@theme/${name}`)),
    ...(math || plugins ? { markdown: { ...mapped.input.markdown, ...(math ? { math: true, parser: 'remark' as const } : {}), ...(plugins ? { plugins } : {}) } } : {}),
    customCss: customCss.map((css) => path.relative(root, css).split(path.sep).join('/')),
    docs: {
      ...mapped.input.docs,
      sidebarPath: typeof mapped.docs.sidebarPath === 'string' ? path.resolve(path.dirname(file), mapped.docs.sidebarPath) : mapped.docs.sidebarPath,
      ...(mapped.input.docs?.versions ? { versions: locateVersions(mapped.input.docs.versions, file, root) } : {}),
      ...(swizzled.includes(DOC_CONTENT) ? { contentWrapper: DOC_CONTENT } : {}),
    },
  };
  const packageOf = (specifier: string) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  const notInstalled = [...new Set([...[...loaded.standIns, ...local.standIns].filter((name) => !name.startsWith('@docusaurus/') && !name.startsWith('.')), ...cssPackages.map(packageOf)])];
  const parts = [...mapped.ignored, ...local.ignored, ...notCss, ...(notInstalled.length ? [`packages not installed (stood in for): ${notInstalled.join(', ')}`] : [])];
  const warnings: Diagnostic[] = parts.length
    ? [
        {
          severity: 'warning',
          code: 'docusaurus-config',
          file: path.relative(root, file).split(path.sep).join('/'),
          line: 1,
          column: 1,
          message: `ignored options: ${parts.join('; ')}`,
          hint: 'docsgen builds the docs (every version), the blog and src/pages with its own theme; these options have no effect on it.',
        },
      ]
    : [];
  return { input, warnings: [...warnings, ...local.warnings] };
}

/** `versions.json` beside the config (`community_versions.json` for the docs instance `community`), as Docusaurus reads it; absent when there is none. */
function readVersionsFile(root: string, plugin: string): string[] | undefined {
  const versionsFile = path.join(root, plugin === DEFAULT_DOCS_PLUGIN ? 'versions.json' : `${plugin}_versions.json`);
  if (!existsSync(versionsFile)) return undefined;
  return versionNamesFromText(readFileSync(versionsFile, 'utf8'), versionsFile);
}

/** `versions.json`'s text as version names, newest first; anything else is an error placed in the file. */
export function versionNamesFromText(text: string, versionsFile: string): string[] {
  const fix = 'make it a JSON array of version names, newest first, e.g. ["2.0.0", "1.0.0"]';
  const read = parseJsonData(text);
  if ('problem' in read) {
    const { line, column, message } = read.problem;
    throw new ConfigError(versionsFile, [{ path: '(file)', at: { file: versionsFile, line, column }, message, fix }]);
  }
  const value = read.data;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== ''))
    throw new ConfigError(versionsFile, [{ path: '(file)', at: { file: versionsFile, line: 1, column: 1 }, message: 'is not an array of version names', fix }]);
  // As Docusaurus: a version's name is a folder name (versioned_docs/version-<name>), so no separator and no `.` or `..`.
  const unsafe = value.filter((name) => /[/\\]/.test(name) || name === '.' || name === '..');
  if (unsafe.length)
    throw new ConfigError(
      versionsFile,
      unsafe.map((name) => ({
        path: '(file)',
        at: { file: versionsFile, ...positionOfString(text, name) },
        message: `lists the version ${JSON.stringify(name)}, which is not a folder name (it holds a "/" or a "\\", or is "." or "..")`,
        fix: 'name the version without slashes, e.g. "2.0.0"',
      })),
    );
  return value;
}

/**
 * Each version's sidebars file as an absolute path (the current one from the config's folder, the
 * versioned ones from the site root); a versioned sidebars file that does not exist means no sidebar,
 * as in Docusaurus. A version whose docs folder is missing is the error Docusaurus gives.
 */
function locateVersions(versions: NonNullable<NonNullable<SiteConfigInput['docs']>['versions']>, configFile: string, root: string) {
  const missing = versions.filter((v) => !existsSync(path.resolve(root, v.contentDir)));
  if (missing.length)
    throw new ConfigError(
      configFile,
      missing.map((v) => {
        const plugin = v.plugin ?? DEFAULT_DOCS_PLUGIN;
        const release = releaseOf({ name: v.name, plugin });
        if (release === 'current')
          return {
            path: plugin === DEFAULT_DOCS_PLUGIN ? 'presets.classic.docs.path' : `plugins (the docs plugin "${plugin}").path`,
            message: `names the docs folder ${v.contentDir}, which does not exist`,
            fix: `create ${v.contentDir}, or set \`path\` to the folder that holds the docs`,
          };
        const file = plugin === DEFAULT_DOCS_PLUGIN ? 'versions.json' : `${plugin}_versions.json`;
        return {
          path: file,
          message: `lists the version "${release}", whose docs folder ${v.contentDir} does not exist`,
          fix: `restore ${v.contentDir}, or remove "${release}" from ${file} (or leave it out with onlyIncludeVersions)`,
        };
      }),
    );
  return versions.map((v) => {
    if (typeof v.sidebarPath !== 'string') return v;
    const current = releaseOf({ name: v.name, plugin: v.plugin ?? DEFAULT_DOCS_PLUGIN }) === 'current';
    const absolute = path.resolve(current ? path.dirname(configFile) : root, v.sidebarPath);
    return { ...v, sidebarPath: !current && !existsSync(absolute) ? (false as const) : absolute };
  });
}

/** Where a JSON string value is written in a text (1-based), the file's start when it is not found. */
function positionOfString(text: string, value: string): { line: number; column: number } {
  const at = Math.max(0, text.indexOf(JSON.stringify(value)));
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
