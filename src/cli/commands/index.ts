import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { printDiagnostics } from '../report.js';

interface IndexOptions {
  out?: string;
  push?: boolean;
  baseUrl?: string;
}

/** Where `docsgen index` writes the records unless told otherwise (inside the site's cache folder, not its output). */
export const DEFAULT_RECORDS_FILE = path.join('.docsgen', 'search', 'records.json');

/**
 * `docsgen index [dir] [--out FILE] [--push]`: the search records of every page, in the DocSearch
 * schema, written as JSON; with `--push`, also sent to the Algolia index named in the config,
 * with the admin key from `ALGOLIA_ADMIN_API_KEY` (read here only, never written anywhere).
 */
export function registerIndexCommand(program: Command, setExitCode: (code: 0 | 1 | 2) => void): void {
  program
    .command('index')
    .description('Write the search records (DocSearch schema) as JSON; --push sends them to the configured Algolia index.')
    .argument('[dir]', 'site root (default: the current folder)')
    .option('--out <file>', `records file (default: ${DEFAULT_RECORDS_FILE} in the site root)`)
    .option('--push', 'send the records to Algolia (needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY)')
    .option('--base-url <path>', 'path the site is served under, e.g. /docs/')
    .action(async (dir: string | undefined, opts: IndexOptions) => {
      const root = path.resolve(dir ?? process.cwd());
      const appId = process.env.ALGOLIA_APP_ID;
      const adminKey = process.env.ALGOLIA_ADMIN_API_KEY;
      if (opts.push && (!appId || !adminKey)) {
        const missing = [!appId && 'ALGOLIA_APP_ID', !adminKey && 'ALGOLIA_ADMIN_API_KEY'].filter(Boolean).join(' and ');
        process.stderr.write(
          `docsgen index --push: ${missing} ${missing.includes(' and ') ? 'are' : 'is'} not set.\n` +
            '  Set ALGOLIA_APP_ID to your Algolia application id and ALGOLIA_ADMIN_API_KEY to a key allowed to write the index\n' +
            '  (the admin key is only sent to Algolia; it is never written to the output). Without --push, `docsgen index` writes the records only.\n',
        );
        return setExitCode(2);
      }
      const started = performance.now();
      const { analyseSite } = await import('../../pipeline/build-site.js');
      const { session, diagnostics, sources } = await analyseSite({ root, baseUrl: opts.baseUrl, mode: 'production' });
      const { site, config } = session;
      await session.close();
      if (diagnostics.some((d) => d.severity === 'error')) {
        printDiagnostics(diagnostics, sources);
        process.stderr.write('No records were written: fix the errors above first.\n');
        return setExitCode(1);
      }
      const { collectSiteRecords } = await import('../../search-index/site-records.js');
      const records = await collectSiteRecords({ site, readDoc: session.readDoc });
      const file = path.resolve(opts.out ? process.cwd() : root, opts.out ?? DEFAULT_RECORDS_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(records)}\n`);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      process.stdout.write(`Indexed: ${records.length} records from ${site.docs.size} pages in ${seconds}s → ${path.relative(process.cwd(), file) || file}\n`);
      if (!opts.push || !appId || !adminKey) return setExitCode(0);
      if (!config.algolia) {
        process.stderr.write(`docsgen index --push: the config has no \`algolia\` section. Add algolia: { appId, apiKey (the search-only key), indexName } to site.config.ts.\n`);
        return setExitCode(2);
      }
      const { pushRecords } = await import('../../search-index/algolia-push.js');
      const pushed = await pushRecords({ appId, adminKey, indexName: config.algolia.indexName, records });
      process.stdout.write(`Pushed: ${pushed.records} records to the Algolia index "${pushed.indexName}" of application ${appId}.\n`);
      setExitCode(0);
    });
}
