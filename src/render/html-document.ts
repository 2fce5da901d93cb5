import type { HydrationData } from '../shared/app-props.js';
import { hrefOfRoute } from '../content/route-of-file.js';
import { searchTagOfVersion } from '../shared/search-tag.js';

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
  /** The docs version the page's `docsearch:*` tags name (a versioned site's page: its own). Default: the site's. */
  searchVersion?: string;
  /** Absolute URL of the page's social card (1200×630 PNG). */
  image?: string;
  /** URL of the page's Markdown twin. */
  markdownHref?: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside `<script>`: `<` escaped so content can never close the tag. */
const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]!);

/** Sets the colour mode before first paint, so a stored choice never flashes the default. */
function colorModeScript(defaultMode: string, respectSystem: boolean): string {
  const system = respectSystem ? `||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')` : '';
  return `(function(){var t;try{t=localStorage.getItem('theme')}catch(e){console.warn('[docsgen] localStorage is unavailable; the colour mode is not remembered.')}document.documentElement.setAttribute('data-theme',t==='light'||t==='dark'?t:(null${system})||'${defaultMode}')})()`;
}

/**
 * Before first paint: marks that scripts run (collapsed sidebar lists are only hidden when they can be
 * opened again) and hides an announcement bar the reader already dismissed, so neither flashes.
 */
function shellScript(announcementId: string | undefined): string {
  const bar = announcementId ? `try{if(localStorage.getItem('docsgen.announcement.dismissed')===${JSON.stringify(announcementId)})d.setAttribute('data-announcement-dismissed','')}catch(e){}` : '';
  return `(function(){var d=document.documentElement;d.classList.add('js');${bar}})()`;
}

/**
 * Ctrl/Cmd+K and '/' pressed before the page has hydrated: remembered, with what is typed after
 * them, until the search box takes them over (`window.__docsgen_early_keys()` hands them on and
 * stops listening). Without it a shortcut pressed in the first moment after load is lost.
 */
function earlyKeysScript(): string {
  return `(function(){var w=window,p=null;function k(e){var t=e.target,ed=t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName||'')),key=e.key||'',modK=key.toLowerCase()==='k'&&(e.metaKey||e.ctrlKey);if(!p){if(modK||(key==='/'&&!ed)){e.preventDefault();p=w.__docsgen_early_search={query:''}}return}if(key==='Escape'){p=w.__docsgen_early_search=null;return}if(key==='Backspace'){e.preventDefault();p.query=p.query.slice(0,-1);return}if(key.length===1&&!e.metaKey&&!e.ctrlKey&&!e.altKey&&p.query.length<64){e.preventDefault();p.query+=key}}addEventListener('keydown',k,true);w.__docsgen_early_keys=function(){removeEventListener('keydown',k,true);var r=w.__docsgen_early_search||null;w.__docsgen_early_search=null;return r}})()`;
}

/**
 * The owner's fallback banner (spec §2): when the runtime's code did not load or did not start, its code
 * was not found, and the `baseUrl` setting is the likely cause. The runtime's own flag decides, not
 * the stylesheet: a host that answers a missing file with its 404 page still gives the script a response.
 * Inline and inline-styled, because the site's own CSS and JS are exactly what failed to load.
 */
function baseUrlBannerFunction(baseUrl: string): string {
  const text = [
    `'This site did not load properly: its scripts and styles were not found. A likely cause is a wrong baseUrl setting. '`,
    `'The site was built with baseUrl = "'+b+'", but this page is served at "'+p+'". '`,
    `(s?'Set baseUrl to "'+s+'" in the site configuration and rebuild.':'Set baseUrl to the path the site is served from and rebuild.')`,
  ].join('+');
  return `function(){if(window.__docsgen_booted||document.getElementById('docsgen-base-url-banner'))return;var b=${JSON.stringify(baseUrl)},p=location.pathname;var s='';try{var d=decodeURIComponent(p),r=(document.documentElement.getAttribute('data-route')||'').replace(/^[/]/,'');if(d.slice(d.length-r.length)===r)s=d.slice(0,d.length-r.length)}catch(e){}var e=document.createElement('div');e.id='docsgen-base-url-banner';e.setAttribute('role','alert');e.style.cssText='font:16px/1.5 system-ui,sans-serif;padding:14px 20px;background:#fff4ce;color:#332600;border-bottom:2px solid #c99a00';e.textContent=${text};document.body.insertBefore(e,document.body.firstChild)}`;
}

