import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * Limits on what the Markdown parser does in time or memory that grows faster than the page: it
 * matches emphasis delimiters (`*`, `_`) pairwise within a paragraph, and holds several objects per
 * table cell. Measured on this machine, within these limits any page under the size limit compiles
 * in under 2 s and 300 MB (issue 24); real pages stay far below them (the largest in this repository
 * and the Docusaurus fixtures: 108 delimiters in a paragraph, 522 table cells, 376 `[`, 1,074 backtick
 * runs and 116 headings in a page).
 */
export const MAX_EMPHASIS_DELIMITERS_PER_PARAGRAPH = 4000;
export const MAX_EMPHASIS_DELIMITERS_PER_PAGE = 15_000;
export const MAX_TABLE_CELLS_PER_PAGE = 8000;
/** Link and image brackets: `[` without its match is looked for again at every `]`. */
export const MAX_BRACKETS_PER_PARAGRAPH = 2000;
export const MAX_BRACKETS_PER_PAGE = 5000;
/** Backtick runs (two a code span): each span costs several kilobytes through the pipeline (200,000 took 16 s and 1.5 GB). */
export const MAX_BACKTICK_RUNS_PER_PAGE = 20_000;
/** Headings: each one is a table-of-contents entry, an anchor and a search section (60,000 took 8.5 s and 875 MB). */
export const MAX_HEADINGS_PER_PAGE = 2000;
/**
 * MDX expressions (`{…}`, in text or in a JSX attribute): each is parsed to an estree and compiled into the page's
 * module. The native parser's time grows with the square of a paragraph's count (51,000 in one paragraph took 60 s),
 * and a page of 16,000 took 4 s and 520 MB. The most in a real page here: 164 a page, 8 a paragraph.
 */
export const MAX_EXPRESSIONS_PER_PARAGRAPH = 1000;
export const MAX_EXPRESSIONS_PER_PAGE = 5000;
/**
 * JSX elements in a page compiled as MDX: the native parser's memory grows with the square of their number (10,000
 * took 1 GB, 20,000 3.5 GB). The most in a real page here: 840 (a CLI reference).
 */
export const MAX_JSX_ELEMENTS_PER_PAGE = 5000;
/** JSX elements in an `.mdx` page nested deeper than this are an error, as deep lists and quotes are. */
export const MAX_JSX_DEPTH = 100;

/** An opening, closing (`/` first) or self-closing (`/` last) tag on one line. */
const JSX_TAG = /<(\/?)([A-Za-z][^<>]*?)(\/?)>/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const TABLE_DELIMITER_ROW = /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

interface Block {
  /** 1-based line of the block's first line. */
  line: number;
  lines: string[];
}

/** Paragraph-like blocks (runs of non-blank lines) outside fenced code, where the parser matches inline syntax. */
function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let fence: string | undefined;
  let current: Block | undefined;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opener = FENCE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener;
      current = undefined;
      continue;
    }
    if (!line.trim()) {
      current = undefined;
      continue;
    }
    if (!current) blocks.push((current = { line: i + 1, lines: [] }));
    current.lines.push(line);
  }
  return blocks;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Braces that open an MDX expression: not in an inline code span, not escaped. */
