import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { DocsSource } from './docs-source.js';
import { listPages, readPage, searchDocs, type ToolText } from './docs-tools.js';

const asResult = ({ text, isError }: ToolText) => ({ content: [{ type: 'text' as const, text }], ...(isError ? { isError } : {}) });

/** The docs as MCP tools: search, read a page as Markdown, list a section's pages. Read-only, nothing leaves the machine. */
export function createDocsMcpServer(source: DocsSource, info: { name: string; version: string }): McpServer {
  const server = new McpServer({ name: info.name, version: info.version });
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Search ${info.name} for pages that answer a question or match keywords. Returns the best sections with their page route and a passage; read a page in full with read_page.`,
      inputSchema: {
        query: z.string().min(1).max(200).describe('A question or keywords, e.g. "how do I reset a password"'),
        limit: z.number().int().min(1).max(20).optional().describe('Hits to return (default 8)'),
      },
      annotations: readOnly,
    },
    async ({ query, limit }) => asResult(await searchDocs(source, query, limit ?? 8)),
  );
  server.registerTool(
    'read_page',
    {
      title: 'Read a page as Markdown',
      description: 'The full text of one docs page as Markdown, with absolute links. Pass the page route from search_docs or list_pages (a URL works too).',
      inputSchema: { page: z.string().min(1).max(2000).describe('The page route, e.g. "/security/Backup", or its URL') },
      annotations: readOnly,
    },
    async ({ page }) => asResult(await readPage(source, page)),
  );
  server.registerTool(
    'list_pages',
    {
      title: 'List the pages of a section',
      description: 'Without a section: the sidebar sections and their page counts. With a section name (or a route prefix such as "/security"): every page in it, with its route.',
      inputSchema: { section: z.string().max(2000).optional().describe('A section name from the list, or a route prefix') },
      annotations: readOnly,
    },
    async ({ section }) => asResult(await listPages(source, section)),
  );
  return server;
}
