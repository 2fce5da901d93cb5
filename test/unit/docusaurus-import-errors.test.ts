import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleErrorToDiagnostics } from '../../src/pipeline/stage-errors.js';
import { renderMdxPage, tempSite } from '../helpers/render-mdx.js';

describe('imports an MDX page cannot resolve', () => {
  it('are reported at the import line and column in the .mdx, saying what is missing', async () => {
    const root = await tempSite({});
    const text = "---\ntitle: x\n---\n\n# Page\n\nimport Missing from './nope';\nimport Pkg from 'not-installed-pkg';\n\n<Missing />\n";
    const error = await renderMdxPage(root, 'broken.mdx', text).then(
      () => undefined,
      (e: unknown) => e,
    );
    const diagnostics = bundleErrorToDiagnostics(error, { root, entry: path.join(root, 'content', 'broken.mdx'), stage: 'bundle' });
    expect(diagnostics.map((d) => [d.file, d.line, d.column, d.message])).toEqual([
      [path.posix.join('content', 'broken.mdx'), 7, 21, "Cannot import './nope': no such file (paths are relative to the page; @site/ is the site root)."],
      [path.posix.join('content', 'broken.mdx'), 8, 17, "Cannot import 'not-installed-pkg': the package is not installed in the site's node_modules."],
    ]);
  });
});
