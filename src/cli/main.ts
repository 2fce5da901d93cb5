import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { writeFile } from 'node:fs/promises';
import { ConfigError } from '../config/config-error.js';
import { OutputPlaceError } from '../output/output-errors.js';
import { ShardMismatch } from '../pipeline/shard-manifest.js';
import type { BuildResult } from '../pipeline/build-site.js';
import { ENGINE_PACKAGE_JSON } from '../engine/engine-paths.js';
import { printDiagnostics, progressReporter, summaryLine } from './report.js';
import { enterSiteRoot } from './site-root.js';
import { registerCheckCommand } from './commands/check.js';
import { registerIndexCommand } from './commands/index.js';
import { registerMcpCommand } from './commands/mcp.js';
import { registerPdfCommand } from './commands/pdf.js';
import { registerServeCommand } from './commands/serve.js';

const pkg = JSON.parse(readFileSync(ENGINE_PACKAGE_JSON, 'utf8')) as { version: string };

/** Exit codes: 0 success (warnings allowed), 1 content or build errors, 2 bad usage or bad config. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

function rootOf(dir: string | undefined): string {
  return path.resolve(dir ?? process.cwd());
}

export async function main(argv: string[]): Promise<number> {
  let code: number = EXIT.ok;
  const program = new Command('docsgen')
    .description('Build, serve and check a documentation site.')
    .version(pkg.version, '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  program
    .command('build')
    .description('Build the static site into the output folder.')
    .argument('[dir]', 'site root (default: the current folder)')
    .option('--out-dir <dir>', 'output folder (default: build; with --shard, build.shard-K-of-N)')
    .option('--base-url <path>', 'path the site is served under, e.g. /docs/')
    .option('--strict', 'treat warnings (broken links, anchors, duplicate routes) as errors')
    .option('--shard <K/N>', 'render only the K-th of N shares of the pages into its own folder, for `docsgen merge`')
    .option('--cache-dir <dir>', 'folder of the caches kept between builds, which CI can persist (default: .docsgen/cache)')
    .option('--locale <code...>', 'build only these locales (default: every locale of the config; each but the default into its folder, e.g. fr/)')
    .option('--profile [format]', "print where the time and memory went: per stage, the slowest pages, cache hits ('json' with --profile-file)")
    .option('--profile-file <file>', 'write the --profile=json report to this file')
    .action(async (dir: string | undefined, opts: BuildCommandOptions) => {
      const progress = progressReporter();
      const root = rootOf(dir);
      // Paths the user typed are theirs, from where they are; the build then runs in the site root.
      const profileFile = opts.profileFile && path.resolve(opts.profileFile);
      const cacheDir = opts.cacheDir && path.resolve(opts.cacheDir);
      enterSiteRoot(root);
      const options = { root, outDir: opts.outDir, baseUrl: opts.baseUrl, strict: opts.strict, cacheDir, locales: opts.locale, onProgress: progress.update };
      let result: BuildResult;
      if (opts.shard !== undefined) {
        const { parseShardSpec } = await import('../pipeline/shard-plan.js');
        const shard = parseShardSpec(opts.shard);
        if ('error' in shard) throw new UsageError(shard.error);
        const { buildShard } = await import('../pipeline/build-shard.js');
        result = await buildShard({ ...options, shard });
      } else {
        const { chooseRenderBackend } = await import('../docusaurus-native/backend.js');
        const backend = chooseRenderBackend(root);
        if (backend.kind === 'docusaurus') {
          const { buildDocusaurusNative } = await import('../docusaurus-native/build-native.js');
          result = await buildDocusaurusNative({ root, outDir: opts.outDir, core: backend.core });
        } else {
          if (backend.reason) process.stderr.write(`${backend.reason}\n`);
          const { buildSite } = await import('../pipeline/build-site.js');
          result = await buildSite(options);
        }
      }
      progress.clear();
      code = await reportBuild(result, opts.shard === undefined ? 'Built' : `Built shard ${opts.shard}`);
      if (opts.profile) await writeProfile(result, opts.profile, profileFile);
    });

  program
    .command('merge')
    .description('Make the site from the folders `docsgen build --shard K/N` wrote, and commit it as a build does.')
    .argument('<shards...>', 'the shard folders, one per share')
    .option('--root <dir>', 'site root (default: the current folder)')
    .option('--out-dir <dir>', 'output folder (default: build)')
    .option('--base-url <path>', 'path the site is served under, as the shards were built with')
    .option('--strict', 'treat warnings (broken links, anchors, duplicate routes) as errors')
    .option('--cache-dir <dir>', 'folder of the caches kept between builds (default: .docsgen/cache)')
    .action(async (shardDirs: string[], opts: { root?: string; outDir?: string; baseUrl?: string; strict?: boolean; cacheDir?: string }) => {
      const progress = progressReporter();
      const { mergeShards } = await import('../pipeline/merge-shards.js');
      const root = rootOf(opts.root);
      const shards = shardDirs.map((d) => path.resolve(d));
      const cacheDir = opts.cacheDir && path.resolve(opts.cacheDir);
      enterSiteRoot(root);
      const result = await mergeShards({ root, outDir: opts.outDir, baseUrl: opts.baseUrl, strict: opts.strict, cacheDir, onProgress: progress.update, shardDirs: shards });
      progress.clear();
      code = await reportBuild(result, `Merged ${shardDirs.length} shard${shardDirs.length === 1 ? '' : 's'}`);
    });

  program
    .command('preview')
    .description('Serve the built site as a static host would.')
    .argument('[dir]', 'site root (default: the current folder)')
    .option('--out-dir <dir>', 'built folder to serve (default: build)')
    .option('--port <port>', 'port', '4173')
    .option('--host <host>', 'host to bind', '127.0.0.1')
    .option('--base-url <path>', 'base URL the site was built with')
    .option('--allowed-host <name...>', 'host names to answer besides localhost and IP addresses')
    .action(async (dir: string | undefined, opts: { outDir?: string; port: string; host: string; baseUrl?: string; allowedHost?: string[] }) => {
      const root = rootOf(dir);
      const [{ startPreviewServer }, { recoverOutput }, { realOutDir }] = await Promise.all([
        import('../server/preview-server.js'),
        import('../output/swap-journal.js'),
        import('../output/out-dir-guard.js'),
      ]);
      const outDir = path.resolve(root, opts.outDir ?? 'build');
      // A build killed between its two renames left no output folder: the journal puts it back before serving.
      await recoverOutput(await realOutDir(outDir));
      const server = await startPreviewServer({
        root: outDir,
        port: Number(opts.port),
        host: opts.host,
        baseUrl: opts.baseUrl ?? '/',
        allowedHosts: opts.allowedHost,
      });
      process.stdout.write(`Serving ${path.relative(process.cwd(), server.root) || '.'} at ${server.url}\n`);
      await new Promise<void>((resolve) => {
        const stop = () => void server.close().then(resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  registerServeCommand(program, (c) => (code = c));
  registerCheckCommand(program, (c) => (code = c));
  registerIndexCommand(program, (c) => (code = c));
  registerMcpCommand(program, (c) => (code = c));
  registerPdfCommand(program, (c) => (code = c));

  try {
    await program.parseAsync(argv);
    return code;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (error instanceof ShardMismatch) {
      process.stderr.write(`docsgen merge: ${error.message}\nThe previous output was left unchanged.\n`);
      return EXIT.content;
    }
    if (error instanceof ConfigError || error instanceof OutputPlaceError || error instanceof UsageError) {
      process.stderr.write(`${error.message}\n`);
      return EXIT.usage;
    }
    process.stderr.write(`docsgen: internal error: ${formatCauses(error)}\n`);
    return EXIT.content;
  }
}

interface BuildCommandOptions {
  outDir?: string;
  locale?: string[];
  baseUrl?: string;
  strict?: boolean;
  shard?: string;
  cacheDir?: string;
  profile?: boolean | string;
  profileFile?: string;
}

/** Bad arguments that commander cannot see (a `--shard` that is not K/N): printed as they are, exit 2. */
class UsageError extends Error {}

