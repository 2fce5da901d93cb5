import type { DocVersion, SiteConfig } from '../config/schema.js';
import type { TagDefinition } from '../content/source-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageSummary } from '../compile/page-summary.js';
import type { BlogPlan } from '../blog/blog-types.js';
import type { NavLink } from '../shared/page-types.js';
import type { VersionIndex } from './version-menu.js';

/** A node of the full sidebar tree (the plan keeps all of it; pages get trimmed copies). */
export type SidebarNode =
  | { type: 'doc'; contentPath: string; route: string; label: string; position: number; sortKey: string; className?: string }
  /** A link out of the docs (a `sidebars.js` link item). */
  | { type: 'link'; label: string; href: string; position: number; sortKey: string; className?: string }
  | {
      type: 'category';
      id: string;
      label: string;
      route?: string;
      contentPath?: string;
      collapsed: boolean;
      position: number;
      sortKey: string;
      children: SidebarNode[];
      className?: string;
      collapsible?: false;
      /** What its card on a generated page says (`_category_`'s `description`; default: "N items"). */
      description?: string;
      /** The generated index page's own title and description (`link: { type: 'generated-index', title, description }`). */
      generatedIndex?: { title?: string; description?: string };
    };

/** One URL of the site and what it shows. */
export type RouteEntry =
  | { kind: 'doc'; route: string; contentPath: string; hasSidebar: boolean }
  | { kind: 'alias'; route: string; contentPath: string; canonical: string; hasSidebar: boolean }
  /** A standalone page (`src/pages`): a React component or a Markdown page, by its file (relative to the root). */
  | { kind: 'page'; route: string; file: string }
  /** The tags of one docs version (`current` on a site without versions). */
  | { kind: 'tags'; route: string; version: string }
  | { kind: 'tag'; route: string; tag: string }
  | { kind: 'search'; route: string }
  /** A generated overview of a large folder that has no index page of its own. */
  | { kind: 'category'; route: string; categoryId: string; version: string }
  /** An old URL that sends readers on (the client-redirects plugin): `to` is a route or an absolute URL. */
  | { kind: 'redirect'; route: string; to: string }
  | { kind: 'not-found'; route: string }
  /** A blog post, by its file (relative to the root). */
  | { kind: 'blog-post'; route: string; file: string }
  /** A page of a list of posts: the blog's, a tag's or an author's (`Site.blog.lists`). */
  | { kind: 'blog-list'; route: string }
  | { kind: 'blog-tags'; route: string }
  | { kind: 'blog-archive'; route: string }
  | { kind: 'blog-authors'; route: string };

export interface DocPlacement {
  doc: PageSummary;
  route: string;
  /** Top-level sidebar section id, `''` for pages outside any category. */
  section: string;
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  /** Category ids from the top to this page: expanded when the page is shown. */
  categoryPath: string[];
  /** The sidebar the page shows (a Docusaurus project can have several); absent: the site's one sidebar. */
  sidebarId?: string;
  /** The docs version the page belongs to (`current` on a site without versions). */
  version: string;
  /** When (ISO date) and by whom the page was last changed, when the site shows it. */
  lastUpdate?: { date?: string; author?: string };
}

export interface TagInfo extends TagDefinition {
  slug: string;
  /** The docs version whose pages carry it: each version has its own tag pages, as in Docusaurus. */
  version: string;
  route: string;
  /** Content paths of the pages carrying the tag. */
  docs: string[];
}

/** The whole-site plan: a pure function of the compiled pages, folder metadata and config. */
export interface Site {
  config: SiteConfig;
  routes: Map<string, RouteEntry>;
  docs: Map<string, DocPlacement>;
  /** Every sidebar's nodes, one after the other: the sections, search levels and category pages come from here. */
  sidebar: SidebarNode[];
  /** The sidebars by id: one (`tutorialSidebar`) unless a Docusaurus project's `sidebars.js` defines more. */
  sidebars: Map<string, SidebarNode[]>;
  /** Tags by key (`tagKeyOf`: the slug, after the version's name for a released version). */
  tags: Map<string, TagInfo>;
  /** The blog, when the site has one. */
  blog?: BlogPlan;
  diagnostics: Diagnostic[];
  /** The docs versions, newest first (one, `current`, on a site without versions). */
  versions: DocVersion[];
  /** Where each version's pages are, for the version menu and banners. */
  versionIndex: VersionIndex;
}
