import path from 'node:path';
import type { ConfigIssue } from './format-issues.js';

/** `file:line:column` where the problem has a position, the key path otherwise. */
function issueLine(issue: ConfigIssue): string {
  const where = issue.at ? `${path.relative(process.cwd(), issue.at.file) || issue.at.file}:${issue.at.line}:${issue.at.column}` : issue.path;
  return `  - ${where}: ${issue.message}. Fix: ${issue.fix}.`;
}

/** Bad configuration: the CLI exits 2 and prints every issue. */
export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly issues: ConfigIssue[],
  ) {
    super(`${file}: ${issues.length} configuration problem${issues.length === 1 ? '' : 's'}\n${issues.map(issueLine).join('\n')}`);
    this.name = 'ConfigError';
  }
}
