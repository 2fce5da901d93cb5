import type { DataProblem } from './yaml-data.js';

export type JsonData = { data: unknown } | { problem: DataProblem };

/** The line and column (1-based) of a character offset. */
function pointOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** JSON.parse's error for a text, or undefined when it parses. */
function parseError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const positionIn = (message: string): number | undefined => {
  const found = /at position (\d+)/.exec(message);
  return found ? Number(found[1]) : undefined;
};

/** Whether a prefix of a JSON text is only unfinished (or whole), not wrong: its error, if any, is at its end. */
function isSoundPrefix(prefix: string): boolean {
  const message = parseError(prefix);
  if (message === undefined || /Unexpected end of JSON input/.test(message)) return true;
  const at = positionIn(message);
  return at !== undefined && at >= prefix.length;
}

/**
 * Where JSON.parse found the text wrong. V8 names the position for some errors and not others
 * ("Unexpected token '}', ... is not valid JSON"); then the place is found as the shortest prefix
 * that is already wrong (every shorter one is merely unfinished), by halving.
 */
function errorOffset(text: string, message: string): number {
  const named = positionIn(message);
  if (named !== undefined) return named;
  if (/Unexpected end of JSON input/.test(message)) return text.length;
  let sound = 0;
  let wrong = text.length;
  while (wrong - sound > 1) {
    const middle = Math.floor((sound + wrong) / 2);
    if (isSoundPrefix(text.slice(0, middle))) sound = middle;
    else wrong = middle;
  }
  return wrong - 1;
}

/** A JSON data file (`versions.json`, an i18n messages file) read, never thrown: a syntax error is a problem at its place. */
export function parseJsonData(text: string): JsonData {
  const message = parseError(text);
  if (message === undefined) return { data: JSON.parse(text) as unknown };
  // The position is in the diagnostic, and V8's quote of the text around the token is cut mid-line.
  const reason = message.replace(/^(Unexpected token '.+?'),.*$/s, '$1').replace(/ (in JSON )?at position \d+.*$/s, '');
  return { problem: { ...pointOf(text, errorOffset(text, message)), message: `is not valid JSON (${reason})` } };
}
