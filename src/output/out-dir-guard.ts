import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
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
