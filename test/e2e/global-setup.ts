import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/pipeline/build-site.js';
import { startPreviewServer } from '../../src/server/preview-server.js';
import { REPO_ROOT } from '../helpers/build-fixture.js';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteOutDir: string;
    /** Which server `siteUrl` is: `docsgen preview` over the built site, or `docsgen serve`. */
    siteMode: 'preview' | 'serve';
  }
}

/** Builds the real site once and serves it through `docsgen preview` for every browser test. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-e2e-site-'));
  const result = await buildSite({ root: REPO_ROOT, outDir: path.join(outDir, 'build') });
  if (!result.ok) throw new Error(`e2e setup: the site failed to build:\n${JSON.stringify(result.diagnostics.slice(0, 5), null, 2)}`);
  const server = await startPreviewServer({ root: result.outDir, port: 0, host: '127.0.0.1', baseUrl: '/' });
  project.provide('siteUrl', server.url);
  project.provide('siteOutDir', result.outDir);
  project.provide('siteMode', 'preview');
  return async () => {
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  };
}
