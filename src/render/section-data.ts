import { createHash } from 'node:crypto';
import { modulePathOfRoute } from '../content/route-of-file.js';
import type { SectionData } from '../shared/page-types.js';
import type { SidebarNode } from '../site/site-types.js';
import { sidebarForPage } from './page-sidebar.js';

export interface SectionFile {
  /** Top-level category id (the first folder of its pages). */
  section: string;
  /** Output path, relative to the output folder; content-hashed so it can be cached for ever. */
  path: string;
  json: string;
}

function routesOf(nodes: readonly SidebarNode[], baseUrl: string, into: Record<string, string>): Record<string, string> {
  for (const node of nodes) {
    if (node.type !== 'link' && node.route) into[node.route] = `${baseUrl}${modulePathOfRoute(node.route)}`;
    if (node.type === 'category') routesOf(node.children, baseUrl, into);
  }
  return into;
}

/**
 * One data file per top-level sidebar section: its whole tree, which the client fetches when a reader
 * expands a category the page's HTML left out. Pages stay bounded by their section; the site's size
 * only shows in these files, which no page loads up front.
 */
export function sectionFiles(sidebar: readonly SidebarNode[], baseUrl: string): SectionFile[] {
  return sidebar.flatMap((node): SectionFile[] => {
    if (node.type !== 'category') return [];
    const data: SectionData = { sidebar: sidebarForPage([node], new Set(), baseUrl, true), routes: routesOf([node], baseUrl, {}) };
    const json = JSON.stringify(data);
    const hash = createHash('sha1').update(json).digest('hex').slice(0, 10);
    const slug =
      node.id
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    return [{ section: node.id, path: `assets/sidebar/${slug}.${hash}.json`, json }];
  });
}

/** `SiteData.sections`: section id → URL of its data file. */
export function sectionUrls(files: readonly SectionFile[], baseUrl: string): Record<string, string> {
  return Object.fromEntries(files.map((f) => [f.section, `${baseUrl}${f.path}`]));
}
