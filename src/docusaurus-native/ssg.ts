/**
 * Stage 3: every route rendered by the server bundle (Docusaurus's `serverEntry`: its App, its
 * providers, its route tree) and put in the project's SSG template exactly as Docusaurus fills it.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NativeSite } from './load-site.js';
import type { Bundles } from './bundle.js';
import type { RenderResult } from './docusaurus-api.js';
import type { OutputFile } from '../output/output-file.js';

type Render = (args: { pathname: string; v4RemoveLegacyPostBuildHeadAttribute: boolean }) => Promise<RenderResult>;
interface Minifier {
  minify(html: string): Promise<{ code: string; warnings: string[] }>;
}

export interface RenderedSite {
  pages: OutputFile[];
  collected: Record<string, RenderResult['collectedData']>;
  failures: Array<{ pathname: string; error: Error }>;
}

/** Docusaurus's file for a route: `x.html` stays, otherwise `x/index.html` (or `x.html` with `trailingSlash: false`). */
export function fileOfRoute(pathname: string, baseUrl: string, trailingSlash: boolean | undefined): string {
  const withoutBase = baseUrl === '/' ? pathname : pathname.replace(new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '/');
  const name = withoutBase.replace(/^\//, '');
  if (/\.html?$/i.test(name)) return name;
  if (trailingSlash === undefined || name === '' || name.endsWith('/') || trailingSlash) return path.posix.join(name, 'index.html');
  return `${name}.html`;
}

async function importServerBundle(site: NativeSite, code: string): Promise<{ render: Render; dispose: () => Promise<void> }> {
  const file = path.join(site.props.generatedFilesDir, `docsgen-server-${process.pid}.mjs`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  if (process.env.DOCSGEN_KEEP_SERVER_BUNDLE) process.stderr.write(`server bundle: ${file}\n`);
  const loaded = (await import(pathToFileURL(file).href)) as { default: Render };
  return { render: loaded.default, dispose: () => (process.env.DOCSGEN_KEEP_SERVER_BUNDLE ? Promise.resolve() : rm(file, { force: true })) };
}

export async function renderRoutes(site: NativeSite, bundles: Bundles): Promise<RenderedSite> {
  const { props, core } = site;
  const { render, dispose } = await importServerBundle(site, bundles.server);
  const ssgTemplate = await core.compileSSGTemplate(props.siteConfig.ssrTemplate ?? core.defaultSSGTemplate);
  const bundler = core.requireFromCore('@docusaurus/bundler') as { getHtmlMinifier(o: { type: string }): Promise<Minifier> };
  const faster = (props.siteConfig.future as unknown as { faster?: { swcHtmlMinimizer?: boolean } }).faster;
  const minifier = await bundler.getHtmlMinifier({ type: faster?.swcHtmlMinimizer ? 'swc' : 'terser' });
  // The shape react-loadable-ssr-addon writes, with one entry: the page's script and the one stylesheet.
  const manifest = { entrypoints: ['main'], origins: { main: ['main'] }, assets: { main: { js: [{ file: bundles.entryScript }], css: [{ file: bundles.stylesheet }] } } };
  const params = {
    trailingSlash: props.siteConfig.trailingSlash,
    outDir: props.outDir,
    baseUrl: props.baseUrl,
    manifest,
    headTags: props.headTags,
    preBodyTags: props.preBodyTags,
    postBodyTags: props.postBodyTags,
    noIndex: props.siteConfig.noIndex,
    DOCUSAURUS_VERSION: core.version,
  };
  const removeHead = props.siteConfig.future.v4.removeLegacyPostBuildHeadAttribute;
  const rendered: RenderedSite = { pages: [], collected: {}, failures: [] };
  try {
    for (const pathname of props.routesPaths) {
      try {
        const result = await render({ pathname, v4RemoveLegacyPostBuildHeadAttribute: removeHead });
        const html = core.renderSSGTemplate({ params, result, ssgTemplate });
        const minified = await minifier.minify(html);
        rendered.pages.push({ path: fileOfRoute(pathname, props.baseUrl, props.siteConfig.trailingSlash), data: minified.code });
        rendered.collected[pathname] = result.collectedData;
      } catch (error) {
        rendered.failures.push({ pathname, error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
  } finally {
    await dispose();
  }
  return rendered;
}
