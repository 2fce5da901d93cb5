/**
 * Issue 39, discovery: what tells an agent where the docs' tools and Markdown are, for a docsgen
 * site and a Docusaurus project built by the engine: `/.well-known/mcp` (written by the build,
 * answered by `docsgen serve`), the line in llms.txt, and the `Link` headers of `preview` and `serve`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/dev-server.js';
import { docsFromBuild } from '../../src/mcp/docs-source.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { inProcessMcpClient } from '../helpers/mcp-in-process.js';

interface Discovery {
  name: string;
  servers: { url: string; transport: string; availability: string }[];
  webmcp: { tools: string[] };
  tools: { name: string; description: string; inputSchema: { properties: unknown; required?: string[] }; annotations: { readOnlyHint: boolean } }[];
  llmsTxt: string;
}

const sites = [
  { fixture: 'search', title: 'Search Docs', origin: 'https://search.example', page: 'recipes/Sourdough bread', twin: '/recipes/Sourdough%20bread.md' },
  { fixture: 'docusaurus-mini', title: 'Mini', origin: 'https://mini.example.com', page: 'docs/intro', twin: '/docs/intro.md' },
];

describe.each(sites)('$fixture: discovery', ({ fixture, title, origin, page, twin }) => {
  let root: string;
  let outDir: string;
  let preview: RunningServer;
  const built = (file: string) => readFile(path.join(outDir, file), 'utf8');
  beforeAll(async () => {
    root = await copyFixture(fixture);
    const result = await buildSite({ root });
    if (!result.ok) throw new Error(`${fixture} failed to build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
    outDir = result.outDir;
    preview = await startPreviewServer({ root: outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
  });
  afterAll(async () => {
    await preview?.close();
    await removeDir(root);
  });

  it('the build writes /.well-known/mcp: the tools as docsgen mcp lists them, the MCP endpoint and when it runs, llms.txt', async () => {
    const discovery = JSON.parse(await built('.well-known/mcp')) as Discovery;
    expect(await built('.well-known/mcp.json')).toBe(await built('.well-known/mcp'));
    expect(discovery.name).toBe(`${title} docs`);
    expect(discovery.servers).toEqual([expect.objectContaining({ url: `${origin}/mcp`, transport: 'streamable-http' })]);
    expect(discovery.servers[0]!.availability).toMatch(/^Only where the site is served by docsgen preview or docsgen serve/);
    expect(discovery.llmsTxt).toBe(`${origin}/llms.txt`);
    expect(discovery.webmcp.tools).toEqual(['search_docs', 'read_page', 'list_pages']);
    const mcp = await inProcessMcpClient(docsFromBuild(outDir, '/'), `${title} docs`);
    const { tools } = await mcp.client.listTools();
    await mcp.close();
    expect(discovery.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
    for (const tool of tools) {
      const listed = discovery.tools.find((t) => t.name === tool.name)!;
      expect(listed.description).toBe(tool.description);
      expect(listed.inputSchema.properties).toEqual(tool.inputSchema.properties);
      expect(listed.inputSchema.required).toEqual(tool.inputSchema.required);
      expect(listed.annotations.readOnlyHint).toBe(true);
    }
  });

  it('llms.txt names the discovery file in one line', async () => {
    const lines = (await built('llms.txt')).split('\n').filter((l) => l.includes('.well-known/mcp'));
    expect(lines).toEqual([
      `MCP tools (search_docs, read_page, list_pages) are described at ${origin}/.well-known/mcp: pages register them as WebMCP tools, and docsgen preview and serve answer them at /mcp.`,
    ]);
  });

  it('preview answers the discovery file as JSON and links each page to its twin, llms.txt and the discovery file', async () => {
    const discovery = await fetch(`${preview.url}.well-known/mcp`);
    expect(discovery.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await discovery.text()).toBe(await built('.well-known/mcp'));
    const html = await fetch(`${preview.url}${encodeURI(page)}`);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('link')).toBe(
      `<${twin}>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain", </.well-known/mcp>; rel="service-desc"; type="application/json"`,
    );
    // The link leads to the twin.
    const markdown = await fetch(new URL(twin, preview.url));
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('link')).toBe(`</llms.txt>; rel="describedby"; type="text/plain", </.well-known/mcp>; rel="service-desc"; type="application/json"`);
    const missing = await fetch(`${preview.url}no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('link')).toBe(`</llms.txt>; rel="describedby"; type="text/plain", </.well-known/mcp>; rel="service-desc"; type="application/json"`);
    const llms = await fetch(`${preview.url}llms.txt`);
    expect(llms.headers.get('link')).toBeNull();
  });

  it('serve answers llms.txt and the discovery file as the build wrote them, and sends the same Link headers', async () => {
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1' });
    try {
      expect(await (await fetch(`${dev.url}llms.txt`)).text()).toBe(await built('llms.txt'));
      const discovery = await fetch(`${dev.url}.well-known/mcp`);
      expect(discovery.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await discovery.text()).toBe(await built('.well-known/mcp'));
      const html = await fetch(`${dev.url}${encodeURI(page)}`);
      expect(html.status).toBe(200);
      expect(html.headers.get('link')).toBe((await fetch(`${preview.url}${encodeURI(page)}`)).headers.get('link'));
      const markdown = await fetch(new URL(twin, dev.url));
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await markdown.text()).toBe(await built(decodeURI(twin).slice(1)));
      expect((await fetch(`${dev.url}no/such/page`)).headers.get('link')).toBe((await fetch(`${preview.url}no/such/page`)).headers.get('link'));
    } finally {
      await dev.close();
    }
  });
});
