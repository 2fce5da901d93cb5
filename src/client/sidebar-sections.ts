import type { SectionData, SidebarItem, SiteData } from '../shared/page-types.js';

const sections = new Map<string, Promise<SectionData>>();

function findItems(items: readonly SidebarItem[], id: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.id === id) return item.items;
    const found = item.items ? findItems(item.items, id) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Children of a sidebar category that the page's HTML left out (to stay small), from its section's
 * data file. One fetch per section; null when it cannot be loaded (the category link still works).
 */
export async function loadCategory(site: SiteData, id: string): Promise<SidebarItem[] | null> {
  // Category ids are folder paths, so the first segment names the top-level section.
  const url = site.sections[id.split('/')[0] ?? id];
  if (!url) return null;
  let pending = sections.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response.json() as Promise<SectionData>;
    });
    sections.set(url, pending);
    pending.catch(() => sections.delete(url));
  }
  try {
    return findItems((await pending).sidebar, id);
  } catch (error) {
    console.warn(`[docsgen] Could not load the sidebar section of "${id}".`, error);
    return null;
  }
}
