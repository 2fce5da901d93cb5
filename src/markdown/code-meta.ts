/** The options a fenced code block carries after its language: ```ts title="a.ts" {1,3-5} showLineNumbers */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** First line number when `showLineNumbers=5`. */
  startLine: number;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), showLineNumbers: false, startLine: 1 };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const rest = meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '');
  const ranges = /\{([\d,\s-]+)\}/.exec(rest);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      for (let n = a; n <= (b ?? a); n++) result.highlightLines.add(n);
    }
  }
  const numbers = /showLineNumbers(?:=(\d+))?/.exec(rest);
  if (numbers) {
    result.showLineNumbers = true;
    if (numbers[1]) result.startLine = Number(numbers[1]);
  }
  return result;
}
