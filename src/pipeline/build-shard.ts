import path from 'node:path';
import { buildTimer } from './phase-timer.js';
import { prepareRenderer, renderRoutes, renderWarnings, writeCards } from './render-site.js';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { runBuild, type BuildOptions, type BuildResult } from './build-site.js';
import { digestFolder } from '../output/file-digests.js';
import { SHARD_FILE, SHARD_OWN_FILES, shardSourceKey, type ShardManifest } from './shard-manifest.js';
import { readRenderTimes, shardName, splitRoutes, type ShardSpec } from './shard-plan.js';
import type { SiteSession } from './session.js';

/** Where a shard writes when no `--out-dir` is given: beside the output folder, named by its share (`build.shard-2-of-3`). */
export const defaultShardDir = (outDir: string, shard: ShardSpec) => `${outDir}.shard-${shard.index}-of-${shard.count}`;

/** This shard's routes: its share of the split every shard computes alike (weighted by the cache's last render times). */
export async function routesOfShard(session: SiteSession, shard: ShardSpec): Promise<string[]> {
  const routes = [...session.site.routes.keys()];
  return splitRoutes(routes, shard.count, await readRenderTimes(session.cacheDir, session.cacheDamage))[shard.index - 1]!;
}

/**
 * Shards split one site's routes; a site of several locales is several sites (each in its folder), which
 * `merge` cannot put together yet: refused with what to do instead, never merged into a site missing its locales.
 */
export function multiLocaleRefusal(config: SiteConfig, configFile: string, root: string): Diagnostic | undefined {
  if (config.i18n.locales.length < 2) return undefined;
  return {
    severity: 'error',
    code: 'shard-locales',
    file: path.relative(root, configFile).split(path.sep).join('/'),
    line: 1,
    column: 1,
    message: `--shard builds sites of one locale, and this site has ${config.i18n.locales.length} (${config.i18n.locales.join(', ')}).`,
    hint: 'Build it without --shard: every locale is built in one run, sharing compiled pages.',
  };
}

/**
 * `docsgen build --shard K/N`: the whole site is read, compiled and checked (each shard reports the
 * same site-wide problems), and this shard's share of the routes is rendered into its own folder with
 * their social cards and a manifest (`.docsgen-shard.json`). `docsgen merge` makes the site from all N.
 */
export function buildShard(options: BuildOptions & { shard: ShardSpec }): Promise<BuildResult> {
  const { shard } = options;
  return runBuild(options, {
    outDirOf: (config) => (options.outDir ? path.resolve(options.root, config.outDir) : defaultShardDir(path.resolve(options.root, config.outDir), shard)),
    // A shard is always rendered afresh: it is small, and its manifest must match this run's sources.
    fingerprint: async () => `shard ${shardName(shard)}`,
    skipWhenUnchanged: false,
    produce: async (session, output) => {
      const refused = multiLocaleRefusal(session.config, session.configFile, options.root);
      if (refused) return { pages: 0, failures: [refused], warnings: [], renderMs: new Map() };
      const prepared = await prepareRenderer(session);
      const mine = new Set(await routesOfShard(session, shard));
      const entries = [...session.site.routes.values()].filter((e) => mine.has(e.route));
      const { renderMs, failures } = await renderRoutes(session, prepared, entries, output, options.onProgress);
      await writeCards(session, output);
      // What this shard's pages import once for all (a swizzled DocItem/Content's module): every shard that rendered one writes it, the same file.
      await output.write(session.emitted);
      buildTimer.mark('render');
      const warnings = renderWarnings(session, prepared);
      const manifest: ShardManifest = {
        generator: 'docsgen-shard',
        shard,
        sourceKey: shardSourceKey({ buildId: prepared.buildId, searchUrl: prepared.searchUrl, config: session.config, routes: [...session.site.routes.keys()] }),
        routes: entries.map((e) => e.route),
        renderMs: Object.fromEntries(renderMs),
        warnings,
        // What is on disk in this run's folder, hashed as the merge will hash it.
        files: await digestFolder(output.dir, SHARD_OWN_FILES),
      };
      await output.write({ path: SHARD_FILE, data: JSON.stringify(manifest) });
      return { pages: entries.length, failures, warnings, renderMs };
    },
  });
}
