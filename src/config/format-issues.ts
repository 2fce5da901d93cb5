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

/** Examples by key name: what a working value looks like. */
const EXAMPLES: Record<string, string> = {
  title: '"Tessera Docs"',
  tagline: '"Build apps without code"',
  url: '"https://docs.example.com"',
  baseUrl: '"/docs/"',
  routeBasePath: '"/docs/"',
  to: '"/guides/" (a page of this site) or "https://github.com/org/repo"',
  href: '"https://github.com/org/repo"',
  label: '"Guides"',
  position: '"left"',
  type: '"link"',
  defaultMode: '"dark"',
  style: '"dark"',
  items: '[{ label: "Guides", to: "/guides/" }]',
  links: '[{ title: "Docs", items: [{ label: "Guides", to: "/guides/" }] }]',
  copyright: '"Copyright © 2026 Example"',
  favicon: '"img/favicon.ico"',
  contentDir: '"content"',
  staticDir: '"static"',
  themeDir: '"theme"',
  outDir: '"build"',
  onBrokenLinks: '"warn"',
  onBrokenAnchors: '"warn"',
  onDuplicateRoutes: '"warn"',
  editUrl: '"https://github.com/org/repo/edit/main/"',
  appId: '"ABC123XYZ"',
  apiKey: '"search-only-key"',
  indexName: '"docs"',
  minHeadingLevel: '2',
  maxHeadingLevel: '3',
  maxPageBytes: '1048576',
  locales: '["en"]',
  knownRoutes: '["/blog"]',
};

const EXAMPLE_BY_TYPE: Record<string, string> = { string: '"text"', boolean: 'true', number: '5', array: '[]', object: '{}' };

/** One element of a list, for a refusal of `items[2]` rather than of `items`. */
const ELEMENT_EXAMPLES: Record<string, string> = {
  items: '{ label: "Guides", to: "/guides/" }',
  links: '{ title: "Docs", items: [{ label: "Guides", to: "/guides/" }] }',
  presets: '["classic", { docs: { sidebarPath: "./sidebars.js" } }]',
  locales: '"en"',
};

function exampleFor(path: (string | number)[], expectedType?: string): string {
  const last = path.at(-1);
  const key = [...path].reverse().find((k): k is string => typeof k === 'string');
  if (typeof last === 'number' && key && ELEMENT_EXAMPLES[key]) return ELEMENT_EXAMPLES[key];
  return (key && EXAMPLES[key]) ?? (expectedType && EXAMPLE_BY_TYPE[expectedType]) ?? 'see the documented options';
}

const valueAt = (input: unknown, path: (string | number)[]): unknown => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), input);

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** What a failed check accepts, in words. */
function accepted(issue: ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return article(issue.expected);
    case 'invalid_enum_value':
      return `one of ${issue.options.map((o) => JSON.stringify(o)).join(', ')}`;
    case 'invalid_literal':
      return JSON.stringify(issue.expected);
    case 'too_small':
      return issue.type === 'string' ? 'a non-empty string' : issue.type === 'array' ? `at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}` : `${issue.minimum} or more`;
    case 'too_big':
      return `${issue.maximum} or less`;
    case 'invalid_string':
      return issue.validation === 'url' ? 'an absolute URL' : issue.message;
    default:
      return issue.message;
  }
}

/**
 * Turns zod's issues into one line each that a person can act on: the key, the value given, what
 * is accepted, and an example.
 */
export function toConfigIssues(issues: ZodIssue[], input: unknown): ConfigIssue[] {
  // One line per key: a value that fails its type also fails the refinements behind it.
  const seen = new Set<string>();
  const firstPerKey = issues.filter((issue) => {
    const key = issue.path.join('.');
    if (seen.has(key) && issue.code === 'custom') return false;
    seen.add(key);
    return true;
  });
  return firstPerKey.map((issue): ConfigIssue => {
    const path = formatKeyPath(issue.path);
    const received = valueAt(input, issue.path);
    switch (issue.code) {
      case 'invalid_union_discriminator':
        return { path, message: `unknown navbar item type ${describeValue(received)}`, fix: `use one of: ${NAVBAR_ITEM_TYPES.join(', ')}, e.g. type: "link"` };
      case 'unrecognized_keys':
        return {
          path,
          message: `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${k}\``).join(', ')}`,
          fix: 'remove it, or check its spelling against the documented options',
        };
      case 'invalid_type':
        if (issue.received === 'undefined') return { path, message: `is required: ${accepted(issue)}`, fix: `add it, e.g. ${path}: ${exampleFor(issue.path, issue.expected)}` };
        break;
      case 'custom':
        return { path, message: issue.message, fix: `e.g. ${exampleFor(issue.path)}` };
      default:
        break;
    }
    const expectedType = issue.code === 'invalid_type' ? issue.expected : undefined;
    const last = issue.path.at(-1);
    const example = typeof last === 'number' ? exampleFor(issue.path, expectedType) : `${formatKeyPath(issue.path.slice(-1))}: ${exampleFor(issue.path, expectedType)}`;
    return { path, message: `is ${describeValue(received)}; accepted: ${accepted(issue)}`, fix: `e.g. ${example}` };
  });
}
