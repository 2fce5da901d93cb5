/**
 * Docusaurus's docs show a component's source beside it with webpack's inline loader syntax:
 * `import Source from '!!raw-loader!./Example.js'` gives the file's text, shown in a `<CodeBlock>`.
 * Before, the import was a located error and the page did not build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { buildFixtureWithFiles, removeDir } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => (process.env.KEEP ? undefined : Promise.all(roots.map(removeDir))));

const FILES: Record<string, string> = {
  'docs/examples/hello.py': `def hello():\n    return "<hi & bye>"\n`,
  'src/snippets/Counter.js': `export default function Counter() {\n  return <button>count</button>;\n}\n`,
  'docs/examples/source.mdx': `# Source

import CodeBlock from '@theme/CodeBlock';
import Hello from '!!raw-loader!./hello.py';
import Counter from '-!raw-loader!@site/src/snippets/Counter.js';

<CodeBlock language="python" title="hello.py">{Hello}</CodeBlock>

<CodeBlock language="jsx">{Counter}</CodeBlock>

Lines: {Hello.split('\\n').length}
`,
};

const MISSING = { 'docs/examples/missing.mdx': `# Missing\n\nimport Gone from '!!raw-loader!./gone.txt';\n\n{Gone}\n` };
const OUTSIDE = { 'docs/examples/outside.mdx': `# Outside\n\nimport Secret from '!!raw-loader!../../../../../../../../etc/hostname';\n\n{Secret}\n` };

describe('!!raw-loader! imports', () => {
  let out: string;
  let diagnostics: Diagnostic[];
  beforeAll(async () => {
    const result = await buildFixtureWithFiles('docusaurus-mini', FILES);
    roots.push(result.root);
    diagnostics = result.diagnostics;
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    out = result.outDir;
  }, 120_000);

  it("give the file's text, shown in a code block", async () => {
    const html = await readFile(path.join(out, 'docs/examples/source.html'), 'utf8');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('def hello():');
    expect(text).toContain('return &quot;&lt;hi &amp; bye&gt;&quot;');
    expect(text).toContain('export default function Counter()');
    expect(text).toMatch(/Lines: (<!-- -->)?3/);
    expect(html).toContain('hello.py');
  });

  it('name a file that is not there, at the import', async () => {
    const result = await buildFixtureWithFiles('docusaurus-mini', MISSING);
    roots.push(result.root);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map(({ file, line, column, message }) => ({ file, line, column, message }))).toMatchInlineSnapshot(`
      [
        {
          "column": 18,
          "file": "docs/examples/missing.mdx",
          "line": 3,
          "message": "Cannot import '!!raw-loader!./gone.txt': no such file (paths are relative to the page; @site/ is the site root).",
        },
      ]
    `);
  }, 120_000);

  it('refuse a file outside the site, at the import', async () => {
    const result = await buildFixtureWithFiles('docusaurus-mini', OUTSIDE);
    roots.push(result.root);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map(({ file, line, column, message }) => ({ file, line, column, message: message.replace(/\(it resolves to [^)]*\)/, '(it resolves to …)') }))).toMatchInlineSnapshot(`
      [
        {
          "column": 20,
          "file": "docs/examples/outside.mdx",
          "line": 3,
          "message": "Cannot import '!!raw-loader!../../../../../../../../etc/hostname': it is outside the site (it resolves to …).",
        },
      ]
    `);
  }, 120_000);
});
