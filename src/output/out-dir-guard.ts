import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { OutputPlaceError } from './output-errors.js';
import { foreignFiles, listFiles, readManifest } from './output-manifest.js';

export interface OutDirPlace {
  root: string;
  outDir: string;
  /** Folders of the user's own work, relative to the root (content, static, theme, src). */
  sourceDirs: readonly string[];
  /** True when the output folder is a link into the versions of an older docsgen (before plain output folders). */
  isLegacyLink: (outDir: string) => Promise<boolean>;
}

/** Folders of the user's own work, relative to the root, that no output or cache may land in: the config's content, static and theme folders, and the project's code. */
export const sourceDirsOf = (config: Pick<SiteConfig, 'contentDir' | 'staticDir' | 'themeDir'>): string[] => [config.contentDir, config.staticDir, config.themeDir, 'src', 'bin'];

const inside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Where a path really is, links followed: the real path of its deepest existing folder with the
 * rest appended. A textual check would let `clink/sub` (with `clink -> content`) write into content/.
 */
export async function realPlace(p: string): Promise<string> {
  const abs = path.resolve(p);
  const real = await realpath(abs).catch(() => undefined);
  if (real !== undefined) return real;
  const parent = path.dirname(abs);
  return parent === abs ? abs : path.join(await realPlace(parent), path.basename(abs));
}

/** The output folder itself is not followed if it is a link: the link is what a build replaces. */
export const realOutDir = async (outDir: string): Promise<string> => path.join(await realPlace(path.dirname(path.resolve(outDir))), path.basename(path.resolve(outDir)));

/**
 * Refuses an output folder that would replace the user's work: the site root or a folder holding
 * it, a folder inside content/static/theme/src (after following links), an existing file or link,
 * or a folder holding files docsgen did not write (it deletes only what its manifest lists).
 */
export async function checkOutDir(place: OutDirPlace): Promise<void> {
  const root = await realPlace(place.root);
  const outDir = await realOutDir(place.outDir);
  const shown = path.relative(process.cwd(), path.resolve(place.outDir)) || '.';
  const refuse = (why: string, fix: string) => {
    throw new OutputPlaceError(`Refusing to write the site into ${shown}: ${why}. ${fix}`);
  };
  if (inside(root, outDir))
    refuse(outDir === root ? 'it is the site root, and the build replaces its output folder whole' : 'it holds the site root', 'Choose a folder of its own, e.g. --out-dir build.');
  for (const dir of place.sourceDirs) {
    const abs = await realPlace(path.resolve(place.root, dir));
    if (inside(outDir, abs)) refuse(`it is inside ${path.relative(root, abs) || dir}/, which holds your sources`, 'Choose a folder outside the sources, e.g. --out-dir build.');
  }
  const stats = await lstat(outDir).catch(() => undefined);
  if (!stats) return;
  if (stats.isSymbolicLink()) {
    if (await place.isLegacyLink(outDir)) return;
    refuse('it is a link, and a build replaces it with a folder', 'Remove the link or choose another --out-dir.');
  }
  if (!stats.isDirectory()) refuse('it is an existing file', 'Remove it or choose another --out-dir.');
  const manifest = await readManifest(outDir);
  const foreign = manifest ? await foreignFiles(outDir, manifest) : await listFiles(outDir);
  if (foreign.length === 0) return;
  const named = foreign.slice(0, 3).join(', ') + (foreign.length > 3 ? ` and ${foreign.length - 3} more` : '');
  refuse(
    manifest ? `it holds files docsgen did not write (${named}), and docsgen deletes only what it wrote` : `it is a folder docsgen did not write (it holds ${named})`,
    'Move those files away (or into static/ to publish them) or choose another --out-dir.',
  );
}

export interface CacheDirPlace {
  root: string;
  cacheDir: string;
  /** The output folder of this build: each build replaces it whole, and it is what gets published. */
  outDir: string;
  /** Folders of the user's own work, relative to the root (content, static, theme, src), as for the output folder. */
  sourceDirs: readonly string[];
  /** False where the command has no `--cache-dir` (the dev server): the fix then cannot name it. */
  canChoose?: boolean;
}

/** The deepest existing path on the way to `p` that is not a folder (the cache itself, or a parent of it), if any. */
async function fileOnTheWay(p: string): Promise<string | undefined> {
  for (let at = path.resolve(p); ; at = path.dirname(at)) {
    const stats = await stat(at).catch(() => undefined);
    if (stats) return stats.isDirectory() ? undefined : at;
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * Refuses a cache folder that would put compiled pages where they do harm, with the output folder's
 * wording: inside the sources (the cache would be read as content, or written over it), inside the
 * output folder (a draft page's compiled HTML would be published), the site root or a folder holding
 * it, or a path that is, or runs through, an existing file.
 */
export async function checkCacheDir(place: CacheDirPlace): Promise<void> {
  const root = await realPlace(place.root);
  const cacheDir = await realPlace(place.cacheDir);
  const shown = path.relative(process.cwd(), path.resolve(place.cacheDir)) || '.';
  const refuse = (why: string, fix: string) => {
    throw new OutputPlaceError(`Refusing to keep the cache in ${shown}: ${why}. ${fix}`);
  };
  if (inside(root, cacheDir))
    refuse(cacheDir === root ? 'it is the site root, where its entries would mix with your sources' : 'it holds the site root', 'Choose a folder of its own, e.g. --cache-dir .docsgen/cache.');
  for (const dir of place.sourceDirs) {
    const abs = await realPlace(path.resolve(place.root, dir));
    if (inside(cacheDir, abs)) refuse(`it is inside ${path.relative(root, abs) || dir}/, which holds your sources`, 'Choose a folder outside the sources, e.g. --cache-dir .docsgen/cache.');
  }
  const outDir = await realOutDir(place.outDir);
  if (inside(cacheDir, outDir))
    refuse(
      `it is inside the output folder ${path.relative(root, outDir) || '.'}/, which is published and replaced by every build`,
      'Choose a folder outside the output, e.g. --cache-dir .docsgen/cache.',
    );
  const file = await fileOnTheWay(cacheDir);
  if (file)
    refuse(
      file === cacheDir ? 'it is an existing file' : `${path.relative(process.cwd(), file) || file} is an existing file`,
      place.canChoose === false ? 'Remove it: docsgen keeps its caches there.' : 'Remove it or choose another --cache-dir.',
    );
}
