import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Message } from 'esbuild';
import type { ConfigIssue } from './format-issues.js';
import { runUserModule, type UserModuleRequest } from './run-user-module.js';
import { UserCodeError } from './user-code-error.js';

/** esbuild's errors, each with its file:line:column, instead of "Build failed with 2 errors". */
export function esbuildIssues(error: unknown, root: string): ConfigIssue[] | undefined {
  const errors = (error as { errors?: Message[] } | undefined)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return errors.map((e) => ({
    path: '(file)',
    message: `does not compile: ${e.text}`,
    fix: e.location?.lineText ? `fix this line: ${e.location.lineText.trim().slice(0, 120)}` : 'fix the syntax error',
    ...(e.location ? { at: { file: path.resolve(root, e.location.file), line: e.location.line, column: e.location.column + 1 } } : {}),
  }));
}

export interface CompileAndRun {
  file: string;
  root: string;
  build: BuildOptions;
  /** Wraps esbuild's output before it runs (the Docusaurus loader reports its stand-ins this way). */
  wrap?: (code: string) => string;
  format: UserModuleRequest['format'];
  callExportedFunction: boolean;
}

/**
 * Compiles a config or sidebars file with esbuild (an inline source map, so stack traces point at
 * the user's lines) and runs it in a worker thread with a time limit. Every failure is a
 * `UserCodeError` whose issues name the file and, where known, the line.
 */
export async function compileAndRunUserModule(input: CompileAndRun): Promise<{ value: unknown; missing: string[] }> {
  // Written inside the project so that the packages it has installed resolve from its node_modules.
  const dir = path.join(input.root, '.docsgen');
  const ext = input.format === 'esm' ? 'mjs' : 'cjs';
  const compiled = path.join(dir, `${path.basename(input.file).replace(/\W+/g, '-')}.${process.pid}.${Date.now()}.${ext}`);
  let code: string;
  try {
    // `outfile` (nothing is written) makes the source map's paths relative to the compiled file, where Node looks them up.
    const result = await build({ ...input.build, entryPoints: [input.file], outfile: compiled, bundle: true, write: false, sourcemap: 'inline', logLevel: 'silent', absWorkingDir: input.root });
    code = result.outputFiles?.[0]?.text ?? '';
  } catch (error) {
    const issues = esbuildIssues(error, input.root);
    if (issues) throw new UserCodeError(issues);
    throw new UserCodeError([{ path: '(file)', message: `could not be compiled: ${error instanceof Error ? error.message : String(error)}`, fix: 'fix the file' }]);
  }
  await mkdir(dir, { recursive: true });
  await writeFile(compiled, input.wrap ? input.wrap(code) : code);
  try {
    const run = await runUserModule({ file: input.file, compiled, format: input.format, callExportedFunction: input.callExportedFunction, cwd: input.root });
    if (run.ok) return { value: run.value, missing: run.missing };
    const { failure } = run;
    throw new UserCodeError([
      {
        path: failure.keyPath ?? '(file)',
        message: failure.message,
        fix: failure.fix,
        ...(failure.at ? { at: failure.at } : {}),
      },
    ]);
  } finally {
    await rm(compiled, { force: true });
  }
}
