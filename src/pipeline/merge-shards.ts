import path from 'node:path';
import { outputPathOfRoute } from '../content/route-of-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { dedupe } from '../diagnostics/dedupe.js';
import { NotARegularFile, readRegularFile, sha256Of } from '../output/file-digests.js';
import type { Output } from '../output/output.js';
import { multiLocaleRefusal } from './build-shard.js';
import { runBuild, siteFingerprint, type BuildOptions, type BuildResult } from './build-site.js';
import { finishSite, prepareRenderer, renderRoutes, writeSiteFiles } from './render-site.js';
import { changedFile, damagedShard, readShardManifest, shardFolderDamage, ShardMismatch, shardSourceKey, type ShardManifest } from './shard-manifest.js';
import { shardName, writeRenderTimes } from './shard-plan.js';
import type { SiteSession } from './session.js';

/** A shard folder and its manifest, as `docsgen merge` was given them. */
interface Shard {
  dir: string;
  manifest: ShardManifest;
}

/**
 * The shard folders, read and checked: each holds exactly the files its manifest lists (none missing,
 * added, resized or a link: a cut-short download or a hand edit is refused here, before the site is
 * read), and against each other: the same count, each share once.
 */
async function readShards(dirs: readonly string[]): Promise<Shard[]> {
  const shards: Shard[] = [];
  for (const dir of dirs) {
    const manifest = await readShardManifest(dir);
    if ('error' in manifest) throw new ShardMismatch(manifest.error);
    const problems = await shardFolderDamage(dir, manifest);
    if (problems.length) throw damagedShard(dir, manifest, problems);
    shards.push({ dir, manifest });
  }
  const counts = new Set(shards.map((s) => s.manifest.shard.count));
  if (counts.size > 1) throw new ShardMismatch(`the shards come from splits into different numbers of shards (${[...counts].join(', ')}): build them all with the same --shard K/N`);
  const seen = new Map<number, string>();
  for (const { dir, manifest } of shards) {
    const other = seen.get(manifest.shard.index);
    if (other) throw new ShardMismatch(`${other} and ${dir} are both shard ${shardName(manifest.shard)}: give each shard once`);
    seen.set(manifest.shard.index, dir);
  }
  return shards;
}

/** Files read into memory at once while the shards' pages are copied. */
const COPY_BATCH = 32;

/**
 * The files a shard's manifest lists (its pages and cards), copied into the output: nothing else in
 * its folder is ever read. Each is read without following a link and must have the content it was
 * written with.
 */
async function copyShard(shard: Shard, output: Output): Promise<void> {
  const names = Object.keys(shard.manifest.files).sort();
  for (let i = 0; i < names.length; i += COPY_BATCH) {
    const batch = names.slice(i, i + COPY_BATCH);
    await output.write(await Promise.all(batch.map(async (name) => ({ path: name, data: await readShardFile(shard, name) }))));
  }
}

/** One listed file of a shard, as it was written, or the shard refused naming the file. */
async function readShardFile(shard: Shard, name: string): Promise<Buffer> {
  const data = await readRegularFile(path.join(shard.dir, ...name.split('/'))).catch((error: unknown) => {
    // Replaced by a link (or removed) since the folder was checked.
    if (error instanceof NotARegularFile || (error as NodeJS.ErrnoException).code === 'ENOENT') throw damagedShard(shard.dir, shard.manifest, [`${name} is not the file the shard wrote`]);
    throw error;
  });
  const digest = shard.manifest.files[name]!;
  if (data.length !== digest.size || sha256Of(data) !== digest.sha256) throw damagedShard(shard.dir, shard.manifest, [changedFile(name)]);
  return data;
}

/**
 * Routes of the site that no shard rendered (the shards split with other render times, or one is
 * missing). A route counts as rendered only when its page is among the shard's files: a manifest
 * naming a route without its page never leaves the site without that page.
 */
function missingRoutes(session: SiteSession, shards: readonly Shard[]): string[] {
  const rendered = new Set(shards.flatMap((s) => s.manifest.routes.filter((route) => Object.hasOwn(s.manifest.files, outputPathOfRoute(route)))));
  return [...session.site.routes.keys()].filter((route) => !rendered.has(route));
}

/**
 * `docsgen merge SHARD...`: the site from the pages its shards rendered. The site is read and checked
 * as a build does (the site-wide link check runs here), every file that is not a route's page is
 * written here (bundles, static files, assets, search index, twins, llms files, sitemap, the
 * not-found page), the shards' pages are copied in, and the output is committed as a build commits
 * it. A route no shard holds is rendered here, so the output is whole whatever the split was.
 */
export async function mergeShards(options: BuildOptions & { shardDirs: readonly string[] }): Promise<BuildResult> {
  // Checked before anything is read: a wrong folder or a split given twice is known at once.
  const shards = await readShards(options.shardDirs.map((d) => path.resolve(d)));
  let renderedHere = 0;
  const result = await runBuild(options, {
    outDirOf: (config) => path.resolve(options.root, config.outDir),
    fingerprint: (session) => siteFingerprint(session, options.root),
    skipWhenUnchanged: false,
    produce: async (session, output) => {
      const refused = multiLocaleRefusal(session.config, session.configFile, options.root);
      if (refused) return { pages: 0, failures: [refused], warnings: [], renderMs: new Map() };
      const prepared = await prepareRenderer(session);
      const sourceKey = shardSourceKey({ buildId: prepared.buildId, searchUrl: prepared.searchUrl, config: session.config, routes: [...session.site.routes.keys()] });
      const stale = shards.filter((s) => s.manifest.sourceKey !== sourceKey);
      if (stale.length)
        throw new ShardMismatch(`${stale.map((s) => `shard ${shardName(s.manifest.shard)} (${s.dir})`).join(', ')} was rendered from other sources or config than this site has now: build it again`);
      const failures = await writeSiteFiles(session, prepared, output);
      for (const shard of shards) await copyShard(shard, output);
      const missing = new Set(missingRoutes(session, shards));
      const entries = [...session.site.routes.values()].filter((e) => missing.has(e.route));
      const rendered = await renderRoutes(session, prepared, entries, output, options.onProgress);
      renderedHere = entries.length;
      failures.push(...rendered.failures);
      const renderMs = new Map([...shards.flatMap((s) => Object.entries(s.manifest.renderMs)), ...rendered.renderMs]);
      if (failures.length) return { pages: 0, failures, warnings: [], renderMs };
      const warnings: Diagnostic[] = [...shards.flatMap((s) => s.manifest.warnings), ...(await finishSite(session, prepared, output))];
      return { pages: session.site.routes.size + 1, failures: [], warnings: dedupe(warnings), renderMs };
    },
    afterCommit: (session, renderMs) => writeRenderTimes(session.cacheDir, renderMs).catch(() => {}),
  });
  if (renderedHere)
    result.notes = [...(result.notes ?? []), `${renderedHere} route(s) were in no shard (a shard is missing, or the shards split with different render times) and were rendered by the merge.`];
  return result;
}
