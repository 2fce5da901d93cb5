import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

interface EsbuildMessage {
  text: string;
  location: { file: string; line: number; column: number } | null;
}

/** esbuild's failures (a theme or MDX import that does not compile) as diagnostics at the file's position. */
export function bundleErrorDiagnostics(error: unknown, root: string): Diagnostic[] | undefined {
  const errors = (error as { errors?: EsbuildMessage[] } | null)?.errors;
  if (!Array.isArray(errors) || !errors.length) return undefined;
  return errors.map((e) => ({
    severity: 'error',
    code: 'bundle',
    file: e.location ? path.relative(root, path.resolve(e.location.file)).split(path.sep).join('/') : '(bundle)',
    line: e.location?.line ?? 0,
    column: (e.location?.column ?? 0) + 1,
    message: e.text,
    hint: 'Fix the theme or imported code at this position; the previous output was kept.',
  }));
}
