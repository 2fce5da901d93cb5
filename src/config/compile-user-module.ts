import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
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
  /**
   * Keep the compiled file (named by the hash of its code, under `.docsgen/modules/`), for code that
   * must run again where the value's functions are needed (the project's remark plugins, in the
   * compile threads). Older copies of the same file are removed.
   */
  keep?: boolean;
  /** Run the export as a Docusaurus plugin (see `UserModuleRequest.plugin`). */
  plugin?: UserModuleRequest['plugin'];
}

/**
 * Compiles a config or sidebars file with esbuild (an inline source map, so stack traces point at
 * the user's lines) and runs it in a worker thread with a time limit. Every failure is a
 * `UserCodeError` whose issues name the file and, where known, the line.
 */
export async function compileAndRunUserModule(input: CompileAndRun): Promise<{ value: unknown; missing: string[]; kept?: string }> {
  // Written inside the project so that the packages it has installed resolve from its node_modules.
  const dir = path.join(input.root, '.docsgen');
  const ext = input.format === 'esm' ? 'mjs' : 'cjs';
  // Unique per call: two loads of one file at once (several docs instances naming one sidebars.js) must not share it.
  const compiled = path.join(dir, `${path.basename(input.file).replace(/\W+/g, '-')}.${process.pid}.${Date.now()}.${randomUUID().slice(0, 8)}.${ext}`);
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
  const text = input.wrap ? input.wrap(code) : code;
  await writeFile(compiled, text);
  try {
    const run = await runUserModule({
      file: input.file,
      compiled,
      format: input.format,
      callExportedFunction: input.callExportedFunction,
      cwd: input.root,
      ...(input.plugin ? { plugin: input.plugin } : {}),
    });
    if (run.ok) return { value: run.value, missing: run.missing, ...(input.keep ? { kept: await keepCompiled(compiled, text, input.file, dir) } : {}) };
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

/** The compiled file under a name its code decides, so an unchanged config keeps its path (and the caches keyed by it). */
async function keepCompiled(compiled: string, text: string, file: string, dir: string): Promise<string> {
  const modules = path.join(dir, 'modules');
  const stem = path.basename(file).replace(/\W+/g, '-');
  const kept = path.join(modules, `${stem}.${createHash('sha1').update(text).digest('hex').slice(0, 16)}${path.extname(compiled)}`);
  await mkdir(modules, { recursive: true });
  for (const old of await readdir(modules)) if (old.startsWith(`${stem}.`) && path.join(modules, old) !== kept) await rm(path.join(modules, old), { force: true });
  if (!existsSync(kept)) await copyFile(compiled, kept);
  return kept;
}
