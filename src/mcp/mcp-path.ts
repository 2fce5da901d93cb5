/** Where `docsgen preview` and `docsgen serve` answer MCP over HTTP: at the server's root, beside the search API (no SDK loaded to know it). */
export const MCP_PATH = '/mcp';
