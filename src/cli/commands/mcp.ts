import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { ENGINE_PACKAGE_JSON } from '../../engine/engine-paths.js';

interface McpOptions {
  outDir?: string;
  baseUrl?: string;
  dev?: boolean;
}

const version = () => (JSON.parse(readFileSync(ENGINE_PACKAGE_JSON, 'utf8')) as { version: string }).version;

/**
 * `docsgen mcp [dir] [--out-dir DIR] [--base-url PATH] [--dev]`: the docs as MCP tools over stdio,
 * for an agent to start. Answers from the built folder, or with `--dev` from the sources as
 * `docsgen serve` renders them. stdout carries the protocol, so everything else goes to stderr.
 */
export function registerMcpCommand(program: Command, setExitCode: (code: 0 | 1 | 2) => void): void {
  program
    .command('mcp')
    .description('Serve the docs to AI agents as MCP tools over stdio: search, read a page as Markdown, list a section.')
    .argument('[dir]', 'site root (default: the current folder)')
    .option('--out-dir <dir>', 'built folder to answer from (default: build)')
    .option('--base-url <path>', 'base URL the site was built with', '/')
    .option('--dev', 'answer from the sources, as docsgen serve renders them, instead of the built folder')
    .action(async (dir: string | undefined, opts: McpOptions) => {
      const root = path.resolve(dir ?? process.cwd());
      const [{ LineStdioTransport }, { createDocsMcpServer }, sources, { docsName }] = await Promise.all([
        import('../../mcp/line-stdio-transport.js'),
        import('../../mcp/mcp-server.js'),
        import('../../mcp/docs-source.js'),
        import('../../mcp/docs-tools.js'),
      ]);
      let closeSource = async () => {};
      let name: string;
      let source;
      if (opts.dev) {
        const { SiteSession } = await import('../../pipeline/session.js');
        const opening = SiteSession.open({ root, mode: 'development', baseUrl: opts.baseUrl === '/' ? undefined : opts.baseUrl });
        opening.catch(() => {});
        source = sources.docsFromSession(() => opening);
        closeSource = async () => (await opening.catch(() => undefined))?.close();
        try {
          name = (await opening).config.title;
        } catch (error) {
          process.stderr.write(`docsgen mcp: the site could not be opened: ${error instanceof Error ? error.message : String(error)}\n`);
          return setExitCode(2);
        }
      } else {
        const outDir = path.resolve(root, opts.outDir ?? 'build');
        source = sources.docsFromBuild(outDir, opts.baseUrl ?? '/');
        if (!(await source.engine())) process.stderr.write(`docsgen mcp: ${path.relative(process.cwd(), outDir) || '.'} has no search index; build the site (docsgen build) or use --dev.\n`);
        name = await (await import('../../mcp/site-info.js')).builtSiteName(outDir);
      }
      const server = createDocsMcpServer(source, { name: docsName(name), version: version() });
      // Not the SDK's stdio transport: it answered a malformed line with silence and exited (code 0) on a line over 10 MB.
      const transport = new LineStdioTransport();
      const closed = new Promise<void>((resolve) => {
        transport.onclose = resolve;
        process.stdin.once('end', resolve);
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await server.connect(transport);
      process.stderr.write(`docsgen mcp: serving ${name} docs over stdio (${opts.dev ? 'from the sources' : 'from the built site'}).\n`);
      await closed;
      await server.close();
      await closeSource();
    });
}
