import { versionPrefixesOf } from '../content/content-roots.js';
import { joinRoute } from '../blog/post-identity.js';
import type { Severity } from '../config/schema.js';
import { encodeRoute, withoutBaseUrl } from '../content/route-of-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { routeOfFileLink } from '../content/file-link.js';
import type { LinkRef } from '../markdown/compiled-doc.js';
import type { Site } from './site-types.js';

export interface CheckLinksInput {
  site: Site;
  /** Files under `static/`, as routes (`/img/logo.png`). */
  staticFiles: ReadonlySet<string>;
  /** The config file, relative to the root, blamed for navbar and footer links. */
  configFile: string;
  /** The config file's text, to point a bad navbar or footer link at its line. */
  configSource?: string;
  /** Check only the links of these pages (content paths), not the config's: the dev server's recheck after an edit. */
  only?: ReadonlySet<string>;
  /** Whether a file (relative to the site root) exists inside the site: a link to it is copied as an asset. */
  fileExists?: (file: string) => boolean;
}

function severityOf(setting: Severity): Diagnostic['severity'] | undefined {
  return setting === 'ignore' ? undefined : setting === 'throw' ? 'error' : 'warning';
}

function resolveRelative(target: string, fromRoute: string): string {
  const url = new URL(encodeRoute(target), `http://site${encodeRoute(fromRoute)}`);
  return decodeURIComponent(url.pathname);
}

/**
 * Where a navbar or footer `to: '...'` sits in the config source, so the warning names its line.
 * `occurrence` counts the earlier links with the same target: the same route in the navbar and the
 * footer is two links at two lines, not one line reported twice.
 */
