import { formatKeyPath, type ConfigIssue } from './format-issues.js';

type KeyPath = (string | number)[];

/** Why a value cannot be written into the build's data (JSON), or undefined when it can. */
function unwritable(value: unknown): { message: string; fix: string } | undefined {
  if (typeof value === 'bigint') return { message: `is a BigInt (${value}n), which the site's data (JSON) cannot hold`, fix: `write it as a number (${value}) or a string ("${value}")` };
  if (typeof value === 'symbol') return { message: `is a symbol (${String(value)}), which the site's data (JSON) cannot hold`, fix: 'write it as a string' };
  return undefined;
}

/**
 * Every value in a validated config that JSON cannot write (a BigInt, a symbol, an object that
 * contains itself), each at its key path: the config goes into the build's fingerprint and pages'
 * data as JSON, where such a value would stop the build with an internal error and no key named.
 * Functions are left alone: some options take them, and JSON leaves them out.
 */
export function unwritableConfigValues(config: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const onPath = new Set<object>();
  const done = new Set<object>();
  const visit = (value: unknown, keyPath: KeyPath): void => {
    const problem = unwritable(value);
    if (problem) issues.push({ path: formatKeyPath(keyPath), ...problem });
    if (typeof value !== 'object' || value === null || done.has(value)) return;
    if (onPath.has(value)) {
      issues.push({
        path: formatKeyPath(keyPath),
        message: "contains itself (a circular reference), which the site's data (JSON) cannot hold",
        fix: 'give it a copy of the data instead of a reference to an object that holds it',
      });
      return;
    }
    onPath.add(value);
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries) visit(child, [...keyPath, key]);
    onPath.delete(value);
    done.add(value);
  };
  visit(config, []);
  return issues;
}
