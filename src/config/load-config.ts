import { existsSync } from 'node:fs';
import path from 'node:path';
import { ENGINE_INDEX, ENGINE_THEME_DIR } from '../engine/engine-paths.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { DOCUSAURUS_CONFIG_NAMES, loadDocusaurusConfig } from './docusaurus/load-docusaurus-config.js';
import { compileAndRunUserModule } from './compile-user-module.js';
import { UserCodeError } from './user-code-error.js';
import { configSchema, type SiteConfig } from './schema.js';
import { describeValue, toConfigIssues } from './format-issues.js';
import { withLogoSize } from './logo-size.js';
import { ConfigError } from './config-error.js';
import { unwritableConfigValues } from './plain-data.js';
import { checkSiteFolders } from './site-folders.js';
import { localizeConfig } from './localize-config.js';

export { ConfigError };

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
const engineEntry = ENGINE_INDEX;

export interface LoadedConfig {
  root: string;
  file: string;
  config: SiteConfig;
  /** What loading the config has to say (a Docusaurus config's ignored options). */
  warnings: Diagnostic[];
}

export function validateConfig(input: unknown, file: string): SiteConfig {
  const result = configSchema.safeParse(input);
  if (!result.success) throw new ConfigError(file, toConfigIssues(result.error.issues, input));
  const unwritable = unwritableConfigValues(result.data);
  if (unwritable.length) throw new ConfigError(file, unwritable);
  return result.data;
}

/** Finds `site.config.*` in `root`, compiles it with esbuild (so TypeScript works without a loader) and validates it. */
export async function loadConfig(root: string, overrides: Partial<Pick<SiteConfig, 'baseUrl' | 'outDir'>> = {}, options: { locale?: string } = {}): Promise<LoadedConfig> {
  const name = CONFIG_NAMES.find((n) => existsSync(path.join(root, n)));
  const docusaurus = name ? undefined : DOCUSAURUS_CONFIG_NAMES.find((n) => existsSync(path.join(root, n)));
  if (docusaurus) {
    // A Docusaurus project: its config, mapped onto ours; rendered with the engine's own theme.
    const file = path.join(root, docusaurus);
    const { input, warnings } = await loadDocusaurusConfig(file, root, ENGINE_THEME_DIR);
    return { ...(await finishConfig({ ...input, ...dropUndefined(overrides) }, file, root, { docusaurus: true, locale: options.locale })), warnings };
  }
  if (!name)
    throw new ConfigError(root, [{ path: '(file)', message: 'no site.config.ts (or docusaurus.config.js) found', fix: `create ${path.join(root, 'site.config.ts')} exporting defineConfig({...})` }]);
  const file = path.join(root, name);
  let exported: unknown;
  try {
    const run = await compileAndRunUserModule({
      file,
      root,
      build: { platform: 'node', format: 'esm', packages: 'external', alias: { docsgen: engineEntry } },
      format: 'esm',
      callExportedFunction: false,
    });
    exported = run.value;
  } catch (error) {
    if (error instanceof UserCodeError) throw new ConfigError(file, error.issues);
    throw error;
  }
  return siteConfigFromExport(exported, file, root, overrides, options);
}

/** What `site.config.ts` exported, validated and localised: the stage after the module ran, apart so that values of every type can be tried on it. */
export async function siteConfigFromExport(
  exported: unknown,
  file: string,
  root: string,
  overrides: Partial<Pick<SiteConfig, 'baseUrl' | 'outDir'>> = {},
  options: { locale?: string } = {},
): Promise<LoadedConfig> {
  // The file as a whole is at fault: placed at its start.
  if (exported === undefined) throw new ConfigError(file, [{ path: '(file)', at: { file, line: 1, column: 1 }, message: 'has no default export', fix: 'add `export default defineConfig({...})`' }]);
  if (exported === null || typeof exported !== 'object' || Array.isArray(exported))
    throw new ConfigError(file, [
      {
        path: '(root)',
        message: `exports ${Array.isArray(exported) ? 'an array' : describeValue(exported)} instead of a config object`,
        fix: "export an object: `export default defineConfig({ title: 'Docs', url: 'https://docs.example.com' })`",
      },
    ]);
  return finishConfig({ ...(exported as object), ...dropUndefined(overrides) }, file, root, { docusaurus: false, locale: options.locale });
}

/** The keys a Docusaurus config gives docsgen's folders by. */
const DOCUSAURUS_FOLDER_KEYS = { contentDir: 'presets.classic.docs.path', staticDir: 'staticDirectories[0]' };

/**
 * A config's input (docsgen's own, or a Docusaurus config mapped onto it) validated, its folders
 * checked, localised. A Docusaurus config may name its folders by absolute paths inside the project,
 * and its problems name its own keys.
 */
export async function finishConfig(input: unknown, file: string, root: string, options: { docusaurus: boolean; locale?: string }): Promise<LoadedConfig> {
  const folders = options.docusaurus ? { absoluteInsideRoot: true, keyNames: DOCUSAURUS_FOLDER_KEYS } : { absoluteInsideRoot: false };
  const checked = checkSiteFolders(validateConfig(input, file), root, file, folders);
  const config = localizeConfig(checked, root, options.locale, file);
  return { root, file, config: await withLogoSize(config, root), warnings: [] };
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
