import type { SearchHit } from '../search/record-types.js';
import type { DocsSource } from './docs-source-type.js';

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

/**
 * The tools as data, for every place that offers them: the MCP server (`mcp-server.ts`, stdio and
 * `/mcp`), the page's WebMCP tools (`src/client/webmcp`) and the discovery file (`/.well-known/mcp`).
 * One list, so an agent gets the same names, schemas and answers wherever it finds the docs.
 * Plain JSON Schema (the subset below), not zod: the browser chunk stays small and needs no converter.
 */

export interface ToolParameter {
  type: 'string' | 'integer';
  description: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export interface ToolInputSchema {
  type: 'object';
  properties: Record<string, ToolParameter>;
  required?: string[];
}

/** Arguments after checking against the tool's schema: each is a string or a whole number. */
export type ToolArguments = Record<string, string | number | undefined>;

export interface DocsToolDefinition {
  name: 'search_docs' | 'read_page' | 'list_pages';
  title: string;
  description: (siteName: string) => string;
  inputSchema: ToolInputSchema;
  run: (source: DocsSource, args: ToolArguments) => Promise<ToolText>;
}

/** Every tool only reads the docs and reaches nothing outside the site. */
export const TOOL_ANNOTATIONS = { readOnlyHint: true, openWorldHint: false } as const;

export const DEFAULT_SEARCH_LIMIT = 8;

export const DOCS_TOOLS: readonly DocsToolDefinition[] = [
  {
    name: 'search_docs',
    title: 'Search the docs',
    description: (siteName) =>
      `Search ${siteName} for pages that answer a question or match keywords. Returns the best sections with their page route and a passage; read a page in full with read_page.`,
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 200, description: 'A question or keywords, e.g. "how do I reset a password"' },
        limit: { type: 'integer', minimum: 1, maximum: 20, description: `Hits to return (default ${DEFAULT_SEARCH_LIMIT})` },
      },
      required: ['query'],
    },
    run: (source, args) => searchDocs(source, String(args.query), typeof args.limit === 'number' ? args.limit : DEFAULT_SEARCH_LIMIT),
  },
  {
    name: 'read_page',
    title: 'Read a page as Markdown',
    description: () => 'The full text of one docs page as Markdown, with absolute links. Pass the page route from search_docs or list_pages (a URL works too).',
    inputSchema: {
      type: 'object',
      properties: { page: { type: 'string', minLength: 1, maxLength: 2000, description: 'The page route, e.g. "/security/Backup", or its URL' } },
      required: ['page'],
    },
    run: (source, args) => readPage(source, String(args.page)),
  },
  {
    name: 'list_pages',
    title: 'List the pages of a section',
    description: () => 'Without a section: the sidebar sections and their page counts. With a section name (or a route prefix such as "/security"): every page in it, with its route.',
    inputSchema: {
      type: 'object',
      properties: { section: { type: 'string', maxLength: 2000, description: 'A section name from the list, or a route prefix' } },
    },
    run: (source, args) => listPages(source, typeof args.section === 'string' ? args.section : undefined),
  },
];

/** The name agents see for the docs of a site titled `title`, in the server's info and the search tool's description. */
export const docsName = (title: string) => `${title} docs`;

/** A tool's answer as MCP's `CallToolResult`: what `tools/call` returns and what a page's WebMCP tool resolves to. */
export type ToolResult = {
  content: { type: 'text'; text: string }[];
  isError?: true;
};

export const toolResult = ({ text, isError }: ToolText): ToolResult => ({ content: [{ type: 'text', text }], ...(isError ? { isError } : {}) });

function parameterProblem(name: string, spec: ToolParameter, value: unknown): string | undefined {
  if (spec.type === 'string') {
    if (typeof value !== 'string') return `${name} must be a string`;
    if (spec.minLength !== undefined && value.length < spec.minLength) return `${name} must have at least ${spec.minLength} character${spec.minLength === 1 ? '' : 's'}`;
    if (spec.maxLength !== undefined && value.length > spec.maxLength) return `${name} must have at most ${spec.maxLength} characters`;
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) return `${name} must be a whole number`;
  if (spec.minimum !== undefined && value < spec.minimum) return `${name} must be at least ${spec.minimum}`;
  if (spec.maximum !== undefined && value > spec.maximum) return `${name} must be at most ${spec.maximum}`;
  return undefined;
}

/**
 * Checks arguments against a tool's schema where no SDK does it (the page's WebMCP tools; the
 * server's SDK checks with zod): the arguments, or what is wrong with them.
 */
export function checkArguments(schema: ToolInputSchema, input: unknown): { args: ToolArguments } | { problem: string } {
  const given = (input ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given)) return { problem: 'the arguments must be an object' };
  const args: ToolArguments = {};
  for (const [name, spec] of Object.entries(schema.properties)) {
    const value = given[name];
    if (value === undefined || value === null) {
      if (schema.required?.includes(name)) return { problem: `${name} is required` };
      continue;
    }
    const problem = parameterProblem(name, spec, value);
    if (problem) return { problem };
    args[name] = value as string | number;
  }
  return { args };
}

/** Runs a tool as an agent calls it: arguments checked, then answered; a bad argument is the agent's error to read, not a throw. */
export async function callDocsTool(tool: DocsToolDefinition, source: DocsSource, input: unknown): Promise<ToolResult> {
  const checked = checkArguments(tool.inputSchema, input);
  if ('problem' in checked) return toolResult({ text: `Invalid arguments for ${tool.name}: ${checked.problem}.`, isError: true });
  return toolResult(await tool.run(source, checked.args));
}
