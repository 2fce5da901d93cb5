import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../src/diagnostics/code-frame.js';
import { formatDiagnostics } from '../../src/diagnostics/format-diagnostics.js';

describe('diagnostics for people', () => {
  it('shows the lines around the error with a caret under the column', () => {
    expect(codeFrame('one\ntwo\nthree\nfour', 3, 3)).toMatchInlineSnapshot(`
      "  1 | one
        2 | two
      > 3 | three
          |   ^
        4 | four"
    `);
  });
  it('groups warnings per file with positions and counts', () => {
    const text = formatDiagnostics([
      { severity: 'warning', code: 'broken-link', file: 'b.md', line: 3, column: 1, message: 'Broken link to /x: no such page.' },
      { severity: 'warning', code: 'broken-anchor', file: 'a.md', line: 9, column: 4, message: 'Broken anchor #y on /z.' },
      { severity: 'warning', code: 'broken-link', file: 'b.md', line: 1, column: 2, message: 'Broken link to /w: no such page.' },
    ]);
    expect(text).toMatchInlineSnapshot(`
      "a.md (1 warning)
        warning a.md:9:4 Broken anchor #y on /z. [broken-anchor]

      b.md (2 warnings)
        warning b.md:1:2 Broken link to /w: no such page. [broken-link]
        warning b.md:3:1 Broken link to /x: no such page. [broken-link]"
    `);
  });
});
