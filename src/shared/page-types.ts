/** Types shared by the engine (Node) and the theme (browser). Plain data only. */
import type { BlogPostHeader } from './blog-page-types.js';

export interface TocItem {
  id: string;
  /** Plain text of the heading. */
  text: string;
  level: number;
}

export interface NavLink {
  title: string;
  href: string;
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  route: string;
  /** `sidebar_class_name` of the page. */
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  /** Stable id (the folder path), for remembering expansion. */
  id: string;
  label: string;
  /** `className` of the folder's `_category_` file. */
  className?: string;
  /** `collapsible: false`: always open, with no toggle. */
  collapsible?: false;
  href?: string;
  route?: string;
  collapsed: boolean;
  /**
   * The children, or `null` when they were left out of this page's HTML to keep it small
   * (a collapsed category with its own page: readers without JavaScript follow its link;
   * the client loads the children on expand).
   */
  items: SidebarItem[] | null;
}

export interface TagLink {
  label: string;
  href: string;
  description?: string;
}

/** Everything the layout needs about one route. Serialised into the page and into its module. */
export interface PageMeta {
  route: string;
  /** Absolute href of this page (base URL applied, percent-encoded). */
  href: string;
  kind: 'doc' | 'page' | 'tags' | 'tag' | 'search' | 'not-found' | 'category' | 'blog';
  title: string;
  description: string;
  toc: TocItem[];
  hideToc: boolean;
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  tags: TagLink[];
  editUrl?: string;
  /** URL of the page's Markdown twin, for "Copy page". */
  markdownHref?: string;
  /** Whether the page shows the sidebar (false for `displayed_sidebar: null`). */
  hasSidebar: boolean;
  /** Top-level sidebar section this page belongs to; the client loads the section's data by it. */
  section: string;
  hasMermaid: boolean;
  /**
   * The heading shown above the content: the page's `# heading` lifted from the top of its body, else
   * its title; absent when the body keeps its own H1 further down or `hide_title` hides the title.
   */
  heading?: string;
  /** Canonical href when this route is an alias of another. */
  canonicalHref?: string;
  /** When (ISO date) and by whom the page was last changed (Docusaurus's "Last updated on … by …"). */
  lastUpdate?: { date?: string; author?: string };
  /** The docs version a page of a versioned site belongs to: its banner, its badge and the version menu. */
  docsVersion?: {
    name: string;
    label: string;
    banner: 'none' | 'unreleased' | 'unmaintained';
    badge: boolean;
    /** On a page of another version that the latest version has too: that page, named as canonical. */
    canonicalHref?: string;
    /** The latest version: its label, and this page there (or that version's first page). */
    /** `name`: the version's own name in its docs plugin (`26.7.0`), beside the label readers see (`stable (26.7.0)`). */
    latest: { name: string; label: string; href: string };
    /** Every version, newest first: this page in it, or its first page. */
    menu: { name: string; label: string; href: string }[];
  };
  /** A blog post's date, reading time and authors, shown under its title. */
  blogPost?: BlogPostHeader;
  /** Labels of `prev`/`next` when they are not "Previous"/"Next" (a blog post's "Newer post"/"Older post"). */
  prevNextLabels?: { prev: string; next: string };
}

/** Site-wide settings the theme reads. Small and independent of the number of pages. */
export interface SiteData {
  title: string;
  /** Between a page's title and the site's in the document title. */
  titleDelimiter: string;
  tagline: string;
  /** The config's `customFields`, for the project's components. Absent when empty. */
  customFields?: Record<string, unknown>;
  url: string;
  baseUrl: string;
  favicon?: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  navbar: {
    title?: string;
    logo?: {
      alt: string;
      src: string;
      srcDark?: string;
      width?: number | string;
      height?: number | string;
      style?: Record<string, string | number>;
      href?: string;
      className?: string;
    };
    hideOnScroll: boolean;
    items: NavbarItemData[];
  };
  footer: { style: 'light' | 'dark'; links: { title: string; items: { label: string; href: string; external: boolean }[] }[]; copyright: string };
  socialLinks: { label: string; href: string; icon: string }[];
  announcementBar?: { id: string; content: string; isCloseable: boolean };
  /** The locale of this page; `htmlLang` is its `<html lang>` and `hreflang`. */
  locale: { code: string; label: string; direction: 'ltr' | 'rtl'; htmlLang: string };
  /** Every locale the site is built in, each with the base URL of its pages (`/fr/`): the locale menu and `hreflang` links. */
  locales: { code: string; label: string; htmlLang: string; baseUrl: string; isDefault: boolean }[];
  /** Translated strings by id (`code.json`): what `<Translate id>`, `translate()` and the theme's own strings show in this locale. */
  messages: Record<string, string>;
  version: { name: string; label: string };
  /** A versioned site's versions, newest first, each with its first page: the version menu on pages outside the docs. */
  versions: { name: string; label: string; href: string; isLast: boolean }[];
  search: {
    provider: 'local' | 'algolia';
    placeholder: string;
    maxResultsPerGroup: number;
    indexName: string;
    appId?: string;
    apiKey?: string;
    contextualSearch: boolean;
    /**
     * On a site with several docs plugin instances: each instance (its id) and its latest version's search tag
     * (`docs-community-current`). Contextual search looks in all of them, with the page's own version for its
     * own instance, as Docusaurus's does. Absent with one instance.
     */
    contextTags?: { instance: string; tag: string }[];
    insightsScript?: string;
    /** Algolia mode: hosts that replace Algolia's (`https://host:port`), e.g. a proxy or `docsgen preview`. */
    hosts?: string[];
    /** Target of the no-results screen's 'Let us know' link; `{query}` is replaced by the encoded query. */
    missingResultsUrl?: string;
  };
  analytics?: { domain: string; script: string };
  chatbot?: { stylesheet: string; module: string; title: string; buttonLabel: string };
  mermaid: boolean;
  /** Hashed URLs of lazily loaded client chunks (search, mermaid, ...). */
  chunks: Record<string, string>;
  /** Hashed URL of each sidebar section's data file (sidebar tree and route-to-module map). */
  sections: Record<string, string>;
  /** Production build (analytics on) or dev server. */
  mode: 'production' | 'development';
}

export type NavbarItemData =
  | { type: 'link'; label: string; href: string; external: boolean; position: 'left' | 'right'; className?: string; ariaLabel?: string }
  | { type: 'html'; value: string; position: 'left' | 'right'; className?: string }
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: { label: string; href: string; external: boolean }[] }
  | { type: 'search' | 'localeDropdown' | 'docsVersionDropdown' | 'colorModeToggle'; position: 'left' | 'right' };

/** Data of one sidebar section, fetched by the client on navigation: its tree and where each page's module lives. */
export interface SectionData {
  sidebar: SidebarItem[];
  /** Decoded route → URL of the page module. */
  routes: Record<string, string>;
}
