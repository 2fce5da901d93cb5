/**
 * The docs as WebMCP tools: where the browser offers `navigator.modelContext`, the page registers
 * `search_docs`, `read_page` and `list_pages`, the tools `docsgen mcp` serves, answered here from
 * the site's own files (the local search index and the Markdown twins the build wrote), so an agent
 * in the browser gets them from any static host. A chunk of its own: `entry.tsx` imports it only
 * where the API exists, and the index and twins are fetched on the first call, not on load.
 */
import type { DocsSource } from '../../mcp/docs-source-type.js';
import { callDocsTool, DOCS_TOOLS, docsName, TOOL_ANNOTATIONS } from '../../mcp/docs-tools.js';
import type { LocalSearchEngine } from '../../search/local-engine.js';
import type { SiteData } from '../../shared/page-types.js';
import { twinRequestPath } from '../../shared/twin-path.js';
import { loadEngine } from '../search/in-page-engine.js';

/** The part of WebMCP's `ModelContext` the page uses (https://webmachinelearning.github.io/webmcp/). */
export interface ModelContext {
  registerTool(tool: { name: string; title?: string; description: string; inputSchema: object; annotations?: { readOnlyHint?: boolean }; execute: (input: object) => Promise<unknown> }): unknown;
}

/** The twin's text, or undefined for no such page (a host that answers every path with an HTML page included). */
async function fetchTwin(url: string): Promise<string | undefined> {
  const response = await fetch(url, { headers: { accept: 'text/markdown' } });
  if (!response.ok || (response.headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
  return response.text();
}

/** The docs as the tools read them, from this site's files over HTTP; a failed index load is retried on the next call. */
export function docsFromSite(site: Pick<SiteData, 'baseUrl' | 'chunks'>): DocsSource {
  let engine: Promise<LocalSearchEngine> | undefined;
  return {
    baseUrl: site.baseUrl,
    engine() {
      const indexUrl = site.chunks.searchIndex;
      // A site on Algolia has no local index: the tools say so, as `docsgen mcp` does for a folder without one.
      if (!indexUrl) return Promise.resolve(undefined);
      engine ??= loadEngine(indexUrl);
      engine.catch(() => (engine = undefined));
      return engine;
    },
    markdown: (route) => fetchTwin(`${site.baseUrl}${encodeURI(twinRequestPath(route).slice(1))}`),
  };
}

/** Registers the three tools with the browser's model context; a browser that refuses one (a name already taken) keeps the others. */
export function registerDocsTools(modelContext: ModelContext, site: Pick<SiteData, 'baseUrl' | 'chunks' | 'title'>): void {
  const source = docsFromSite(site);
  for (const tool of DOCS_TOOLS) {
    try {
      modelContext.registerTool({
        name: tool.name,
        title: tool.title,
        description: tool.description(docsName(site.title)),
        inputSchema: tool.inputSchema,
        annotations: TOOL_ANNOTATIONS,
        execute: (input) => callDocsTool(tool, source, input),
      });
    } catch (error) {
      console.warn(`[docsgen] The browser did not take the WebMCP tool ${tool.name}.`, error);
    }
  }
}
