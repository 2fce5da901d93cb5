import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { modulePathOfRoute, outputPathOfRoute } from '../content/route-of-file.js';
import type { PageCache } from '../compile/page-cache.js';
import { loadServerTheme } from '../bundle/bundle-server-theme.js';
import { bundleClient } from '../bundle/bundle-client.js';
import { bundleMermaid } from '../bundle/bundle-mermaid.js';
import { sectionFiles, sectionUrls } from '../render/section-data.js';
import { renderRoute } from '../render/render-route.js';
import { createRenderContext } from '../render/render-context.js';
import { toSiteData } from '../render/site-data.js';
import type { OutputWriter } from '../output/output-writer.js';
import { robotsTxt, sitemapXml } from '../output/site-files.js';
import type { Site } from '../site/site-types.js';
import type { BuildOptions } from './build-site.js';
import { buildTimer } from './phase-timer.js';
import { SEARCH_INDEX_CHUNK, writeSearchIndex } from '../search/write-search-index.js';

const RENDER_CONCURRENCY = 24;

export interface WriteSiteInput {
  root: string;
  config: SiteConfig;
  site: Site;
  cache: PageCache;
  writer: OutputWriter;
  mode: 'production' | 'development';
  onProgress?: BuildOptions['onProgress'];
}

/** Bundles, renders every route and writes the site into the writer's temporary folder. */
export async function writeSite({ root, config, site, cache, writer, mode, onProgress }: WriteSiteInput): Promise<number> {
  const themeDir = path.resolve(root, config.themeDir);
  const minify = mode === 'production';
  // Mermaid is a lazy chunk, bundled (and cached) only for sites that have a diagram.
  const needsMermaid = config.mermaid && [...site.docs.values()].some((p) => p.doc.hasMermaid);
  const mermaidChunk = needsMermaid ? bundleMermaid({ outDir: writer.tmpDir, baseUrl: config.baseUrl, minify }) : undefined;
  mermaidChunk?.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
  // The search index (records → local index files) is built while the bundles are.
  const searchIndex = writeSearchIndex({ site, cache, writer });
  searchIndex.catch(() => {}); // awaited below, like the Mermaid chunk
  const bundles = Promise.all([loadServerTheme(themeDir), bundleClient({ outDir: writer.tmpDir, baseUrl: config.baseUrl, themeDir, minify })]);
  // If a bundle fails, let the side jobs finish writing before the caller removes the temporary folder.
  await Promise.allSettled([bundles, mermaidChunk, searchIndex]);
  const [theme, assets] = await bundles;
  buildTimer.mark('bundle');
  await writer.copyFolder(path.join(root, config.staticDir));

  const assetUrls = new Map<string, string>();
  for (const placement of site.docs.values()) {
    for (const asset of placement.doc.assets) {
      if (assetUrls.has(asset)) continue;
      const abs = path.join(root, asset);
      if (existsSync(abs)) assetUrls.set(asset, `${config.baseUrl}${await writer.writeHashedAsset(abs)}`);
    }
  }
  const buildId = createHash('sha1')
    .update([...site.docs.values()].map((p) => p.doc.hash).join(',') + assets.js)
    .digest('hex')
    .slice(0, 10);
  const chunks: Record<string, string> = mermaidChunk ? { mermaid: await mermaidChunk } : {};
  chunks[SEARCH_INDEX_CHUNK] = (await searchIndex).url;
  const sections = sectionFiles(site.sidebar, config.baseUrl);
  await Promise.all(sections.map((file) => writer.write(file.path, file.json)));
  const siteData = toSiteData(config, { chunks, sections: sectionUrls(sections, config.baseUrl), mode });
  const analytics = mode === 'production' && config.analytics ? `<script defer data-domain="${config.analytics.domain}" src="${config.analytics.script}"></script>` : '';
  const ctx = createRenderContext({
    root,
    site,
    siteData,
    theme,
    assets,
    buildId,
    head: analytics,
    assetUrls,
    minify,
    loadDoc: async (summary) => {
      const doc = await cache.read(summary.cacheKey);
      if (!doc) throw new Error(`render stage: the compiled page for ${summary.file} is missing from the cache`);
      return doc;
    },
  });

  const entries = [...site.routes.values()];
  let done = 0;
  for (let i = 0; i < entries.length; i += RENDER_CONCURRENCY) {
    await Promise.all(
      entries.slice(i, i + RENDER_CONCURRENCY).map(async (entry) => {
        const rendered = await renderRoute(entry, ctx);
        await Promise.all([writer.write(outputPathOfRoute(entry.route), rendered.html), writer.write(modulePathOfRoute(entry.route), rendered.module)]);
        onProgress?.('render', ++done, entries.length);
      }),
    );
  }
  buildTimer.mark('render');
  const notFound = await renderRoute({ kind: 'not-found', route: '/404' }, ctx);
  await writer.write('404.html', notFound.html);
  await writer.write('sitemap.xml', sitemapXml(site));
  await writer.write('robots.txt', robotsTxt(site));
  return entries.length + 1;
}
