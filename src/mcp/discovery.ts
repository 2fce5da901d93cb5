import { DOCS_TOOLS, docsName, TOOL_ANNOTATIONS } from './docs-tools.js';
import { MCP_PATH } from './mcp-path.js';

/** Where the discovery file is, under the site's base URL (at the origin's root when the base URL is `/`). */
export const DISCOVERY_PATH = '.well-known/mcp';
/** The same file with an extension, for static hosts that pick the content type by it. */
export const DISCOVERY_JSON_PATH = '.well-known/mcp.json';

export interface DiscoverySite {
  title: string;
  /** The site's origin as configured (`url`), e.g. `https://docs.example.com`. */
  url: string;
  baseUrl: string;
}

const absoluteBase = (site: DiscoverySite) => `${site.url.replace(/\/$/, '')}${site.baseUrl}`;

/** The `Link` header value a page's answer carries: its Markdown twin and the site's llms.txt, for agents that read headers first. */
export function agentLinks(twinHref: string | undefined, baseUrl: string): string {
  // `describedby` (llms.txt describes the site) and `service-desc` (RFC 8631: the description of the tools a program can call).
  const links = [`<${baseUrl}llms.txt>; rel="describedby"; type="text/plain"`, `<${baseUrl}${DISCOVERY_PATH}>; rel="service-desc"; type="application/json"`];
  return [...(twinHref ? [`<${twinHref}>; rel="alternate"; type="text/markdown"`] : []), ...links].join(', ');
}

/**
 * `/.well-known/mcp`: what an agent can use here, without a call to find out. A static file, so it
 * cannot know whether an MCP server answers: it names the endpoint `docsgen preview` and `docsgen serve`
 * open and says that only they do; the tools are the same ones the pages register as WebMCP tools.
 */
export function discoveryDocument(site: DiscoverySite) {
  const name = docsName(site.title);
  return {
    name,
    description: `How AI agents can read ${name}: the MCP tools, where an MCP server answers, and llms.txt.`,
    servers: [
      {
        name: 'docsgen',
        url: new URL(MCP_PATH, site.url).href,
        transport: 'streamable-http',
        authentication: 'none',
        availability:
          'Only where the site is served by docsgen preview or docsgen serve (at the server root); a static host (GitHub Pages, a CDN) runs no MCP server. There, run `docsgen mcp` over stdio against the built folder, or use the WebMCP tools the pages register.',
      },
    ],
    webmcp: { available: 'Each page registers these tools with navigator.modelContext where the browser offers it, answered from the site files.', tools: DOCS_TOOLS.map((t) => t.name) },
    tools: DOCS_TOOLS.map((t) => ({ name: t.name, title: t.title, description: t.description(name), inputSchema: t.inputSchema, annotations: TOOL_ANNOTATIONS })),
    llmsTxt: `${absoluteBase(site)}llms.txt`,
    llmsFullTxt: `${absoluteBase(site)}llms-full.txt`,
    markdown: 'Every page is also Markdown: add .md to its URL (index.md for a URL ending in /), or ask for it with Accept: text/markdown where docsgen preview or serve answers.',
  };
}

export const discoveryFile = (site: DiscoverySite) => `${JSON.stringify(discoveryDocument(site), null, 2)}\n`;

/** The line llms.txt gives agents to find the tools. */
export const discoveryLine = (site: DiscoverySite) =>
  `MCP tools (search_docs, read_page, list_pages) are described at ${absoluteBase(site)}${DISCOVERY_PATH}: pages register them as WebMCP tools, and docsgen preview and serve answer them at ${MCP_PATH}.`;
