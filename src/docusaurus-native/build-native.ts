/**
 * `docsgen build` for a Docusaurus project with its packages installed: load (the project's own
 * plugins), bundle (esbuild), render (Docusaurus's server entry), check links (Docusaurus's checker),
 * then one commit of the output, as the built-in pipeline commits it: a failed build leaves the previous output.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { DiskOutput } from '../output/disk-output.js';
import type { BuildResult } from '../pipeline/build-site.js';
import { bindCore } from './docusaurus-api.js';
import { bundleSite } from './bundle.js';
import { loadNativeSite } from './load-site.js';
import { renderRoutes } from './ssg.js';
import { checkBrokenLinks, runPostBuild } from './post-build.js';

export interface NativeBuildOptions {
  root: string;
  outDir?: string;
  core: { dir: string; version: string };
}

const problem = (code: string, file: string, message: string, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({ severity, code, file, line: 0, column: 0, message });

export async function buildDocusaurusNative(options: NativeBuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const outDir = path.resolve(options.root, options.outDir ?? 'build');
  const done = (diagnostics: Diagnostic[], pages = 0, bytes = 0): BuildResult => ({
    ok: !diagnostics.some((d) => d.severity === 'error'),
    pages,
    diagnostics,
    sources: new Map(),
    durationMs: performance.now() - started,
    outDir,
    compiled: pages,
    bytes,
  });
  const core = bindCore(options.core);
  const site = await loadNativeSite(core, options.root, outDir);
  const cssLoader = createRequire(path.join(core.dir, 'package.json')).resolve('css-loader');
  const bundles = await bundleSite(site, cssLoader);
  const rendered = await renderRoutes(site, bundles);
  const diagnostics: Diagnostic[] = rendered.failures.map(({ pathname, error }) => problem('render', pathname, `could not render ${pathname}: ${error.message}`));
  diagnostics.push(...(await checkBrokenLinks(site, rendered)));
  if (site.ignored.length) diagnostics.push(problem('webpack-ignored', 'docusaurus.config', `webpack plugins with no esbuild equivalent were not applied: ${site.ignored.join(', ')}`, 'warning'));
  if (diagnostics.some((d) => d.severity === 'error')) return done(diagnostics);
  const output = await DiskOutput.open(outDir);
  try {
    for (const dir of site.props.siteConfig.staticDirectories) await output.copyFolder(path.resolve(options.root, dir));
    await output.write(bundles.files);
    await output.write(rendered.pages);
    const failed = await runPostBuild(site, rendered, output.dir);
    if (failed.length) {
      await output.abort();
      return done([...diagnostics, ...failed]);
    }
    await output.commit({ fingerprint: `docusaurus-native-${Date.now()}`, pages: rendered.pages.length });
  } catch (error) {
    await output.abort();
    throw error;
  }
  const bytes = [...bundles.files, ...rendered.pages].reduce((sum, f) => sum + (typeof f.data === 'string' ? Buffer.byteLength(f.data) : f.data.byteLength), 0);
  return done(diagnostics, rendered.pages.length, bytes);
}
