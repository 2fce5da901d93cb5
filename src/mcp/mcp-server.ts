import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z, type ZodTypeAny } from 'zod';
import type { DocsSource } from './docs-source.js';
import { DOCS_TOOLS, TOOL_ANNOTATIONS, toolResult, type ToolArguments, type ToolInputSchema, type ToolParameter } from './docs-tools.js';

/** One parameter of the shared JSON Schema as zod, which the SDK checks calls with and lists the schema from. */
function zodOf(spec: ToolParameter): ZodTypeAny {
  if (spec.type === 'string') {
    let s = z.string();
    if (spec.minLength !== undefined) s = s.min(spec.minLength);
    if (spec.maxLength !== undefined) s = s.max(spec.maxLength);
    return s.describe(spec.description);
  }
  let n = z.number().int();
  if (spec.minimum !== undefined) n = n.min(spec.minimum);
  if (spec.maximum !== undefined) n = n.max(spec.maximum);
  return n.describe(spec.description);
}

export function zodShapeOf(schema: ToolInputSchema): Record<string, ZodTypeAny> {
  return Object.fromEntries(Object.entries(schema.properties).map(([name, spec]) => [name, schema.required?.includes(name) ? zodOf(spec) : zodOf(spec).optional()]));
}

/** The docs as MCP tools: search, read a page as Markdown, list a section's pages. Read-only, nothing leaves the machine. */
export function createDocsMcpServer(source: DocsSource, info: { name: string; version: string }): McpServer {
  const server = new McpServer({ name: info.name, version: info.version });
  for (const tool of DOCS_TOOLS) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description(info.name), inputSchema: zodShapeOf(tool.inputSchema), annotations: TOOL_ANNOTATIONS },
      async (args: ToolArguments) => toolResult(await tool.run(source, args)),
    );
  }
  return server;
}
