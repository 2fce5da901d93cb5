import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { realPathOf, isInside } from './real-path.js';

/** One file of `static/`, by the route it is served at (`/img/logo.svg`) and the real file behind it. */
export interface StaticFile {
  route: string;
  /** The file's real path: links inside the project are followed, so the output gets a regular file. */
  source: string;
}

export interface StaticFolder {
  files: StaticFile[];
  routes: Set<string>;
  /** Links that lead outside the project: errors, and never copied. */
  diagnostics: Diagnostic[];
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * The files under `static/`, links followed. A link (to a file or a folder) that resolves outside the
 * project is an error and is left out: copying it would publish a file from elsewhere on the machine,
 * and a link kept in the output would let the build write pages through it.
 */
export async function scanStaticFolder(staticDir: string, root: string): Promise<StaticFolder> {
  const folder: StaticFolder = { files: [], routes: new Set(), diagnostics: [] };
  const realStatic = await realPathOf(staticDir);
  if (!realStatic || !(await stat(realStatic)).isDirectory()) return folder;
  const realRoot = (await realPathOf(root)) ?? path.resolve(root);
  const base = path.resolve(staticDir);
  // The real folders above the one being read: a link to one of them would loop.
  const walk = async (dir: string, realDir: string, above: ReadonlySet<string>): Promise<void> => {
    const entries = await readdir(realDir, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const shown = path.join(dir, entry.name);
      const route = `/${toPosix(path.relative(base, shown))}`;
      let real = path.join(realDir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await realPathOf(real);
        if (target === undefined) continue; // a broken link publishes nothing; the link check reports pages that need it
        if (!isInside(target, realRoot)) {
          folder.diagnostics.push(outsideLink(toPosix(path.relative(path.resolve(root), shown)), target));
          continue;
        }
        real = target;
      } else if (!entry.isFile() && !entry.isDirectory()) continue;
      const info = await stat(real);
      if (info.isDirectory()) {
        if (above.has(real)) continue;
        await walk(shown, real, new Set([...above, real]));
      } else if (info.isFile()) {
        folder.files.push({ route, source: real });
        folder.routes.add(route);
      }
    }
  };
  await walk(base, realStatic, new Set([realStatic]));
  return folder;
}

function outsideLink(file: string, target: string): Diagnostic {
  return {
    severity: 'error',
    code: 'static-link-outside',
    file,
    line: 0,
    column: 0,
    message: `${file} is a link to ${target}, outside the project, so it is not copied into the site.`,
    hint: 'Copy the file into static/ instead of linking to it (links that stay inside the project are copied as regular files).',
  };
}

