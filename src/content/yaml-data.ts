import { parseDocument } from 'yaml';

/** Where a data file (YAML or JSON) went wrong, in its own lines (1-based), and why. */
export interface DataProblem {
  line: number;
  column: number;
  message: string;
}

export type YamlData = { data: unknown } | { problem: DataProblem };

/** Alias uses one data file may expand: enough for any real file, far too few for an alias bomb. */
export const MAX_ALIAS_COUNT = 100;

/** The line and column of a character offset in `text`. */
function pointOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The first line of a `yaml` error, without the position it repeats (the diagnostic carries it). */
function reasonOf(message: string): string {
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * A YAML data file (`authors.yml`, `tags.yml`) read as Docusaurus reads it, but never thrown: a
 * syntax error (an unclosed quote, a duplicate key, a tab), an alias to no anchor and an alias bomb
 * are each a problem at their place, so the caller can name the file.
 */
export function parseYamlData(text: string): YamlData {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const pos = error.linePos?.[0];
    return { problem: { line: pos?.line ?? 1, column: pos?.col ?? 1, message: reasonOf(error.message) } };
  }
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? undefined };
  } catch (thrown) {
    // Aliases expand only here, so the error has no position: placed at the first alias.
    const at = pointOf(text, text.search(/\*[^\s,\]}]/));
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    const bomb = /alias count|resource exhaustion/i.test(message);
    return { problem: { ...at, message: bomb ? `its aliases expand to too many values (more than ${MAX_ALIAS_COUNT} alias uses)` : reasonOf(message) } };
  }
}
