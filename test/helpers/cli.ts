import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './build-fixture.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI as a user would (`node bin/docsgen.js ...`). */
export function runCli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'docsgen.js'), ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
