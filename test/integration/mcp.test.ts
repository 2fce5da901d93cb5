import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/dev-server.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startPreviewServer, type RunningServer } from '../../src/server/preview-server.js';
import { copyFixture, removeDir, REPO_ROOT } from '../helpers/build-fixture.js';

/** An agent's view of `docsgen mcp`: the SDK's own client, over the transports agents use. */

type ToolResult = { content: { type: string; text?: string }[]; isError?: boolean };
const textOf = (result: unknown) => (result as ToolResult).content.map((c) => c.text ?? '').join('\n');

let root: string;
beforeAll(async () => {
  root = await copyFixture('search');
  const result = await buildSite({ root });
  if (!result.ok) throw new Error('the search fixture failed to build');
});
afterAll(async () => removeDir(root));

async function stdioClient(args: string[]): Promise<Client> {
  const client = new Client({ name: 'docsgen-test-agent', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(REPO_ROOT, 'bin', 'docsgen.js'), 'mcp', ...args],
      cwd: root,
      stderr: 'pipe',
      env: { ...process.env, NO_COLOR: '1' } as Record<string, string>,
    }),
  );
  return client;
}

describe('docsgen mcp over stdio, from the built site', () => {
  let client: Client;
  beforeAll(async () => {
    client = await stdioClient([]);
  });
  afterAll(async () => client?.close());

  it('names the site and lists the three tools, each with an input schema', async () => {
    expect(client.getServerVersion()?.name).toBe('Search Docs docs');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['list_pages', 'read_page', 'search_docs']);
    const search = tools.find((t) => t.name === 'search_docs')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(search.annotations?.readOnlyHint).toBe(true);
  });

  it('answers a question with the page that answers it first, and its route', async () => {
    const text = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'how do I feed the starter', limit: 3 } }));
    expect(text).toMatch(/^\d+ of \d+ results for "how do I feed the starter"/);
    const first = text.split('\n\n')[1]!;
    expect(first).toContain('Sourdough bread › Feeding the starter (Recipes)');
    expect(first).toContain('page: /recipes/Sourdough bread');
    expect(first).toContain('section: /recipes/Sourdough bread#feeding-the-starter');
  });

  it('reads a page as its Markdown twin, by route or by URL', async () => {
    const byRoute = textOf(await client.callTool({ name: 'read_page', arguments: { page: '/recipes/Sourdough bread' } }));
    expect(byRoute).toMatch(/^# Sourdough bread\n/);
    expect(byRoute).toContain('## Feeding the starter');
    const byUrl = textOf(await client.callTool({ name: 'read_page', arguments: { page: 'https://search.example/recipes/Sourdough%20bread#shaping-the-loaf' } }));
    expect(byUrl).toBe(byRoute);
  });

  it('tells the agent when a page does not exist', async () => {
    const result = await client.callTool({ name: 'read_page', arguments: { page: '/recipes/Pizza' } });
    expect((result as ToolResult).isError).toBe(true);
    expect(textOf(result)).toMatchInlineSnapshot(`"No page at /recipes/Pizza. Use search_docs or list_pages to find the page's route."`);
  });

  it('lists the sections, then the pages of one', async () => {
    const sections = textOf(await client.callTool({ name: 'list_pages', arguments: {} }));
    expect(sections).toContain('- Recipes (8 pages)');
    const recipes = textOf(await client.callTool({ name: 'list_pages', arguments: { section: 'recipes' } }));
    expect(recipes).toMatch(/^8 pages in recipes:\n/);
    expect(recipes).toContain('- Sourdough bread: /recipes/Sourdough bread');
    expect(recipes).not.toContain('Markup in headings');
  });
});

describe('docsgen mcp --dev, from the sources', () => {
  it('searches and reads pages without a build', async () => {
    const client = await stdioClient(['--dev']);
    try {
      expect(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'starter flour water' } }))).toContain('page: /recipes/Sourdough bread');
      expect(textOf(await client.callTool({ name: 'read_page', arguments: { page: '/recipes/Sourdough bread' } }))).toContain('## Shaping the loaf');
    } finally {
      await client.close();
    }
  });
});

describe('MCP over HTTP on docsgen preview', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startPreviewServer({ root: path.join(root, 'build'), port: 0, host: '127.0.0.1', baseUrl: '/' });
  });
  afterAll(async () => server?.close());

  it('answers an MCP client at /mcp', async () => {
    const client = new Client({ name: 'docsgen-test-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
    try {
      expect((await client.listTools()).tools).toHaveLength(3);
      expect(textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'sourdough' } }))).toContain('page: /recipes/Sourdough bread');
    } finally {
      await client.close();
    }
  });

  it("refuses another site's page, as the search endpoint does", async () => {
    const response = await fetch(new URL('/mcp', server.url), {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('MCP over HTTP on docsgen serve', () => {
  it('answers from the dev session at /mcp', async () => {
    const server = await startDevServer({ root, port: 0 });
    const client = new Client({ name: 'docsgen-test-agent', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', server.url)));
      expect(client.getServerVersion()?.name).toBe('Search Docs docs');
      expect(textOf(await client.callTool({ name: 'read_page', arguments: { page: '/recipes/Sourdough bread' } }))).toMatch(/^# Sourdough bread\n/);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('docsgen mcp over stdio, given lines that are not requests', () => {
  it('answers a malformed line with a parse error and a line over 4 MB with an error, and keeps serving', async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'docsgen.js'), 'mcp'], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const answers: unknown[] = [];
    let text = '';
    const threeAnswers = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const lines = text.split('\n');
        text = lines.pop()!;
        answers.push(...lines.map((line) => JSON.parse(line) as unknown));
        if (answers.length >= 3) resolve();
      }),
    );
    child.stdin.write('{"jsonrpc":"2.0","id":1,\n');
    child.stdin.write(`{"jsonrpc":"2.0","id":2,"method":"ping","params":{"x":"${'a'.repeat(5 * 1024 * 1024)}"}}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`);
    // Without the answers (the SDK's transport gave none to a malformed line), the assertions below say so within seconds.
    await Promise.race([threeAnswers, exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    child.stdin.end();
    expect(await exited).toBe(0);
    const [parse, oversized, initialized] = answers as { id: unknown; error?: { code: number; message: string }; result?: { serverInfo: { name: string } } }[];
    expect(parse).toMatchObject({ id: null, error: { code: -32700 } });
    expect(oversized).toMatchInlineSnapshot(`
      {
        "error": {
          "code": -32600,
          "message": "Invalid Request: the line is over 4 MB, the most one request may be; it was not read",
        },
        "id": null,
        "jsonrpc": "2.0",
      }
    `);
    expect(initialized?.id).toBe(3);
    expect(initialized?.result?.serverInfo.name).toMatch(/docs$/);
  });
});
