import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isSameOrigin, pathnameOf } from '../server/host-check.js';
import type { DocsSource } from './docs-source.js';
import { createDocsMcpServer } from './mcp-server.js';

import { MCP_PATH } from './mcp-path.js';

export type McpEndpoint = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * MCP's Streamable HTTP transport, stateless (a server per request, no session to keep), JSON
 * answers. The same rule as the search endpoint: another site's page may send a request but is
 * refused, so a draft page's text never reaches it; agents and tools send no `Origin`.
 */
export function createMcpEndpoint(source: DocsSource, info: { name: string; version: string }): McpEndpoint {
  return async (req, res) => {
    const pathname = pathnameOf(req.url);
    if (pathname !== MCP_PATH && pathname !== `${MCP_PATH}/`) return false;
    if (!isSameOrigin(req.headers.origin, req.headers.host)) {
      res
        .writeHead(403, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'MCP answers only this site and local tools (same origin).' }, id: null }));
      return true;
    }
    const server = createDocsMcpServer(source, info);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
    return true;
  };
}
