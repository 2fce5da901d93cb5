import { hrefOfRoute } from '../content/route-of-file.js';
import type { DocVersion } from '../config/schema.js';
import type { PageMeta, SiteData } from '../shared/page-types.js';
import type { SidebarNode } from './site-types.js';
import { DEFAULT_DOCS_PLUGIN, releaseOf } from '../config/doc-version-name.js';

/** Where each version's pages are, by doc id: what the version menu and the banners link to. */
export interface VersionIndex {
  /** The versions, newest first, each with its first page (Docusaurus's "main doc"). */
  versions: { version: DocVersion; home: string }[];
  /** Each page's version and doc id, by content path. */
  docOf: Map<string, { version: string; id: string }>;
  /** Each version's routes by doc id. */
  routes: Map<string, Map<string, string>>;
}

/**
 * A version's first page, as Docusaurus picks its main doc: the page at the version's root, else the
 * first page of its first sidebar, else its first page.
 */
export function versionHome(version: DocVersion, docs: readonly { id: string; route: string }[], sidebars: readonly SidebarNode[][]): string {
  const atRoot = docs.find((d) => d.route.replace(/\/$/, '') === version.routeBasePath.replace(/\/$/, ''));
  return atRoot?.route ?? firstDocRoute(sidebars[0] ?? []) ?? docs[0]?.route ?? version.routeBasePath;
}

function firstDocRoute(nodes: readonly SidebarNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'doc') return node.route;
    if (node.type === 'category') {
      const found = node.contentPath ? node.route : firstDocRoute(node.children);
      if (found) return found;
    }
  }
  return undefined;
}

/** A version's peers: the versions of its docs instance, which its menu, banner and badge compare it with. */
const peersOf = (index: VersionIndex, plugin: string) => index.versions.filter((v) => v.version.plugin === plugin);

/** The version menu of pages outside the docs (the default docs instance's, as the navbar's version dropdown): each version's first page. Empty with one version. */
export function siteVersions(index: VersionIndex, baseUrl: string): SiteData['versions'] {
  const versions = peersOf(index, DEFAULT_DOCS_PLUGIN);
  if (versions.length < 2) return [];
  return versions.map(({ version, home }) => ({ name: version.name, label: version.label, href: hrefOfRoute(home, baseUrl), isLast: version.isLast }));
}

/** A page's version data: its banner and badge, and the same page in every version (or that version's first page). */
/** A generated index's key among a version's routes: its category's label (Docusaurus matches generated indexes across versions by it). */
export const generatedIndexKey = (label: string) => `\0category:${label}`;

export function docsVersionOf(index: VersionIndex, at: { version: string; contentPath?: string; categoryLabel?: string }, baseUrl: string): PageMeta['docsVersion'] {
  const own = index.versions.find((v) => v.version.name === at.version)?.version;
  if (!own) return undefined;
  const peers = peersOf(index, own.plugin);
  if (peers.length < 2) return undefined;
  const latest = peers.find((v) => v.version.isLast) ?? peers[0]!;
  const id = at.contentPath ? index.docOf.get(at.contentPath)?.id : at.categoryLabel !== undefined ? generatedIndexKey(at.categoryLabel) : undefined;
  const counterpart = (v: { version: DocVersion; home: string }) => (id !== undefined ? index.routes.get(v.version.name)?.get(id) : undefined) ?? v.home;
  const inLatest = at.contentPath && id !== undefined ? index.routes.get(latest.version.name)?.get(id) : undefined;
  return {
    name: own.name,
    // The same page of the latest version, for a page of another version that has one: its canonical URL.
    ...(own !== latest.version && inLatest !== undefined ? { canonicalHref: hrefOfRoute(inLatest, baseUrl) } : {}),
    label: own.label,
    banner: own.banner,
    badge: own.badge,
    latest: { name: releaseOf(latest.version), label: latest.version.label, href: hrefOfRoute(counterpart(latest), baseUrl) },
    menu: peers.map((v) => ({ name: v.version.name, label: v.version.label, href: hrefOfRoute(counterpart(v), baseUrl) })),
  };
}
