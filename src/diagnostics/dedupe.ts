import type { Diagnostic } from './diagnostic.js';

export const diagnosticKey = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;

/** The same problem reported twice (two bundles failing on one line) shows once. */
export function dedupe(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => !seen.has(diagnosticKey(d)) && Boolean(seen.add(diagnosticKey(d))));
}
