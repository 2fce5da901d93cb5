import type { SearchHit } from '../search/record-types.js';
import type { DocsSource } from './docs-source.js';

/**
 * What the MCP tools answer, as plain text an agent reads: data in (the docs source and the
 * tool's arguments), text out. The MCP wiring is in `mcp-server.ts`.
 */

export interface ToolText {
  text: string;
  /** The request could not be answered (no index, no such page): the agent is told why. */
  isError?: boolean;
}

const NO_INDEX: ToolText = { text: 'This site has no search index yet: build it first (docsgen build), or run the MCP server against docsgen serve.', isError: true };

/** A page's route from anything an agent may pass: a route, a URL, a `.md` twin URL, with or without the base URL, encoded or not. */
export function routeOf(input: string, baseUrl: string): string {
  let pathname = input.trim();
  try {
    pathname = new URL(pathname, 'http://site.invalid').pathname;
  } catch {
    // Not a URL: taken as a route.
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A stray % stays as typed.
  }
  if (pathname.startsWith(baseUrl)) pathname = `/${pathname.slice(baseUrl.length)}`;
  else if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname.endsWith('/index.md')) pathname = pathname.slice(0, -'index.md'.length);
  else if (pathname.endsWith('.md')) pathname = pathname.slice(0, -'.md'.length);
  return pathname;
}

const stripTags = (html: string) => html.replace(/<\/?mark>/g, '**');

function hitLine(hit: SearchHit, baseUrl: string, rank: number): string {
  const h = hit.hierarchy;
  const path = [h.lvl1, h.lvl2, h.lvl3, h.lvl4].filter((x): x is string => Boolean(x)).join(' › ');
  const route = routeOf(hit.url, baseUrl) + (hit.anchor ? `#${hit.anchor}` : '');
  const snippet = hit._snippetResult.content?.value;
  return `${rank}. ${path} (${h.lvl0})\n   page: ${routeOf(hit.url_without_anchor, baseUrl)}\n   section: ${route}${snippet ? `\n   ${stripTags(snippet)}` : ''}`;
}

/** `search_docs`: the best pages for a question, one line block per hit, with the route `read_page` takes. */
export async function searchDocs(source: DocsSource, query: string, limit: number): Promise<ToolText> {
  const engine = await source.engine();
  if (!engine) return NO_INDEX;
  const { results } = await engine.search([{ indexName: 'docs', query, hitsPerPage: limit, attributesToSnippet: ['content:30'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' }]);
  const hits = results[0]!.hits;
  if (hits.length === 0) return { text: `No page matches "${query}". Try other words, or list_pages to browse.` };
  return { text: `${hits.length} of ${results[0]!.nbHits} results for "${query}" (pass a page to read_page):\n\n${hits.map((h, i) => hitLine(h, source.baseUrl, i + 1)).join('\n\n')}` };
}

/** `read_page`: the page's Markdown twin, as `.md` URLs and `Accept: text/markdown` serve it. */
export async function readPage(source: DocsSource, page: string): Promise<ToolText> {
  const route = routeOf(page.replace(/#.*$/, ''), source.baseUrl);
  const markdown = await source.markdown(route);
  if (markdown === undefined) return { text: `No page at ${route}. Use search_docs or list_pages to find the page's route.`, isError: true };
  return { text: markdown };
}

/** `list_pages`: without a section, the sections and how many pages each has; with one (a sidebar section's name or a route prefix), its pages. */
export async function listPages(source: DocsSource, section: string | undefined): Promise<ToolText> {
  const engine = await source.engine();
  if (!engine) return NO_INDEX;
  const pages = engine.pageList().map((p) => ({ ...p, route: routeOf(p.url, source.baseUrl) }));
  if (!section?.trim()) {
    const counts = new Map<string, number>();
    for (const p of pages) counts.set(p.section, (counts.get(p.section) ?? 0) + 1);
    return { text: `Sections (pass one to list_pages):\n${[...counts].map(([name, n]) => `- ${name} (${n} page${n === 1 ? '' : 's'})`).join('\n')}` };
  }
  const wanted = section.trim().toLowerCase();
  const prefix = routeOf(section, source.baseUrl).toLowerCase().replace(/\/$/, '');
  const inSection = pages.filter((p) => p.section.toLowerCase() === wanted || p.route.toLowerCase() === prefix || p.route.toLowerCase().startsWith(`${prefix}/`));
  if (inSection.length === 0) return { text: `No section "${section}". Call list_pages without a section for the list.`, isError: true };
  return { text: `${inSection.length} page${inSection.length === 1 ? '' : 's'} in ${section}:\n${inSection.map((p) => `- ${p.title}: ${p.route}`).join('\n')}` };
}
