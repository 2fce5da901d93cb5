/**
 * Reading a function reference page: its id, its `## ` sections, the names in its Inputs table and
 * the error codes it names. Shared by the style check and the error-code tables generator.
 */
import type { Page } from './site-content.js';

/** "fails with `CODE`": the one way a function page names an error. */
export const FAILS_WITH = /\bfails? with `([^`]+)`/g;

export function functionIdOf(page: Page): string {
  return String(page.frontmatter.sidebar_label ?? page.route.split('/').pop());
}

/** The body of a `## Name` section of a page's source, up to the next h2. */
export function sectionOf(source: string, name: string): { body: string; line: number } | undefined {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${name}`);
  if (start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end < 0) end = lines.length;
  return { body: lines.slice(start + 1, end).join('\n'), line: start + 1 };
}

/** The rows of the first table in a section, as trimmed cells, with their line numbers. */
export function firstTable(section: { body: string; line: number }): { header: string; rows: { cells: string[]; line: number }[] } | undefined {
  const lines = section.body.split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  if (first < 0) return undefined;
  const rows: { cells: string[]; line: number }[] = [];
  for (let i = first + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push({ cells: lines[i]!.replace(/^\||\|$/g, '').split('|').map((c) => c.trim()), line: section.line + i + 1 });
  }
  return { header: lines[first]!.trim(), rows };
}

export function inputNamesOf(page: Page): string[] {
  const inputs = sectionOf(page.source, 'Inputs');
  return inputs ? (firstTable(inputs)?.rows.map((r) => r.cells[0]!) ?? []) : [];
}

/** Every code a function page names, with the line it is named on and that line's text. */
export function errorCodesOf(page: Page): { code: string; line: number; text: string }[] {
  return page.source.split('\n').flatMap((text, i) => [...text.matchAll(FAILS_WITH)].map((m) => ({ code: m[1]!, line: i + 1, text })));
}