/**
 * Loads the page's code (its `data-src`) once the page has painted. The HTML is complete, so the code
 * only hydrates it: fetched while the page is still arriving, it takes bandwidth from the document and
 * the stylesheet the first paint waits for (on a slow phone connection its 75 kB cost the first paint
 * about 0.4 s). The first contentful paint is the signal; a browser without paint timing waits one frame,
 * and a page loaded in a background tab (which does not paint) loads it at `load`. When the code does
 * not load or start, the owner's banner explains the likely `baseUrl` mistake.
 */
function moduleLoaderScript(baseUrl: string): string {
  return `(function(){var u=document.currentScript.getAttribute('data-src'),done=0,banner=${baseUrlBannerFunction(baseUrl)};function go(){if(done)return;done=1;var s=document.createElement('script');s.type='module';s.src=u;s.onerror=banner;s.onload=function(){setTimeout(banner,0)};document.head.appendChild(s)}function later(){setTimeout(go,0)}try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(later)}addEventListener('load',function(){if(document.visibilityState!=='visible')go();else setTimeout(go,3000)})})()`;
}

/**
 * This page in every locale of the site, for search engines (`hreflang`), and the default locale's as
 * `x-default`, as Docusaurus writes them; nothing on a site of one locale.
 */
function localeAlternates(site: HydrationData['site'], route: string): string {
  if (site.locales.length < 2) return '';
  const origin = site.url.replace(/\/$/, '');
  const link = (baseUrl: string, lang: string) => `<link rel="alternate" href="${escapeHtml(origin + hrefOfRoute(route, baseUrl))}" hreflang="${escapeHtml(lang)}">`;
  const defaultLocale = site.locales.find((l) => l.isDefault) ?? site.locales[0]!;
  return [...site.locales.map((l) => link(l.baseUrl, l.htmlLang)), link(defaultLocale.baseUrl, 'x-default')].join('\n');
}

/** A complete HTML page around the server-rendered app. */
export function htmlDocument(parts: DocumentParts): string {
  const { site, page } = parts.data;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(parts.title)}</title>`,
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    `<meta property="og:title" content="${escapeHtml(parts.title)}">`,
    `<meta property="og:description" content="${escapeHtml(parts.description || site.tagline || site.title)}">`,
    `<meta property="og:url" content="${escapeHtml(parts.canonical)}">`,
    parts.image ? `<meta property="og:image" content="${escapeHtml(parts.image)}">\n<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="630">` : '',
    `<meta name="twitter:card" content="${parts.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(parts.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(parts.description || site.tagline || site.title)}">`,
    parts.image ? `<meta name="twitter:image" content="${escapeHtml(parts.image)}">` : '',
    `<link rel="canonical" href="${escapeHtml(parts.canonical)}">`,
    parts.markdownHref ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(parts.markdownHref)}">` : '',
    localeAlternates(site, page.route),
    `<meta name="docsearch:language" content="${escapeHtml(site.locale.code)}">`,
    `<meta name="docsearch:version" content="${escapeHtml(parts.searchVersion ?? site.version.name)}">`,
    `<meta name="docsearch:docusaurus_tag" content="${escapeHtml(searchTagOfVersion(parts.searchVersion ?? site.version.name))}">`,
    parts.noindex ? `<meta name="robots" content="noindex">` : '',
    site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : '',
    `<link rel="stylesheet" href="${escapeHtml(parts.assets.css)}">`,
    // The first paint waits until the page shell is parsed: a parser that yields halfway (a long page, a busy
    // phone) would otherwise paint a navbar with half its items and an article without its TOC column, which then jump.
    `<link rel="expect" href="#__docsgen_data" blocking="render">`,
    `<script>${colorModeScript(site.colorMode.defaultMode, site.colorMode.respectPrefersColorScheme)}</script>`,
    `<script>${shellScript(site.announcementBar?.isCloseable ? site.announcementBar.id : undefined)}</script>`,
    `<script>${earlyKeysScript()}</script>`,
    `<script data-src="${escapeHtml(parts.assets.js)}">${moduleLoaderScript(site.baseUrl)}</script>`,
    parts.head ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}" data-route="${escapeHtml(page.route)}">
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
