/**
 * `docsgen mcp`'s stdio transport: a line that is not JSON gets JSON-RPC's parse error (-32700, id
 * null), one that is JSON but no JSON-RPC message an invalid-request error with its id, and a line
 * over the limit is dropped as it arrives and refused; the server goes on answering after each.
 */
import { PassThrough } from 'node:stream';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import { LineStdioTransport } from '../../src/mcp/line-stdio-transport.js';

const LIMIT = 1024;

/** A server on the transport, fed `chunks` one by one; the lines it wrote once `expected` have come. */
async function answersTo(chunks: (string | Buffer)[], expected: number): Promise<unknown[]> {
  const input = new PassThrough();
  const output = new PassThrough();
  const server = new McpServer({ name: 'test', version: '1.0.0' });
  await server.connect(new LineStdioTransport(input, output, LIMIT));
  const lines: unknown[] = [];
  let text = '';
  const done = new Promise<void>((resolve) =>
    output.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const parts = text.split('\n');
      text = parts.pop()!;
      lines.push(...parts.map((line) => JSON.parse(line) as unknown));
      if (lines.length >= expected) resolve();
    }),
  );
  for (const chunk of chunks) input.write(chunk);
  await done;
  await server.close();
  return lines;
}

const ping = (id: number) => `${JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })}\n`;

describe('the MCP stdio transport', () => {
  it('answers a line that is not JSON with a parse error, one that is not JSON-RPC with an invalid request, and goes on', async () => {
    expect(await answersTo(['{"jsonrpc": "2.0", "id": 1, "meth\n', '{"id": 7, "hello": true}\n', '\n', ping(2).replace('\n', '\r\n')], 3)).toMatchInlineSnapshot(`
      [
        {
          "error": {
            "code": -32700,
            "message": "Parse error: the line is not JSON (Unterminated string in JSON at position 33)",
          },
          "id": null,
          "jsonrpc": "2.0",
        },
        {
          "error": {
            "code": -32600,
            "message": "Invalid Request: the line is JSON but not a JSON-RPC 2.0 message",
          },
          "id": 7,
          "jsonrpc": "2.0",
        },
        {
          "id": 2,
          "jsonrpc": "2.0",
          "result": {},
        },
      ]
    `);
  });

  it('refuses a line over the limit, sent in pieces, without keeping it, then answers the next', async () => {
    const big = `{"jsonrpc":"2.0","id":3,"method":"ping","params":{"x":"${'a'.repeat(3 * LIMIT)}"}}`;
    const pieces = [big.slice(0, 500), big.slice(500, 2000), `${big.slice(2000)}\n${ping(4).slice(0, 10)}`, ping(4).slice(10)];
    expect(await answersTo(pieces, 2)).toMatchInlineSnapshot(`
      [
        {
          "error": {
            "code": -32600,
            "message": "Invalid Request: the line is over 1024 bytes, the most one request may be; it was not read",
          },
          "id": null,
          "jsonrpc": "2.0",
        },
        {
          "id": 4,
          "jsonrpc": "2.0",
          "result": {},
        },
      ]
    `);
  });
});
