/**
 * Each sidebar as a reader sees it: its labels depth-first, in display order, categories marked
 * (`category:Guides`), html items as `html`. Docusaurus's side comes from the resolved sidebars it
 * writes under `.docusaurus/` (its HTML leaves collapsed categories out); docsgen's from its own
 * analysis of the project.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyseSite } from '../../src/pipeline/build-site.js';
import type { SidebarNode } from '../../src/site/site-types.js';

export type Sidebars = Record<string, string[]>;

interface PropSidebarItem {
  type: string;
  label?: string;
  items?: PropSidebarItem[];
}

function flattenProp(items: readonly PropSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return [`category:${item.label ?? ''}`, ...flattenProp(item.items ?? [])];
    if (item.type === 'html') return ['html'];
    return [item.label ?? ''];
  });
}

interface VersionProp {
  docsSidebars?: Record<string, PropSidebarItem[]>;
  version?: string;
  isLast?: boolean;
}

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await jsonFiles(p)));
    else if (e.name.endsWith('.json')) out.push(p);
  }
  return out;
}

/**
 * The sidebars of each docs plugin's current version (or its last, when the current one is not built),
 * from a Docusaurus site's `.docusaurus/` folder. The default plugin's keep their ids; another
 * instance's are keyed as docsgen keys them: `docs@community/current`.
 */
export async function docusaurusSidebars(generatedDir: string, localePrefix?: string): Promise<Sidebars | undefined> {
  const pluginsDir = path.join(generatedDir, 'docusaurus-plugin-content-docs');
  const plugins = (await readdir(pluginsDir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory()).map((e) => e.name);
  let out: Sidebars | undefined;
  for (const plugin of ['default', ...plugins.filter((p) => p !== 'default').sort()]) {
    const found = await pluginSidebars(path.join(pluginsDir, plugin), localePrefix);
    if (!found) continue;
    const key = (id: string) => (plugin === 'default' ? id : `${id}@${plugin}/${found.version}`);
    out = { ...out, ...Object.fromEntries(Object.entries(found.sidebars).map(([id, items]) => [key(id), items])) };
  }
  return out;
}

async function pluginSidebars(pluginDir: string, localePrefix?: string): Promise<{ sidebars: Sidebars; version: string } | undefined> {
  let last: { sidebars: Sidebars; version: string } | undefined;
  // `.docusaurus/` keeps the files of locales built before in it: a locale's own (`fr-docs-….json`, named by its
  // route) come first, so a stale default-locale file never stands in for them.
  const ownFirst = (files: string[]) =>
    localePrefix ? [...files].sort((a, b) => Number(!path.basename(a).startsWith(`${localePrefix}-`)) - Number(!path.basename(b).startsWith(`${localePrefix}-`))) : files;
  for (const file of ownFirst(await jsonFiles(pluginDir))) {
    const text = await readFile(file, 'utf8');
    if (!text.includes('"docsSidebars"')) continue;
    // Docusaurus 3.0 writes the version's fields at the top level; later 3.x nest them under `version`.
    const raw = JSON.parse(text) as VersionProp | { version: VersionProp };
    const data: VersionProp = typeof raw.version === 'object' ? raw.version : (raw as VersionProp);
    if (!data.docsSidebars) continue;
    const sidebars = Object.fromEntries(Object.entries(data.docsSidebars).map(([id, items]) => [id, flattenProp(items)]));
    // Versioned sites write one file per version: the current one is the one docsgen builds; when
    // `onlyIncludeVersions` leaves it out, the last version (served at the docs root) stands in.
    if (data.version === undefined || data.version === 'current') return { sidebars, version: 'current' };
    if (data.isLast) last = { sidebars, version: data.version };
  }
  return last;
}

function flattenNodes(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((n) => (n.type === 'category' ? [`category:${n.label}`, ...flattenNodes(n.children)] : [n.label]));
}

export async function docsgenSidebars(root: string, locale?: string): Promise<Sidebars> {
  const { session } = await analyseSite({ root, locale });
  try {
    return Object.fromEntries([...session.site.sidebars].map(([id, nodes]) => [id, flattenNodes(nodes)]));
  } finally {
    await session.close();
  }
}
