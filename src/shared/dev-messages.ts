/**
 * The dev server's websocket protocol: what `docsgen serve` tells open pages. One typed union,
 * shared by the server (`src/dev/`) and the browser client (`src/client/dev/`), so both sides
 * agree at compile time. Messages only flow from the server to the browser.
 */

/** Where the browser finds the dev client and its socket, under the site's base URL. */
export const DEV_PATHS = {
  /** The websocket endpoint; the per-process token goes in the `token` query parameter. */
  socket: '__docsgen/ws',
  /** The browser side of the dev server (live reload, CSS swap, error overlay). */
  client: '__docsgen/dev-client.js',
} as const;

/** The id of the JSON script element that hands the dev client its settings. */
export const DEV_SETTINGS_ID = '__docsgen_dev';

/** Settings a dev-server page embeds for its client. */
export interface DevClientSettings {
  /** Absolute path of the websocket endpoint (base URL applied). */
  socket: string;
  /** Per-process secret: a socket without it is refused, so other sites cannot listen in. */
  token: string;
  /** The site's base URL, to tell which route the open page shows. */
  base: string;
}

/** One problem as the overlay shows it: the same data the terminal prints, plus the code frame as text. */
export interface DevError {
  /** Path relative to the site root, e.g. `content/guides/index.md`. */
  file: string;
  /** 1-based; 0 when the problem has no position. */
  line: number;
  column: number;
  /** Stable rule id, e.g. `frontmatter-yaml`. */
  code: string;
  message: string;
  hint?: string;
  /** A few source lines around the position, with a caret; empty when there is no source. */
  frame: string;
}

export type DevMessage =
  /** Sent first on every connection: the site version pages should load modules for. */
  | { type: 'connected'; version: string }
  /**
   * Page bodies changed without touching anything shared (titles, routes, sidebar): tabs showing
   * one of `routes` re-read their page in place; other tabs only note the new version.
   */
  | { type: 'page-update'; version: string; routes: string[] }
  /** Something shared changed (a page added, removed or renamed, the sidebar, config, theme code): every tab reloads. */
  | { type: 'full-reload'; version: string; reason: string }
  /** Only the stylesheet changed: swap it without reloading. */
  | { type: 'css-update'; version: string; previous: string; href: string }
  /** The site has content, theme or config errors: show them over the page (which keeps its last good version). */
  | { type: 'errors'; errors: DevError[] }
  /** Every error is fixed: hide the overlay. */
  | { type: 'errors-cleared' };

export type DevMessageType = DevMessage['type'];
