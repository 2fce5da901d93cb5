import type { ZodIssue } from 'zod';
import { NAVBAR_ITEM_TYPES } from './schema.js';

export interface ConfigIssue {
  /** Key path in `site.config.ts`, e.g. `navbar.items[2].type`. */
  path: string;
  message: string;
  /** What the author can do about it. */
  fix: string;
  /** Where in the user's files, when the problem has a position (a syntax error, a throw). */
  at?: { file: string; line: number; column: number };
}

export function formatKeyPath(path: (string | number)[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${key}` : key), '') || '(root)';
}

/** A value as the author wrote it, short: `"text"`, `42`, `true`, `null`, `a function`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value && typeof value === 'object') return 'an object';
  return String(value);
}

/** Turns zod's issues into one readable line each, with a fix. */
export function toConfigIssues(issues: ZodIssue[], input: unknown): ConfigIssue[] {
  // One line per key: a value that fails its type also fails the refinements behind it.
  const seen = new Set<string>();
  const firstPerKey = issues.filter((issue) => {
    const key = issue.path.join('.');
    if (seen.has(key) && issue.code === 'custom') return false;
    seen.add(key);
    return true;
  });
  return firstPerKey.map((issue) => {
    const path = formatKeyPath(issue.path);
    switch (issue.code) {
      case 'invalid_union_discriminator': {
        const received = issue.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), input);
        return {
          path,
          message: `unknown navbar item type ${describeValue(received)}`,
          fix: `use one of: ${NAVBAR_ITEM_TYPES.join(', ')}`,
        };
      }
      case 'invalid_type':
        return issue.received === 'undefined'
          ? { path, message: 'is required', fix: `add \`${path}\` (${issue.expected})` }
          : { path, message: `expected ${issue.expected}, received ${issue.received}`, fix: `set \`${path}\` to a ${issue.expected}` };
      case 'unrecognized_keys':
        return {
          path,
          message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${k}\``).join(', ')}`,
          fix: 'remove it, or check its spelling against the documented options',
        };
      case 'invalid_enum_value':
        return { path, message: `${describeValue(issue.received)} is not allowed`, fix: `use one of: ${issue.options.map(String).join(', ')}` };
      default:
        return { path, message: issue.message, fix: 'correct the value as described' };
    }
  });
}
