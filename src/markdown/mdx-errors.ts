import type { Diagnostic } from '../diagnostics/diagnostic.js';

interface PositionedError {
  reason?: string;
  message?: string;
  line?: number;
  column?: number;
  ruleId?: string;
  source?: string;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

/** Rewrites MDX parser messages into what an author can act on. */
function hintFor(reason: string): string {
  if (/closing tag|Expected a closing tag|end of file/i.test(reason)) return 'Close the tag (`</Name>`) or make it self-closing (`<Name />`); tags must nest properly.';
  if (/acorn|expression|Unexpected character/i.test(reason))
    return 'In MDX, `{` starts a JavaScript expression and `<` a JSX tag. Write `\\{` or `\\<` for the literal characters, put them in `code`, or rename the file to `.md`.';
  if (/import|export/i.test(reason)) return 'Check the import/export statement syntax at the top of the file.';
  return 'Fix the MDX syntax at this position.';
}

export function mdxErrorToDiagnostic(error: unknown, file: string): Diagnostic {
  const e = (error ?? {}) as PositionedError;
  const reason = e.reason ?? e.message ?? String(error);
  // Some MDX messages carry their position only in the text, as `(7:1-7:7)`.
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (inText ? Number(inText[1]) : 1);
  const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (inText ? Number(inText[2]) : 1);
  return {
    severity: 'error',
    code: e.ruleId ? `mdx-${e.ruleId}` : 'mdx-syntax',
    file,
    line,
    column,
    message: `MDX syntax error: ${reason.split('\n')[0]!.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, '')}`,
    hint: hintFor(reason),
  };
}
