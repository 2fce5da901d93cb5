import type { SiteConfig } from '../config/schema.js';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `name="value"` for each attribute; `true` as the bare name, `false` left out. */
function attributes(attrs: Record<string, string | boolean>): string {
  return Object.entries(attrs)
    .map(([k, v]) => (v === true ? ` ${k}` : v === false ? '' : ` ${k}="${escapeAttribute(v)}"`))
    .join('');
}

/** The site's `stylesheets` and `scripts` as `<head>` tags, in order, as Docusaurus writes them. */
export function siteHeadTags(config: Pick<SiteConfig, 'stylesheets' | 'scripts'>): string {
  const links = config.stylesheets.map((s) => `<link rel="stylesheet"${attributes(typeof s === 'string' ? { href: s } : s)}>`);
  const scripts = config.scripts.map((s) => `<script${attributes(typeof s === 'string' ? { src: s } : s)}></script>`);
  return [...links, ...scripts].join('\n');
}
