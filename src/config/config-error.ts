import type { ConfigIssue } from './format-issues.js';

/** Bad configuration: the CLI exits 2 and prints every issue. */
export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly issues: ConfigIssue[],
  ) {
    super(`${file}: ${issues.length} configuration problem${issues.length === 1 ? '' : 's'}\n${issues.map((i) => `  - ${i.path}: ${i.message}. Fix: ${i.fix}.`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
