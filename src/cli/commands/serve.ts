import { contentRootsOf } from '../../content/content-roots.js';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Command } from 'commander';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { printDiagnostics } from '../report.js';

interface ServeOptions {
  port: string;
  host: string;
  open?: boolean;
  baseUrl?: string;
  strictPort?: boolean;
  allowedHost?: string[];
  locale?: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Opens the URL in the default browser; failing to do so is not worth stopping the server for. */
function openBrowser(url: string): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  try {
    spawn(command, args, { stdio: 'ignore', detached: true })
      .on('error', () => process.stderr.write(`Could not open a browser; visit ${url}\n`))
      .unref();
  } catch {
    process.stderr.write(`Could not open a browser; visit ${url}\n`);
  }
}

/**
 * `docsgen serve [dir] [--port 3000] [--host 127.0.0.1] [--open]`: the dev server with live
 * reload. Runs until Ctrl+C; a port in use moves to the next free one (said so), unless --strict-port.
 */
export function registerServeCommand(program: Command, setExitCode: (code: 0 | 1 | 2) => void): void {
  program
    .command('serve')
    .description('Serve the site for writing: pages render on request and reload when their files change.')
    .argument('[dir]', 'site root (default: the current folder)')
    .option('--port <port>', 'port (the next free one is used when it is taken)', '3000')
    .option('--host <host>', 'address to bind; the default keeps the server on this machine', '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .option('--base-url <path>', 'path the site is served under, e.g. /docs/')
    .option('--strict-port', 'fail instead of trying the next port when the port is taken')
    .option('--allowed-host <name...>', 'extra host names to answer to (besides localhost and IP addresses)')
    .option('--locale <code>', 'serve this locale (default: the default locale), at its own base URL (e.g. /fr/)')
    .action(async (dir: string | undefined, opts: ServeOptions) => {
      const started = performance.now();
      const root = path.resolve(dir ?? process.cwd());
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`--port must be a number from 0 to 65535, not "${opts.port}".\n`);
        return setExitCode(2);
      }
      const [{ startDevServer }, { PortInUseError }] = await Promise.all([import('../../dev/dev-server.js'), import('../../dev/listen.js')]);
      const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
      const time = () => new Date().toTimeString().slice(0, 8);
      const log = {
        info: (line: string) => process.stdout.write(`${color ? '\x1b[2m' : ''}${time()}${color ? '\x1b[0m' : ''} ${line}\n`),
        problems: (diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>) => printDiagnostics(diagnostics, sources),
      };
      let server: Awaited<ReturnType<typeof startDevServer>>;
      try {
        server = await startDevServer({ root, port, host: opts.host, baseUrl: opts.baseUrl, locale: opts.locale, strictPort: opts.strictPort, allowedHosts: opts.allowedHost, log });
      } catch (error) {
        if (!(error instanceof PortInUseError)) throw error;
        process.stderr.write(`${error.message}\n`);
        return setExitCode(2);
      }
      const { config } = server.session;
      process.stdout.write(`\ndocsgen serve: ready in ${Math.round(performance.now() - started)} ms\n  Local:  ${server.url}\n`);
      if (!LOOPBACK.has(opts.host)) process.stdout.write(`  Note: bound to ${opts.host}, so other machines on the network can reach this server.\n`);
      process.stdout.write('  Press Ctrl+C to stop.\n\n');
      const watched = `${[...contentRootsOf(config).map((r) => r.dir), config.themeDir, config.staticDir].map((d) => `${d}/`).join(', ')} and ${path.basename(server.session.configFile)}`;
      void server.watching.then(() => log.info(`Watching ${watched} for changes.`));
      if (opts.open) openBrowser(server.url);
      await new Promise<void>((resolve) => {
        const stop = () => void server.close().then(resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
