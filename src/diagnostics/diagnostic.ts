/** A problem in the author's input: data, reported at the end, sorted by file. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Stable rule id, e.g. `frontmatter-yaml`, `mdx-syntax`, `broken-link`. */
  code: string;
  /** Path relative to the site root, posix separators. */
  file: string;
  /** 1-based; 0 when the problem has no position. */
  line: number;
  column: number;
  message: string;
  /** What the author can do about it. */
  hint?: string;
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code);
}

/** Groups diagnostics by file, files in order, positions in order within each file. */
export function groupByFile(diagnostics: readonly Diagnostic[]): Map<string, Diagnostic[]> {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of [...diagnostics].sort(compareDiagnostics)) {
    const list = groups.get(d.file) ?? [];
    list.push(d);
    groups.set(d.file, list);
  }
  return groups;
}
