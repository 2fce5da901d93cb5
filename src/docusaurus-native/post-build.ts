/**
 * Stage 4: what `docusaurus build` does after rendering: Docusaurus's own broken-links check on the
 * links and anchors each page collected, then every plugin's `postBuild` (sitemap, PWA, search
 * indexes...) writing into the output being built, which is committed only when all of it succeeded.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { NativeSite } from './load-site.js';
import type { RenderedSite } from './ssg.js';

const errorOf = (code: string, message: string): Diagnostic => ({ severity: 'error', code, file: 'docusaurus.config', line: 0, column: 0, message });

/** Docusaurus's checker, with the project's `onBrokenLinks`/`onBrokenAnchors`: 'throw' becomes an error, 'warn' prints as Docusaurus prints it. */
export async function checkBrokenLinks(site: NativeSite, rendered: RenderedSite): Promise<Diagnostic[]> {
  const { routes, siteConfig } = site.props;
  const collectedLinks = Object.fromEntries(Object.entries(rendered.collected).map(([pathname, data]) => [pathname, { links: data.links, anchors: data.anchors }]));
  try {
    await site.core.handleBrokenLinks({ collectedLinks, routes, onBrokenLinks: siteConfig.onBrokenLinks, onBrokenAnchors: siteConfig.onBrokenAnchors });
    return [];
  } catch (error) {
    return [errorOf('broken-link', error instanceof Error ? error.message : String(error))];
  }
}

/** Each plugin's `postBuild`, as Docusaurus calls it, with `outDir` the folder this build writes. */
export async function runPostBuild(site: NativeSite, rendered: RenderedSite, outDir: string): Promise<Diagnostic[]> {
  const { props } = site;
  const removeHead = props.siteConfig.future.v4.removeLegacyPostBuildHeadAttribute;
  const head = removeHead ? {} : Object.fromEntries(Object.entries(rendered.collected).map(([p, d]) => [p, d.metadata.helmet]));
  const routesBuildMetadata = Object.fromEntries(Object.entries(rendered.collected).map(([p, d]) => [p, d.metadata.public]));
  const problems: Diagnostic[] = [];
  await Promise.all(
    props.plugins.map(async (plugin) => {
      if (!plugin.postBuild) return;
      try {
        await plugin.postBuild({ ...props, outDir, head, routesBuildMetadata, content: plugin.content });
      } catch (error) {
        problems.push(errorOf('post-build', `${plugin.name}'s postBuild failed: ${error instanceof Error ? error.message : String(error)}`));
      }
    }),
  );
  return problems;
}
