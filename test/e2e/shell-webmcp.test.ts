import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { docsFromBuild } from '../../src/mcp/docs-source.js';
import { launchBrowser } from '../helpers/browser.js';
import { inProcessMcpClient } from '../helpers/mcp-in-process.js';
import { MANUAL_PAGE, inPage, openPage, waitForRuntime } from './shell-helpers.js';

/**
 * WebMCP in the page (issue 39): with `navigator.modelContext` stubbed as a browser that offers it,
 * the page registers the docs' tools, and each answers as `docsgen mcp` does for the same input.
 * Run against the built site (preview) and the dev server (serve), as every shell spec is.
 */

let browser: Browser;
let mcp: { client: Client; close: () => Promise<void> };
const siteUrl = inject('siteUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  mcp = await inProcessMcpClient(docsFromBuild(inject('siteOutDir'), '/'), 'Tessera docs');
});
afterAll(async () => {
  await browser?.close();
  await mcp?.close();
});

/** A model context as a browser with WebMCP offers it, keeping what the page registers for the test to call. */
const STUB_MODEL_CONTEXT = `window.__registered = new Map();
Object.defineProperty(navigator, 'modelContext', { value: { registerTool(tool) { window.__registered.set(tool.name, tool); } } });`;

interface Registered {
  name: string;
  description: string;
  inputSchema: { properties: Record<string, unknown>; required?: string[] };
  annotations?: { readOnlyHint?: boolean };
}

const CALLS: { name: string; args: Record<string, unknown> }[] = [
  { name: 'search_docs', args: { query: 'how do I back up my data', limit: 3 } },
  { name: 'search_docs', args: { query: 'password' } },
  { name: 'read_page', args: { page: `/${MANUAL_PAGE}` } },
  { name: 'read_page', args: { page: 'https://docs.tessera.example/security/Incident%20response.md#anything' } },
  { name: 'read_page', args: { page: '/no/such/page' } },
  { name: 'list_pages', args: {} },
  { name: 'list_pages', args: { section: '/security' } },
  { name: 'list_pages', args: { section: 'no such section' } },
];

describe('WebMCP tools in the page', () => {
  let page: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    page = await openPage(browser);
    await page.page.addInitScript(STUB_MODEL_CONTEXT);
    await page.page.goto(`${siteUrl}${MANUAL_PAGE}`);
    await waitForRuntime(page.page);
    await page.page.waitForFunction('window.__registered.size === 3');
  });
  afterAll(async () => page?.close());

  it('registers the three tools with the names, descriptions and input schemas docsgen mcp lists', async () => {
    const registered = await inPage<Registered[]>(
      page.page,
      `[...window.__registered.values()].map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations }))`,
    );
    const { tools } = await mcp.client.listTools();
    expect(registered.map((t) => t.name)).toEqual(tools.map((t) => t.name));
    for (const tool of tools) {
      const inPageTool = registered.find((t) => t.name === tool.name)!;
      expect(inPageTool.description).toBe(tool.description);
      expect(inPageTool.inputSchema.properties).toEqual(tool.inputSchema.properties);
      expect(inPageTool.inputSchema.required).toEqual(tool.inputSchema.required);
      expect(inPageTool.annotations?.readOnlyHint).toBe(true);
    }
  });

  it.each(CALLS)('$name $args answers as docsgen mcp does', async ({ name, args }) => {
    const inPageAnswer = await inPage<unknown>(page.page, `window.__registered.get(${JSON.stringify(name)}).execute(${JSON.stringify(args)})`);
    const serverAnswer = await mcp.client.callTool({ name, arguments: args });
    expect(inPageAnswer).toEqual(serverAnswer);
    expect((inPageAnswer as { content: { text: string }[] }).content[0]!.text.length).toBeGreaterThan(20);
  });

  it('tells the agent what is wrong with an argument instead of throwing', async () => {
    const answer = await inPage<unknown>(page.page, `window.__registered.get('search_docs').execute({ query: '', limit: 3 })`);
    expect(answer).toMatchInlineSnapshot(`
      {
        "content": [
          {
            "text": "Invalid arguments for search_docs: query must have at least 1 character.",
            "type": "text",
          },
        ],
        "isError": true,
      }
    `);
    const fractional = await inPage<unknown>(page.page, `window.__registered.get('search_docs').execute({ query: 'backup', limit: 2.5 })`);
    expect(fractional).toMatchInlineSnapshot(`
      {
        "content": [
          {
            "text": "Invalid arguments for search_docs: limit must be a whole number.",
            "type": "text",
          },
        ],
        "isError": true,
      }
    `);
  });
});

describe('a reader without WebMCP', () => {
  it('never downloads the tools: the chunk loads only where navigator.modelContext exists', async () => {
    const { page, close } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${siteUrl}${MANUAL_PAGE}`);
    await waitForRuntime(page);
    await page.waitForTimeout(500);
    expect(await inPage<boolean>(page, `'modelContext' in navigator`)).toBe(false);
    expect(requested.some((u) => u.includes('/assets/'))).toBe(true);
    expect(requested.filter((u) => u.includes('docs-tools-in-page'))).toEqual([]);
    await close();
  });

  it('with WebMCP, the chunk is what loads the tools (and the search index waits for the first search)', async () => {
    const { page, close } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.addInitScript(STUB_MODEL_CONTEXT);
    await page.goto(`${siteUrl}${MANUAL_PAGE}`);
    await page.waitForFunction('window.__registered.size === 3');
    expect(requested.filter((u) => u.includes('docs-tools-in-page'))).toHaveLength(1);
    const searchIndex = () => requested.filter((u) => /\/assets\/search\/index\./.test(u));
    expect(searchIndex()).toEqual([]);
    await inPage(page, `window.__registered.get('search_docs').execute({ query: 'backup' })`);
    expect(searchIndex()).toHaveLength(1);
    await close();
  });
});