function configPosition(source: string | undefined, target: string, occurrence: number): { line: number; column: number } {
  if (!source) return { line: 0, column: 0 };
  const places = [`'`, `"`, '`']
    .flatMap((quote) => {
      const found: number[] = [];
      for (let at = source.indexOf(`${quote}${target}${quote}`); at >= 0; at = source.indexOf(`${quote}${target}${quote}`, at + 1)) found.push(at);
      return found;
    })
    .sort((a, b) => a - b);
  const at = places[Math.min(occurrence, places.length - 1)];
  if (at === undefined) return { line: 0, column: 0 };
  const before = source.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Where a pattern first matches in the config source (its line and column); the file's start when it does not. */
function source(text: string | undefined, pattern: RegExp): { line: number; column: number } {
  const at = text?.search(pattern) ?? -1;
  if (!text || at < 0) return { line: 1, column: 1 };
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The routes a mistyped one most likely meant: the other trailing-slash form, another capitalisation, or the route of a `.md` path. */
function suggestionsFor(route: string, site: Site, lowerCase: ReadonlyMap<string, string>): string[] {
  const candidates = [
    route.endsWith('/') ? route.slice(0, -1) : `${route}/`,
    lowerCase.get(route.toLowerCase()),
    lowerCase.get((route.endsWith('/') ? route.slice(0, -1) : `${route}/`).toLowerCase()),
    route.replace(/\.mdx?$/, ''),
    route.replace(/\/(index|README)\.mdx?$/i, '/'),
  ];
  return [...new Set(candidates.filter((c): c is string => c !== undefined && c !== route && site.routes.has(c)))];
}

/** What a link that reaches nothing says: a file link names the file it looked for, a page link the route. */
function brokenLinkText(link: LinkRef, route: string, hintFor: (route: string) => string): { message: string; hint: string } {
  if (link.kind === 'asset')
    return {
      message: `Broken link to ${link.target}: there is no file ${link.file}, and no page or static file at ${route}.`,
      hint: "Check the path, relative to this page's file, and the file name (spaces and capitals count).",
    };
  return { message: `Broken link to ${route}: no such page.`, hint: hintFor(route) };
}

/**
 * One pass over the whole site once the route table exists: every link must reach a route or a
 * static file, every `#anchor` an id on the target page. Reported at the link's source position;
 * broken pages and broken anchors apart, each with its own severity from the config.
 */
export function checkLinks({ site, staticFiles, configFile, configSource, only, fileExists }: CheckLinksInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const linkSeverity = severityOf(site.config.onBrokenLinks);
  const anchorSeverity = severityOf(site.config.onBrokenAnchors);
  if (!linkSeverity && !anchorSeverity) return out;
  const routeOfContent = new Map([...site.docs.values()].map((p) => [p.doc.contentPath, p.route]));
  const lowerCase = new Map([...site.routes.keys()].map((r) => [r.toLowerCase(), r]));
  const anchorsOf = (route: string): string[] | undefined => {
    const entry = site.routes.get(route);
    if (!entry || (entry.kind !== 'doc' && entry.kind !== 'alias')) return undefined;
    return site.docs.get(entry.contentPath)?.doc.anchors;
  };
  const hintFor = (route: string) => {
    const alternatives = suggestionsFor(route, site, lowerCase);
    if (alternatives.length) return `Did you mean ${alternatives.join(' or ')}?`;
    return "Check the spelling (spaces and capitals count), or link the page's file with a relative .md path so the link follows it.";
  };

  // Docusaurus's link resolution: `.md` links also from the docs root and the site folder, routes with or without their trailing slash.
  const docusaurus = site.config.docs.linkResolution === 'docusaurus';
  const filePolicy = { docusaurus, contentDir: site.config.contentDir, versionPrefixes: versionPrefixesOf(site.config) };
  const check = (file: string, fromRoute: string, link: LinkRef, fromContentPath = '') => {
    let route: string | undefined;
    if (link.kind === 'anchor') route = fromRoute;
    else if (link.kind === 'route')
      route = withoutBaseUrl(link.target, site.config.baseUrl)
        .replace(/\/index\.html$/, '/')
        .replace(/\.html$/, '');
    else if (link.kind === 'asset') {
      // A file that exists is copied at a hashed URL; a missing one stays a link relative to the page's URL.
      if (link.file !== undefined && fileExists?.(link.file)) return;
      route = resolveRelative(link.target, fromRoute);
    } else if (link.kind === 'relative') route = resolveRelative(link.target, fromRoute);
    else {
      route = routeOfFileLink(link.target, fromContentPath, routeOfContent, filePolicy);
      // A site-absolute `.md` path that names no page may still be a route or a static file: checked as one.
      if (route === undefined && link.target.startsWith('/')) route = link.target;
    }

    if (route === undefined) {
      if (linkSeverity)
        out.push({
          severity: linkSeverity,
          code: 'broken-link',
          file,
          line: link.line,
          column: link.column,
          message: `Broken link: no page for file ${link.target}.`,
          hint: 'Check the relative path and the file name (spaces and capitals count).',
        });
      return;
    }
    // Docusaurus matches routes with or without their trailing slash.
    if (!site.routes.has(route) && docusaurus) route = [route.endsWith('/') ? route.slice(0, -1) : `${route}/`].find((r) => site.routes.has(r)) ?? route;
    if (!site.routes.has(route)) {
      if (site.config.knownRoutes.includes(route.replace(/(.)\/$/, '$1'))) return;
      // A blog without posts writes no page, but its index is where the project's links expect it (as before docsgen built blogs).
      if (site.blog && !site.blog.posts.length && route.replace(/(.)\/$/, '$1') === joinRoute(site.blog.options.routeBasePath)) return;
      // A route link is read without `.html` (`/guide.html` is the page `/guide`); a static `demo.html` is served as written.
      const written = link.kind === 'route' ? link.target : route;
      if (staticFiles.has(route) || staticFiles.has(written) || staticFiles.has(route.replace(/\/$/, '/index.html'))) return;
      if (linkSeverity) out.push({ severity: linkSeverity, code: 'broken-link', file, line: link.line, column: link.column, ...brokenLinkText(link, route, hintFor) });
      return;
    }
    if (link.anchor && anchorSeverity) {
      const anchors = anchorsOf(route);
      if (anchors && !anchors.includes(link.anchor)) {
        const where = link.kind === 'anchor' ? 'this page' : route;
        out.push({
          severity: anchorSeverity,
          code: 'broken-anchor',
          file,
          line: link.line,
          column: link.column,
          message: `Broken anchor #${link.anchor} on ${where}: the page has no element with that id.`,
          hint: anchors.length
            ? `Headings there: ${anchors
                .slice(0, 6)
                .map((a) => `#${a}`)
                .join(', ')}${anchors.length > 6 ? ', ...' : ''}`
            : 'That page has no headings with ids.',
        });
      }
    }
  };

  for (const placement of site.docs.values()) {
    if (only && !only.has(placement.doc.contentPath)) continue;
    for (const link of placement.doc.links) check(placement.doc.file, placement.route, link, placement.doc.contentPath);
  }
  if (only) return out;

  const configLinks: string[] = [];
  for (const item of site.config.navbar.items) {
    if (item.type === 'link' && item.to) configLinks.push(item.to);
    if (item.type === 'dropdown') for (const sub of item.items) if (sub.to) configLinks.push(sub.to);
  }
  for (const column of site.config.footer.links) for (const link of column.items) if (link.to) configLinks.push(link.to);
  const fromConfig = out.length;
  const occurrences = new Map<string, number>();
  for (const to of configLinks) {
    const [target = '', anchor] = to.split('#');
    const occurrence = occurrences.get(to) ?? 0;
    occurrences.set(to, occurrence + 1);
    check(configFile, '/', { kind: 'route', target, anchor, ...configPosition(configSource, to, occurrence) });
  }
  for (const d of out.slice(fromConfig)) d.hint = `This link is in the navbar or footer of ${configFile}. ${d.hint ?? ''}`.trim();
  // The navbar's title and logo lead home (or to the logo's own href), on every page: Docusaurus reports a site without a home page there.
  const { logo, title } = site.config.navbar;
  const brand = logo?.href ?? '/';
  if ((title || logo) && brand.startsWith('/') && !brand.startsWith('//')) {
    const fromBrand = out.length;
    const at = source(configSource, /\bnavbar\s*:/);
    check(configFile, '/', { kind: 'route', target: brand.split('#')[0]!, ...at });
    for (const d of out.slice(fromBrand))
      d.hint = `The navbar's title and logo link to ${brand} on every page. Add a home page (src/pages/index.md or .tsx), or set navbar.logo.href to the page they should open.`;
  }
  return out;
}
