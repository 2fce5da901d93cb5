import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { OutputPlaceError } from './output-errors.js';

export interface OutDirPlace {
  root: string;
  outDir: string;
  /** Folders of the user's own work, relative to the root (content, static, theme, src). */
  sourceDirs: readonly string[];
  /** True when the output folder is docsgen's: a link into its versions, or a folder a build of this site recorded. */
  isOurs: (outDir: string) => Promise<boolean>;
}

const inside = (child: string, parent: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * Refuses an output folder that would replace the user's work: the site root or a folder holding
 * it, a folder inside content/static/theme/src, an existing file, or a folder docsgen did not write.
 */
export async function checkOutDir(place: OutDirPlace): Promise<void> {
  const root = path.resolve(place.root);
  const outDir = path.resolve(place.outDir);
  const shown = path.relative(process.cwd(), outDir) || '.';
  const refuse = (why: string, fix: string) => {
    throw new OutputPlaceError(`Refusing to write the site into ${shown}: ${why}. ${fix}`);
  };
  if (inside(root, outDir))
    refuse(outDir === root ? 'it is the site root, and the build replaces its output folder whole' : 'it holds the site root', 'Choose a folder of its own, e.g. --out-dir build.');
  for (const dir of place.sourceDirs) {
    const abs = path.resolve(root, dir);
    if (inside(outDir, abs)) refuse(`it is inside ${path.relative(root, abs) || dir}/, which holds your sources`, 'Choose a folder outside the sources, e.g. --out-dir build.');
  }
  const stats = await lstat(outDir).catch(() => undefined);
  if (!stats) return;
  if (stats.isSymbolicLink() || stats.isDirectory()) {
    if (await place.isOurs(outDir)) return;
    if (stats.isDirectory() && (await readdir(outDir)).length === 0) return;
    refuse('it is a folder docsgen did not write, and a build replaces the whole folder', 'Remove it or choose another --out-dir.');
  }
  refuse('it is an existing file', 'Remove it or choose another --out-dir.');
}
