/**
 * The HTML pages of a built site (Docusaurus's `build/` or docsgen's `--out-dir`), each with the route
 * it is served at. The route comes from the file's place, as a static host serves it: `a/index.html`
 * is `/a/`, `a.html` is `/a`; the key that pairs pages across the two generators drops the trailing slash.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BuiltPage {
  /** `/a/b` (no trailing slash; `/` for the home page): what pairs the two sites' pages. */
  route: string;
  /** The path a static host serves the file at, without the base URL: `/a/b/` or `/a/b`. */
  servedPath: string;
  file: string;
}

/** Files that are not pages of the site: the 404 page, and the folders bundlers keep assets in. */
const NOT_PAGES = new Set(['404.html']);
const ASSET_DIRS = new Set(['assets', '_page', 'node_modules']);

async function htmlFiles(dir: string, rel = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory() || (e.isSymbolicLink() && !e.name.includes('.'))) {
      if (!rel && ASSET_DIRS.has(e.name)) continue;
      out.push(...(await htmlFiles(dir, r).catch(() => [])));
    } else if (e.name.endsWith('.html') && !NOT_PAGES.has(r)) out.push(r);
  }
  return out;
}

export function servedPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

export function routeKey(servedPath: string): string {
  return servedPath.length > 1 ? servedPath.replace(/\/+$/, '') : servedPath;
}

export async function listPages(buildDir: string): Promise<BuiltPage[]> {
  const files = (await htmlFiles(buildDir)).sort();
  const byRoute = new Map<string, BuiltPage>();
  for (const file of files) {
    const servedPath = servedPathOf(file);
    const route = routeKey(servedPath);
    // Both `a.html` and `a/index.html` written: a static host answers `/a` with `a.html` (sorted first).
    if (!byRoute.has(route)) byRoute.set(route, { route, servedPath, file: path.join(buildDir, file) });
  }
  return [...byRoute.values()];
}

/**
 * The site's base URL, from a page's canonical link (both generators write one when the config has
 * a `url`): the canonical path minus the page's own served path.
 */
export async function baseUrlOf(pages: BuiltPage[]): Promise<string> {
  for (const page of pages.slice(0, 20)) {
    const html = await readFile(page.file, 'utf8');
    const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? /<link[^>]*href="([^"]+)"[^>]*rel="canonical"/.exec(html)?.[1];
    if (!href) continue;
    const canonical = new URL(href, 'http://site.invalid').pathname;
    const own = page.servedPath === '/' ? '' : page.servedPath.replace(/\/$/, '');
    const stripped = canonical.replace(/\/$/, '');
    if (own && stripped.endsWith(own)) return `${stripped.slice(0, stripped.length - own.length)}/`;
    if (!own) return canonical.endsWith('/') ? canonical : `${canonical}/`;
  }
  return '/';
}
