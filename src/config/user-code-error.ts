import type { ConfigIssue } from './format-issues.js';

/** A config or sidebars file that did not compile or run: each problem located in the user's files where one is known. */
export class UserCodeError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(issues.map((i) => i.message).join('; '));
    this.name = 'UserCodeError';
  }
}
