/**
 * Docusaurus's magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end`,
 * in any of the comment forms it knows (`//`, `/* *\/`, `{/* *\/}`, `#`, `<!-- -->`, `--`, `%`, `;;`).
 * The comment lines are removed and the lines they mark come back highlighted (1-based, after removal).
 */
const DIRECTIVE = /^\s*(?:\/\/|#|--|%|;;|\/\*|\{\s*\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}?|-->)?\s*$/;

export function applyMagicComments(code: string): { code: string; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlighted };
  const kept: string[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === 'highlight-next-line') {
      nextLine = true;
      continue;
    }
    if (directive === 'highlight-start') {
      depth++;
      continue;
    }
    if (directive === 'highlight-end') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    kept.push(line);
    if (nextLine || depth > 0) highlighted.add(kept.length);
    nextLine = false;
  }
  return { code: kept.join('\n'), highlighted };
}
