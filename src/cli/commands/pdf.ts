import path from 'node:path';
import type { Command } from 'commander';
import { printDiagnostics, progressReporter } from '../report.js';
import { enterSiteRoot } from '../site-root.js';

interface PdfCommandOptions {
  out?: string;
  version?: string;
  locale?: string;
  browser?: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `docsgen pdf [dir] [--out FILE] [--version V] [--locale L] [--browser PATH]`: the site built as
 * `docsgen build` builds it (into a temporary folder), then printed as one PDF book per docs version
 * and locale, with the machine's Chromium or Chrome.
 */
export function registerPdfCommand(program: Command, setExitCode: (code: 0 | 1 | 2) => void): void {
  program
    .command('pdf')
    .description('Print the docs as PDF books (one per version and locale): cover, contents, bookmarks, links inside the book.')
    .argument('[dir]', 'site root (default: the current folder)')
    .option('--out <file>', 'the PDF to write (default: the site title, e.g. tessera.pdf; with several books, each gets -<version>-<locale>)')
    .option('--version <name>', 'only this docs version (its name or label)')
    .option('--locale <code>', 'only this locale')
    .option('--browser <path>', 'the Chromium or Chrome to print with (default: /usr/bin/chromium, else chromium or google-chrome on PATH)')
    .action(async (dir: string | undefined, opts: PdfCommandOptions) => {
      const root = path.resolve(dir ?? process.cwd());
      // Paths the user typed are from where they are; the build then runs in the site root.
      const out = opts.out && path.resolve(opts.out);
      const browser = opts.browser && path.resolve(opts.browser);
      const cwd = process.cwd();
      enterSiteRoot(root);
      const progress = progressReporter();
      const { makePdfs } = await import('../../pdf/make-pdf.js');
      const result = await makePdfs({
        root,
        out,
        version: opts.version,
        locale: opts.locale,
        browser,
        cwd,
        onProgress: progress.update,
        onWritten: (w) => {
          progress.clear();
          const name = path.relative(cwd, w.file) || w.file;
          process.stdout.write(
            `Wrote ${name}: ${w.pages} PDF pages from ${w.docs} docs pages, ${w.bookmarks} bookmarks, ${megabytes(w.bytes)} in ${(w.durationMs / 1000).toFixed(1)}s (${w.version}, ${w.locale})\n`,
          );
        },
      });
      progress.clear();
      if (result.ok) return setExitCode(0);
      if ('usage' in result) {
        process.stderr.write(`${result.usage}\n`);
        return setExitCode(2);
      }
      printDiagnostics(result.build.diagnostics, result.build.sources);
      if (result.build.outputError) process.stderr.write(`docsgen: ${result.build.outputError}\n`);
      process.stderr.write('No PDF was written: fix the errors above first.\n');
      setExitCode(1);
    });
}
