import { formatDiagnostics } from '../diagnostics/format-diagnostics.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

export interface Summary {
  pages: number;
  diagnostics: readonly Diagnostic[];
  durationMs: number;
  /** Why the output could not be written (disk full, read-only): an error of the build, though no file of the site is at fault. */
  outputError?: string;
}

/** The one line every build ends with: its errors are the diagnostics' and a failed write's, so a build that failed never says "0 errors". */
export function summaryLine({ pages, diagnostics, durationMs, outputError }: Summary): string {
  const reported = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - reported;
  const errors = reported + (outputError === undefined ? 0 : 1);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${errors ? 'Build failed' : 'Built'}: ${plural(pages, 'page')}, ${plural(warnings, 'warning')}, ${plural(errors, 'error')} in ${(durationMs / 1000).toFixed(2)}s`;
}

export function printDiagnostics(diagnostics: readonly Diagnostic[], sources: ReadonlyMap<string, string>, stream: NodeJS.WriteStream = process.stderr): void {
  if (!diagnostics.length) return;
  stream.write(`${formatDiagnostics(diagnostics, { sources, color: stream.isTTY && !process.env.NO_COLOR })}\n\n`);
}

/** A single self-overwriting progress line on terminals; silent elsewhere (CI logs stay clean). */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr): { update: (phase: string, done: number, total: number) => void; clear: () => void } {
  if (!stream.isTTY) return { update: () => {}, clear: () => {} };
  let last = 0;
  return {
    update(phase, done, total) {
      const now = Date.now();
      if (now - last < 80 && done !== total) return;
      last = now;
      stream.write(`\r\x1b[2K${phase} ${done}/${total}`);
    },
    clear() {
      stream.write('\r\x1b[2K');
    },
  };
}
