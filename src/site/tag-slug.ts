/**
 * Tag URLs. docsgen's own sites file a tag under its name as written; Docusaurus files it under
 * lodash's `kebabCase` of the label (`Public networks` → `public-networks`, `JavaScript` →
 * `java-script`, `v2` → `v-2`), so two spellings of one tag share a page.
 */

/** Words as lodash's `words` finds them: case changes, letter/digit boundaries and ordinals split; anything else separates. */
const WORD = /\d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[A-Z_])|\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[a-z_])|\p{Lu}?\p{Ll}+|\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}+|\p{Lo}+|\d+/gu;

export function kebabCase(text: string): string {
  // As lodash: accents off (deburr), apostrophes dropped, then words joined by "-".
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]/g, '');
  return (plain.match(WORD) ?? []).map((w) => w.toLowerCase()).join('-');
}

export type TagSlugStyle = 'as-written' | 'kebab-case';

/** The path segment of a tag's page under the tags route. */
export function tagSlugOf(label: string, style: TagSlugStyle): string {
  return style === 'kebab-case' ? kebabCase(label) : label;
}

/** The tags list route (`tags` under the docs' base path, as Docusaurus's `tagsBasePath`). */
export function tagsRouteOf(routeBasePath: string): string {
  return `${routeBasePath}tags`;
}

/** A tag's key in `Site.tags`: its slug, after the version's name for a version other than the current docs. */
export function tagKeyOf(version: string, slug: string): string {
  return version === 'current' ? slug : `${version}:${slug}`;
}
