import { codeFrame } from './code-frame.js';
import { groupByFile, type Diagnostic } from './diagnostic.js';

export interface FormatOptions {
  /** Source text by file, for code frames. Files missing here get no frame. */
  sources?: ReadonlyMap<string, string>;
  color?: boolean;
}

const paint = (on: boolean, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Terminal rendering: grouped per file, `file:line:column`, the message, a code frame for errors, and the hint. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: FormatOptions = {}): string {
  const color = options.color ?? false;
  const blocks: string[] = [];
  for (const [file, list] of groupByFile(diagnostics)) {
    const errors = list.filter((d) => d.severity === 'error').length;
    const warnings = list.length - errors;
    const counts = [errors && `${errors} error${errors > 1 ? 's' : ''}`, warnings && `${warnings} warning${warnings > 1 ? 's' : ''}`].filter(Boolean).join(', ');
    const lines = [paint(color, '1', `${file}`) + ` (${counts})`];
    for (const d of list) {
      const where = d.line > 0 ? `${file}:${d.line}:${d.column}` : file;
      const label = d.severity === 'error' ? paint(color, '31', 'error') : paint(color, '33', 'warning');
      lines.push(`  ${label} ${where} ${d.message} [${d.code}]`);
      const source = options.sources?.get(file);
      if (source && d.severity === 'error' && d.line > 0) lines.push(indent(codeFrame(source, d.line, d.column), 4));
      if (d.hint) lines.push(`    ${paint(color, '36', 'hint:')} ${d.hint}`);
    }
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

function indent(text: string, n: number): string {
  return text
    .split('\n')
    .map((l) => ' '.repeat(n) + l)
    .join('\n');
}
