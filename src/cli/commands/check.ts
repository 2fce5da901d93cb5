import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { enterSiteRoot } from '../site-root.js';
import type { Command } from 'commander';
import { compareDiagnostics, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { printDiagnostics } from '../report.js';

/** `docsgen check --json FILE`: the machine-readable report, stable for CI tools. */
export interface CheckReport {
  version: 1;
  /** True when nothing is broken: no errors and no warnings. */
  ok: boolean;
  /** Routes in the route table. */
  pages: number;
  counts: { errors: number; warnings: number; byCode: Record<string, number> };
  /** Sorted by file, then position. `line` 0 means the problem has no position. */
  diagnostics: Diagnostic[];
}

export function checkReport(pages: number, diagnostics: readonly Diagnostic[]): CheckReport {
  const sorted = [...diagnostics].sort(compareDiagnostics);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const byCode: Record<string, number> = {};
  for (const d of sorted) byCode[d.code] = (byCode[d.code] ?? 0) + 1;
  return { version: 1, ok: sorted.length === 0, pages, counts: { errors, warnings: sorted.length - errors, byCode }, diagnostics: sorted };
}

interface CheckOptions {
  json?: string;
  strict?: boolean;
  baseUrl?: string;
}

/**
 * `docsgen check [dir] [--json FILE]`: the build's validation (content errors, broken links and
 * anchors, duplicate routes) without rendering or writing the site. Exits 1 when anything is broken.
 */
export function registerCheckCommand(program: Command, setExitCode: (code: 0 | 1) => void): void {
  program
    .command('check')
    .description('Validate the site (content errors, broken links and anchors, duplicate routes) without building it.')
    .argument('[dir]', 'site root (default: the current folder)')
    .option('--json <file>', 'also write a machine-readable report to this file')
    .option('--strict', 'report warnings as errors')
    .option('--base-url <path>', 'path the site is served under, e.g. /docs/')
    .action(async (dir: string | undefined, opts: CheckOptions) => {
      const started = performance.now();
      const root = path.resolve(dir ?? process.cwd());
      const jsonFile = opts.json && path.resolve(process.cwd(), opts.json);
      enterSiteRoot(root);
      const { analyseSite, themeFailureReport, ThemeFailure } = await import('../../pipeline/build-site.js');
      let checked: { pages: number; diagnostics: Diagnostic[]; sources: Map<string, string> };
      try {
        const { session, diagnostics, sources } = await analyseSite({ root, baseUrl: opts.baseUrl, strict: opts.strict, mode: 'production' });
        checked = { pages: session.site.routes.size, diagnostics, sources };
        await session.close();
      } catch (error) {
        // A theme that does not compile is a located problem of the site, as in the build: no route is checked.
        if (!(error instanceof ThemeFailure)) throw error;
        checked = { pages: 0, ...(await themeFailureReport(error, root)) };
      }
      const { diagnostics, sources } = checked;
      printDiagnostics(diagnostics, sources);
      const report = checkReport(checked.pages, diagnostics);
      if (opts.json) {
        const file = jsonFile!;
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
      }
      const { errors, warnings } = report.counts;
      const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
      const verdict = report.ok ? 'Checked' : 'Check failed';
      process.stdout.write(
        `${verdict}: ${plural(report.pages, 'route')}, ${plural(warnings, 'warning')}, ${plural(errors, 'error')} in ${((performance.now() - started) / 1000).toFixed(2)}s${opts.json ? ` (report: ${opts.json})` : ''}\n`,
      );
      setExitCode(report.ok ? 0 : 1);
    });
}
