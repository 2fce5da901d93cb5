import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { DocsSource } from '../../src/mcp/docs-source.js';
import { createDocsMcpServer } from '../../src/mcp/mcp-server.js';

/** `docsgen mcp`'s server over the given docs, with the SDK's client connected in-process: what an agent gets from it, without a child process. */
export async function inProcessMcpClient(source: DocsSource, name: string): Promise<{ client: Client; close: () => Promise<void> }> {
  const server = createDocsMcpServer(source, { name, version: '0.0.0-test' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'docsgen-test-agent', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return {
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
