import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The name agents see for the server: the built site's title from its `llms.txt` (`# Title`), else the folder's name. */
export async function builtSiteName(outDir: string): Promise<string> {
  const llms = await readFile(path.join(outDir, 'llms.txt'), 'utf8').catch(() => '');
  return /^# (.+)$/m.exec(llms)?.[1]?.trim() || path.basename(path.dirname(path.resolve(outDir)));
}

/** docsgen's version, which the MCP server reports as its own. */
export async function engineVersion(): Promise<string> {
  const { ENGINE_PACKAGE_JSON } = await import('../engine/engine-paths.js');
  return (JSON.parse(await readFile(ENGINE_PACKAGE_JSON, 'utf8')) as { version: string }).version;
}