/** Prints a build's problems and summary; returns its exit code. */
async function reportBuild(result: BuildResult, verb: string): Promise<number> {
  printDiagnostics(result.diagnostics, result.sources);
  if (result.outputError) process.stderr.write(`docsgen: ${result.outputError}\n`);
  if (!result.ok) process.stderr.write('The previous output was left unchanged.\n');
  for (const note of result.notes ?? []) process.stdout.write(`${note}\n`);
  process.stdout.write(`${summaryLine({ pages: result.pages, diagnostics: result.diagnostics, durationMs: result.durationMs, outputError: result.outputError }).replace(/^Built/, verb)}\n`);
  return result.ok ? EXIT.ok : EXIT.content;
}

/** `--profile` prints the table; `--profile json` (or `--profile=json`) writes JSON to `--profile-file` or stdout. */
async function writeProfile(result: BuildResult, format: boolean | string, file: string | undefined): Promise<void> {
  const [{ profileReport, formatProfile }, { buildTimer }] = await Promise.all([import('./profile-report.js'), import('../pipeline/phase-timer.js')]);
  const report = profileReport(result, buildTimer.list());
  if (format === 'json' || file) {
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (file) await writeFile(path.resolve(file), json);
    else process.stdout.write(json);
    if (format === 'json') return;
  }
  process.stdout.write(formatProfile(report));
}

/** Internal failures print their cause chain, numbered, so the failing stage and input are visible. */
function formatCauses(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let i = 1; current && i < 10; i++) {
    lines.push(`${i}. ${current instanceof Error ? (current.stack ?? current.message) : String(current)}`);
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join('\n');
}

export { Option };
