/**
 * Line and column of a top-level frontmatter key (or of `value` within it, e.g. one alias), 1-based
 * and counting the opening `---`, so whole-site checks can point at the line that set a URL.
 */
export function frontmatterPosition(source: string, key: string, value?: string): { line: number; column: number } | undefined {
  const lines = source.split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0] ?? '')) return undefined;
  let keyLine = -1;
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) {
    const line = lines[i]!;
    if (keyLine < 0 && line.startsWith(`${key}:`)) {
      keyLine = i;
      if (value === undefined) return { line: i + 1, column: 1 };
    }
    if (keyLine >= 0 && value !== undefined) {
      const at = line.indexOf(value);
      const nested = i === keyLine || /^[\s-]/.test(line);
      if (at >= 0 && nested) return { line: i + 1, column: at + 1 };
      if (!nested) break;
    }
  }
  return keyLine >= 0 ? { line: keyLine + 1, column: 1 } : undefined;
}
