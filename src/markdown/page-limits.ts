import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { inlineLimitProblems } from './inline-limits.js';

/** Blockquotes and lists nested deeper than this are an error: the tree walks recurse once per level. */
export const MAX_NESTING = 100;
/** Default largest page (bytes of Markdown): a bigger one is an error, not a build that takes minutes and gigabytes. */
export const DEFAULT_MAX_PAGE_BYTES = 1024 * 1024;

/** How deep one line nests: `>` markers, list markers and indentation (two columns a level). */
function depthOf(line: string): number {
  const prefix = /^[\s>]*/.exec(line)![0];
  const quotes = prefix.split('>').length - 1;
  const indent = prefix.replace(/>/g, '').replace(/\t/g, '    ').length;
  const rest = line.slice(prefix.length);
  const markers =
    /^((?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$))+/
      .exec(rest)?.[0]
      .trim()
      .split(/[ \t]+/).length ?? 0;
  return quotes + Math.floor(indent / 2) + markers;
}

/**
 * Checks made before parsing: a page over the size limit, nesting deeper than the parser's tree
 * walks can go without overflowing the stack, and inline syntax the parser's time or memory grows
 * faster than the page with (`inline-limits.ts`). Each is one located error instead of a crash or a
 * compile that takes minutes and gigabytes.
 */
export function pageLimitProblems(source: string, file: string, maxBytes: number, mdx = file.endsWith('.mdx')): Diagnostic[] {
  const bytes = Buffer.byteLength(source);
  if (bytes > maxBytes) {
    const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
    return [
      {
        severity: 'error',
        code: 'page-too-large',
        file,
        line: 1,
        column: 1,
        message: `This page is ${mb(bytes)}, over the limit of ${mb(maxBytes)} a page may have.`,
        hint: 'Split it into several pages, or raise markdown.maxPageBytes in the config.',
      },
    ];
  }
  const lines = source.split('\n');
  const nesting = nestingProblems(lines, file);
  return nesting.length ? nesting : inlineLimitProblems(source, file, mdx);
}

function nestingProblems(lines: readonly string[], file: string): Diagnostic[] {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.length < MAX_NESTING) continue; // a line shorter than the limit cannot nest past it
    const depth = depthOf(line);
    if (depth > MAX_NESTING) {
      return [
        {
          severity: 'error',
          code: 'nesting-too-deep',
          file,
          line: i + 1,
          column: 1,
          message: `Blockquotes or lists are nested ${depth} levels deep here; at most ${MAX_NESTING} are allowed.`,
          hint: 'Flatten the nesting: no reader follows a hundred levels.',
        },
      ];
    }
  }
  return [];
}