const expressionsIn = (text: string) => count(text.replace(/(`+)[^`]*?\1/g, ''), /(?<!\\)\{/g);

function problem(line: number, code: string, message: string, hint: string, file: string): Diagnostic {
  return { severity: 'error', code, file, line, column: 1, message, hint };
}

/** The first limit a page goes over, as one error at the paragraph or table where it does. */
export function inlineLimitProblems(source: string, file: string, mdx = file.endsWith('.mdx')): Diagnostic[] {
  let pageDelimiters = 0;
  let pageCells = 0;
  const emphasisHint = 'Put runs of * or _ in `code` or escape them (\\*), or split the text into paragraphs.';
  let pageBrackets = 0;
  let pageBackticks = 0;
  let pageHeadings = 0;
  let depth = 0;
  let pageExpressions = 0;
  let pageElements = 0;
  const linkHint = 'Split the links over several paragraphs or pages, or escape brackets that are not links (\\[).';
  for (const block of blocksOf(source)) {
    const text = block.lines.join('\n');
    pageBackticks += count(text, /`+/g);
    pageHeadings += count(text, /^ {0,3}#{1,6}(?:[ \t]|$)/gm);
    if (pageBackticks > MAX_BACKTICK_RUNS_PER_PAGE || pageHeadings > MAX_HEADINGS_PER_PAGE) {
      const [code, what, limit] =
        pageHeadings > MAX_HEADINGS_PER_PAGE ? ['too-many-headings', 'headings', MAX_HEADINGS_PER_PAGE] : ['too-many-code-spans', 'backtick runs (`)', MAX_BACKTICK_RUNS_PER_PAGE];
      return [problem(block.line, code, `This page has over ${limit} ${what} by here, the most one page may have.`, 'Split the page into several pages.', file)];
    }
    const brackets = count(text, /\[/g);
    pageBrackets += brackets;
    if (brackets > MAX_BRACKETS_PER_PARAGRAPH || pageBrackets > MAX_BRACKETS_PER_PAGE) {
      const message =
        brackets > MAX_BRACKETS_PER_PARAGRAPH
          ? `This paragraph has ${brackets} link brackets ([); at most ${MAX_BRACKETS_PER_PARAGRAPH} are allowed in one paragraph.`
          : `This page has over ${MAX_BRACKETS_PER_PAGE} link brackets ([) by here, the most one page may have.`;
      return [problem(block.line, 'too-many-links', message, linkHint, file)];
    }
    if (mdx) {
      const expressions = expressionsIn(text);
      pageExpressions += expressions;
      if (expressions > MAX_EXPRESSIONS_PER_PARAGRAPH || pageExpressions > MAX_EXPRESSIONS_PER_PAGE) {
        const message =
          expressions > MAX_EXPRESSIONS_PER_PARAGRAPH
            ? `This paragraph has ${expressions} MDX expressions ({…}); at most ${MAX_EXPRESSIONS_PER_PARAGRAPH} are allowed in one paragraph.`
            : `This page has over ${MAX_EXPRESSIONS_PER_PAGE} MDX expressions ({…}) by here, the most one page may have.`;
        return [problem(block.line, 'too-many-expressions', message, 'Split the page, or escape braces that are text (\\{) or put them in `code`.', file)];
      }
      for (const [i, line] of block.lines.entries()) {
        for (const tag of line.matchAll(JSX_TAG)) {
          if (!tag[1]) pageElements++;
          if (tag[3]) continue; // self-closing
          depth = tag[1] ? Math.max(0, depth - 1) : depth + 1;
          if (depth > MAX_JSX_DEPTH) break;
        }
        if (pageElements > MAX_JSX_ELEMENTS_PER_PAGE) {
          return [
            problem(
              block.line + i,
              'too-many-elements',
              `This page has over ${MAX_JSX_ELEMENTS_PER_PAGE} JSX elements by here, the most one page may have.`,
              'Split the page into several pages.',
              file,
            ),
          ];
        }
        if (depth > MAX_JSX_DEPTH) {
          return [
            problem(
              block.line + i,
              'nesting-too-deep',
              `JSX elements are nested over ${MAX_JSX_DEPTH} levels deep here; at most ${MAX_JSX_DEPTH} are allowed.`,
              'Flatten the nesting: no reader follows a hundred levels.',
              file,
            ),
          ];
        }
      }
    }
    const delimiters = count(text, /[*_]/g);
    if (delimiters > MAX_EMPHASIS_DELIMITERS_PER_PARAGRAPH) {
      return [
        problem(
          block.line,
          'too-many-emphasis-marks',
          `This paragraph has ${delimiters} emphasis marks (* or _); at most ${MAX_EMPHASIS_DELIMITERS_PER_PARAGRAPH} are allowed in one paragraph.`,
          emphasisHint,
          file,
        ),
      ];
    }
    pageDelimiters += delimiters;
    if (pageDelimiters > MAX_EMPHASIS_DELIMITERS_PER_PAGE) {
      return [
        problem(block.line, 'too-many-emphasis-marks', `This page has over ${MAX_EMPHASIS_DELIMITERS_PER_PAGE} emphasis marks (* or _) by here, the most one page may have.`, emphasisHint, file),
      ];
    }
    const delimiterRow = block.lines.findIndex((l) => l.includes('|') && TABLE_DELIMITER_ROW.test(l));
    if (delimiterRow < 0) continue;
    pageCells += block.lines.slice(delimiterRow - 1).reduce((n, l) => n + Math.max(1, count(l.trim().replace(/^\||\|$/g, ''), /\|/g) + 1), 0);
    if (pageCells > MAX_TABLE_CELLS_PER_PAGE) {
      return [
        problem(
          block.line + Math.max(0, delimiterRow - 1),
          'too-many-table-cells',
          `This page has over ${MAX_TABLE_CELLS_PER_PAGE} table cells by the end of this table, the most one page may have.`,
          'Split the table over several pages, or publish the data as a file (CSV) and link to it.',
          file,
        ),
      ];
    }
  }
  return [];
}
