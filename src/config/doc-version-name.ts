import type { DocVersion } from './schema.js';

/** The docs plugin instance of a site with one docs folder, and of Docusaurus's preset: `default`. */
export const DEFAULT_DOCS_PLUGIN = 'default';

/**
 * A version's name among all the site's versions. The default instance's versions keep their own
 * (`current`, `1.0.0`); another instance's carry its id (`community/current`), because every
 * Docusaurus docs instance has a `current` of its own and the plan keys sidebars, tags and
 * routes by version name.
 */
export function versionNameOf(plugin: string, release: string): string {
  return plugin === DEFAULT_DOCS_PLUGIN ? release : `${plugin}/${release}`;
}

/** A version's name inside its own plugin: `current` for the folder being written, else the release (`1.0.0`). */
export function releaseOf(version: Pick<DocVersion, 'name' | 'plugin'>): string {
  return version.plugin === DEFAULT_DOCS_PLUGIN ? version.name : version.name.slice(version.plugin.length + 1);
}

/** The version's folder under `i18n/<locale>/`, as Docusaurus lays translations out: `docusaurus-plugin-content-docs-community/current`. */
export function docsTranslationFolder(version: Pick<DocVersion, 'name' | 'plugin'>): string {
  const release = releaseOf(version);
  const plugin = version.plugin === DEFAULT_DOCS_PLUGIN ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${version.plugin}`;
  return `${plugin}/${release === 'current' ? 'current' : `version-${release}`}`;
}
