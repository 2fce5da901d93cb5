import path from 'node:path';
import { buildTimer } from './phase-timer.js';
import { prepareRenderer, renderRoutes, renderWarnings, writeCards } from './render-site.js';
import { runBuild, type BuildOptions, type BuildResult } from './build-site.js';
import { SHARD_FILE, shardSourceKey, type ShardManifest } from './shard-manifest.js';
import { readRenderTimes, shardName, splitRoutes, type ShardSpec } from './shard-plan.js';
import type { SiteSession } from './session.js';

/** Where a shard writes when no `--out-dir` is given: beside the output folder, named by its share (`build.shard-2-of-3`). */
export const defaultShardDir = (outDir: string, shard: ShardSpec) => `${outDir}.shard-${shard.index}-of-${shard.count}`;

/** This shard's routes: its share of the split every shard computes alike (weighted by the cache's last render times). */
export async function routesOfShard(session: SiteSession, shard: ShardSpec): Promise<string[]> {
  const routes = [...session.site.routes.keys()];
  return splitRoutes(routes, shard.count, await readRenderTimes(session.cacheDir))[shard.index - 1]!;
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
      const prepared = await prepareRenderer(session);
      const mine = new Set(await routesOfShard(session, shard));
      const entries = [...session.site.routes.values()].filter((e) => mine.has(e.route));
      const { renderMs, failures } = await renderRoutes(session, prepared, entries, output, options.onProgress);
      await writeCards(session, output);
      buildTimer.mark('render');
      const warnings = renderWarnings(session, prepared);
      const manifest: ShardManifest = {
        generator: 'docsgen-shard',
        shard,
        sourceKey: shardSourceKey({ buildId: prepared.buildId, searchUrl: prepared.searchUrl, config: session.config, routes: [...session.site.routes.keys()] }),
        routes: entries.map((e) => e.route),
        renderMs: Object.fromEntries(renderMs),
        warnings,
      };
      await output.write({ path: SHARD_FILE, data: JSON.stringify(manifest) });
      return { pages: entries.length, failures, warnings, renderMs };
    },
  });
}
