import type { LocalSearchEngine } from '../search/local-engine.js';

/**
 * Where the MCP tools read the docs from: a built folder or a running session (`docs-source.ts`),
 * or, in the browser, the site's own files fetched over HTTP (`src/client/webmcp`). Its own module
 * so the browser's code names it without the server's file reading.
 */
export interface DocsSource {
  /** The site's base URL, to turn the index's hrefs into routes. */
  baseUrl: string;
  engine(): Promise<LocalSearchEngine | undefined>;
  /** The Markdown twin of the page at `route` (decoded, from the base URL, `/a/b` or `/a/`), or undefined when there is no such page. */
  markdown(route: string): Promise<string | undefined>;
}
