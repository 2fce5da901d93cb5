import type { Diagnostic } from './diagnostic.js';

/**
 * `--strict` as a view of the problems: warnings shown as errors in a new list. The problems
 * themselves are never rewritten, so the session (and a later check in the same process) still
 * holds what each stage reported.
 */
export function strictView(problems: readonly Diagnostic[]): Diagnostic[] {
  return problems.map((d) => (d.severity === 'error' ? d : { ...d, severity: 'error' }));
}
