/** The line every build ends with counts a failed write as an error: a build whose output could not be written never says "0 errors". */
import { describe, expect, it } from 'vitest';
import { summaryLine } from '../../src/cli/report.js';

describe('build summary line', () => {
  it('counts the output that could not be written (a full disk) among the errors', () => {
    const warning = { severity: 'warning' as const, code: 'x', file: 'a.md', line: 1, column: 1, message: 'w' };
    const lines = [
      summaryLine({ pages: 0, diagnostics: [warning], durationMs: 1500, outputError: 'could not write build/index.html: ENOSPC: no space left on device' }),
      summaryLine({ pages: 12, diagnostics: [warning], durationMs: 1500 }),
    ];
    expect(lines).toMatchInlineSnapshot(`
      [
        "Build failed: 0 pages, 1 warning, 1 error in 1.50s",
        "Built: 12 pages, 1 warning, 0 errors in 1.50s",
      ]
    `);
  });
});
