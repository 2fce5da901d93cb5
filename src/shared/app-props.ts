import type { ComponentType } from 'react';
import type { BlogContent } from './blog-page-types.js';
import type { NavLink, PageMeta, SidebarItem, SiteData, TagLink } from './page-types.js';

/** The body of a route, as the theme receives it. */
export type PageContent =
  | { kind: 'html'; html: string }
  | { kind: 'component'; Component: ComponentType<{ components?: Record<string, ComponentType<never>> }> }
  | { kind: 'tags'; tags: (TagLink & { count: number })[] }
  | { kind: 'tag'; tag: TagLink; allTagsHref: string; allTagsLabel: string; pages: (NavLink & { description: string })[] }
  | { kind: 'search' }
  | { kind: 'category'; description?: string; items: (NavLink & { description: string; icon?: string })[] }
  | { kind: 'not-found' }
  | BlogContent;

/** Props of the theme's root component, on the server and in the browser alike. */
export interface AppProps {
  site: SiteData;
  page: PageMeta;
  sidebar: SidebarItem[] | null;
  content: PageContent;
}

/** Data a page embeds for hydration (the content itself is read back from the DOM or the page module). */
export interface HydrationData {
  site: SiteData;
  page: PageMeta;
  sidebar: SidebarItem[] | null;
  content: Exclude<PageContent, { kind: 'html' } | { kind: 'component' }> | { kind: 'html' } | { kind: 'component'; module: string };
  buildId: string;
  /** The module of the project's swizzled page-shell components, which the browser loads before it hydrates. */
  shell?: string;
  /** The module of the site's global data (its plugins' `setGlobalData`), which the browser loads before it hydrates. */
  globalData?: string;
}

/** What a page module (`_page/...js`) exports: `default` is the body (HTML or an MDX component). */
export interface PageModule {
  default: { html: string } | ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  meta: PageMeta;
  sidebar: SidebarItem[] | null;
  /** Generated pages (tags, search, not found) ship their content as data. */
  content?: Exclude<PageContent, { kind: 'html' } | { kind: 'component' }>;
}
