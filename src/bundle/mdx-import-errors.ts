import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OUTSIDE_IMPORT } from './contain-imports.js';

interface EsbuildMessage {
  text: string;
  pluginName?: string;
  location: { file: string; line: number; column: number; lineText?: string } | null;
}

/**
 * esbuild bundles the compiled page, so its positions are in generated JavaScript. An import that
 * does not resolve is moved to where the author wrote it in the `.mdx`, with what to do about it.
 */
export function relocateMdxImportErrors(error: unknown, sourceFile: string): unknown {
  const errors = (error as { errors?: EsbuildMessage[] } | null)?.errors;
  if (!Array.isArray(errors)) return error;
  let source: string | undefined;
  for (const e of errors) {
    const outside = new RegExp(`^Cannot import '([^']+)': it ${OUTSIDE_IMPORT}`).exec(e.text)?.[1];
    const specifier = outside ?? /^Could not resolve "([^"]+)"/.exec(e.text)?.[1];
    // esbuild names files relative to the working directory.
    if (!specifier || !e.location || path.resolve(e.location.file) !== path.resolve(sourceFile)) continue;
    source ??= readFileSync(sourceFile, 'utf8');
    const lines = source.split('\n');
    const line = lines.findIndex((l) => /^\s*(import|export)\b/.test(l) && (l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`)));
    if (line >= 0) {
      const text = lines[line]!;
      e.location = { ...e.location, line: line + 1, column: Math.max(text.indexOf(`'${specifier}'`), text.indexOf(`"${specifier}"`)), lineText: text };
    }
    if (outside) {
      e.pluginName = ''; // the message is the author's to act on, not a plugin's
      continue;
    }
    e.pluginName = '';
    // Webpack's inline loader syntax (`!!raw-loader!./file`) names the file after the last `!`.
    const target = specifier.slice(specifier.lastIndexOf('!') + 1);
    const bare = !target.startsWith('.') && !target.startsWith('/') && !target.startsWith('@site/');
    e.text = bare
      ? `Cannot import '${specifier}': the package is not installed in the site's node_modules.`
      : `Cannot import '${specifier}': no such file (paths are relative to the page; @site/ is the site root).`;
  }
  return error;
}
