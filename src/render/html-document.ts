import type { HydrationData } from '../shared/app-props.js';

export interface DocumentParts {
  data: HydrationData;
  appHtml: string;
  title: string;
  description: string;
  canonical: string;
  assets: { js: string; css: string };
  /** Extra tags for `<head>` (preloads, analytics). */
  head?: string;
  noindex?: boolean;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script>`: `<` escaped so content can never close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Sets the colour mode before first paint, so a stored choice never flashes the default. */
function colorModeScript(defaultMode: string, respectSystem: boolean): string {
  const system = respectSystem ? `||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')` : '';
  return `(function(){var t;try{t=localStorage.getItem('theme')}catch(e){console.warn('[docsgen] localStorage is unavailable; the colour mode is not remembered.')}document.documentElement.setAttribute('data-theme',t==='light'||t==='dark'?t:(null${system})||'${defaultMode}')})()`;
}

/** A complete HTML page around the server-rendered app. */
export function htmlDocument(parts: DocumentParts): string {
  const { site, page } = parts.data;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(parts.title)}</title>`,
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(parts.title)}">`,
    parts.description ? `<meta property="og:description" content="${escapeHtml(parts.description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(parts.canonical)}">`,
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    `<meta name="docsearch:language" content="${escapeHtml(site.locale.code)}">`,
    `<meta name="docsearch:version" content="${escapeHtml(site.version.name)}">`,
    `<meta name="docsearch:docusaurus_tag" content="docs-default-${escapeHtml(site.version.name)}">`,
    parts.noindex ? `<meta name="robots" content="noindex">` : '',
    site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : '',
    `<link rel="stylesheet" href="${escapeHtml(parts.assets.css)}">`,
    `<script>${colorModeScript(site.colorMode.defaultMode, site.colorMode.respectPrefersColorScheme)}</script>`,
    `<script type="module" src="${escapeHtml(parts.assets.js)}"></script>`,
    parts.head ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(site.locale.code)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}" data-route="${escapeHtml(page.route)}">
<head>
${meta}
</head>
<body>
<div id="__docsgen">${parts.appHtml}</div>
<script type="application/json" id="__docsgen_data">${jsonForScript(parts.data)}</script>
</body>
</html>
`;
}
