import path from 'node:path';
import type { Message } from 'esbuild';
import { ConfigError } from '../config/config-error.js';
import { codeFrame } from '../diagnostics/code-frame.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DevError } from '../shared/dev-messages.js';

const toPosix = (p: string) => p.split(path.sep).join('/');

/** A file as diagnostics name it: relative to the site root, or absolute when outside it (the engine's own client code). */
export function displayPath(root: string, file: string): string {
  const rel = path.relative(root, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? toPosix(file) : toPosix(rel);
}

/** The overlay's view of a diagnostic: the same data as the terminal's, with the code frame as text. */
export function toDevError(d: Diagnostic, source: string | undefined): DevError {
  return {
    file: d.file,
    line: d.line,
    column: d.column,
    code: d.code,
    message: d.message,
    hint: d.hint,
    frame: source && d.line > 0 ? codeFrame(source, d.line, d.column) : '',
  };
}

function isEsbuildFailure(error: unknown): error is Error & { errors: Message[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

/**
 * A theme or client bundle that fails to compile, as diagnostics: esbuild's messages carry the
 * file, line, 0-based column and line text; anything else (a module that throws on import, a
 * missing `App` export) is blamed on the theme entry.
 */
export function bundleErrorToDiagnostics(error: unknown, input: { root: string; entry: string; stage: string }): Diagnostic[] {
  if (isEsbuildFailure(error) && error.errors.length) {
    return error.errors.map((m): Diagnostic => {
      const file = displayPath(input.root, m.location ? path.resolve(m.location.file) : input.entry);
      return {
        severity: 'error',
        code: `${input.stage}-compile`,
        file,
        line: m.location?.line ?? 0,
        column: (m.location?.column ?? 0) + 1,
        message: `${m.text}${m.pluginName ? ` (${m.pluginName})` : ''}`,
        hint: m.notes[0]?.text ?? `Fix the ${input.stage} code; the page keeps its last good version meanwhile.`,
      };
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return [
    {
      severity: 'error',
      code: `${input.stage}-load`,
      file: displayPath(input.root, input.entry),
      line: 0,
      column: 0,
      message: `The ${input.stage} failed to load: ${message.split('\n')[0]}`,
      hint: `Fix the ${input.stage} code; the page keeps its last good version meanwhile.`,
    },
  ];
}

/** A config that no longer loads or validates, one diagnostic per issue, blamed on the config file. */
export function configErrorToDiagnostics(error: unknown, input: { root: string; configFile: string }): Diagnostic[] {
  const file = toPosix(path.relative(input.root, input.configFile));
  if (error instanceof ConfigError) {
    // A problem with a position (a syntax error, a throw) is placed in the file it names; a refused value at the config's key path.
    return error.issues.map((issue): Diagnostic => ({
      severity: 'error',
      code: 'config',
      file: issue.at ? toPosix(path.relative(input.root, issue.at.file)) : file,
      line: issue.at?.line ?? 0,
      column: issue.at?.column ?? 0,
      message: `${issue.path}: ${issue.message}`,
      hint: `${issue.fix}. The server keeps the previous config until this is fixed.`,
    }));
  }
  return [
    { severity: 'error', code: 'config', file, line: 0, column: 0, message: error instanceof Error ? error.message : String(error), hint: 'The server keeps the previous config until this is fixed.' },
  ];
}
