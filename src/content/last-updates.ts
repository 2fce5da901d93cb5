import { execFile } from 'node:child_process';
import path from 'node:path';

/** When a file was last committed, and by whom (Docusaurus's `showLastUpdateTime` / `showLastUpdateAuthor`). */
export interface LastUpdate {
  /** Seconds since the epoch. */
  time: number;
  author: string;
}

const run = (cwd: string, args: string[]) =>
  new Promise<string | undefined>((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => resolve(error ? undefined : stdout));
  });

/**
 * The last commit of every file under the given folders, from one `git log` over the repository the
 * site is in, by path relative to the site root. Not a git checkout, or git missing: an empty map
 * (the pages then show no "last updated" line, as Docusaurus does without git history).
 */
export async function readLastUpdates(root: string, dirs: readonly string[]): Promise<Map<string, LastUpdate>> {
  const out = new Map<string, LastUpdate>();
  const top = (await run(root, ['rev-parse', '--show-toplevel']))?.trim();
  if (!top) return out;
  const log = await run(root, ['log', '--format=%x00%ct%x09%an', '--name-only', '--no-renames', '--', ...dirs.map((d) => path.resolve(root, d))]);
  if (!log) return out;
  for (const entry of log.split('\0').slice(1)) {
    const [header, ...files] = entry.split('\n');
    const [time, author] = header!.split('\t');
    for (const file of files) {
      if (!file) continue;
      const rel = path.relative(root, path.join(top, file)).split(path.sep).join('/');
      // Newest first: the first commit met is the last one that touched the file.
      if (!out.has(rel)) out.set(rel, { time: Number(time), author: author ?? '' });
    }
  }
  return out;
}
