/**
 * Docusaurus's `docsearch:docusaurus_tag` of a docs version's pages, what contextual search filters on:
 * `docs-<plugin id>-<version>`. From docsgen's version name: `current` and `1.0.0` are the default docs
 * instance's (`docs-default-current`), `community/current` another instance's (`docs-community-current`);
 * Docusaurus refuses a `/` in a version name, so the first one separates the instance.
 */
export function searchTagOfVersion(version: string): string {
  const slash = version.indexOf('/');
  return slash < 0 ? `docs-default-${version}` : `docs-${version.slice(0, slash)}-${version.slice(slash + 1)}`;
}
