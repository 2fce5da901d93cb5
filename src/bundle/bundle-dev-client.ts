import path from 'node:path';
import { build } from 'esbuild';
import { ENGINE_ROOT } from '../engine/engine-paths.js';

/** The browser side of the dev server: its own small script, so production pages never carry it. */
export const DEV_CLIENT_ENTRY = path.join(ENGINE_ROOT, 'src', 'client', 'dev', 'dev-client.ts');

export async function bundleDevClient(): Promise<string> {
  const result = await build({
    entryPoints: [DEV_CLIENT_ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
