import { lstat, readdir, readFile, readlink, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The two renames that replace the output folder (old aside, new in) cannot be one atomic step, so
 * a journal written before the first says which folders are involved. A kill between them leaves
 * no output folder; the next start reads the journal and puts the new site in (it was complete
 * before the journal was written), or the old one when the new is gone: never neither, never a mix.
 */
export interface SwapJournal {
  /** The complete new site, in the staging folder. */
  next: string;
  /** Where the previous output folder is moved aside to. */
  previous: string;
}

/** Where an output folder's staging lives: a hidden sibling, so every rename stays on one file system. */
export const stagingOf = (outDir: string): string => path.join(path.dirname(outDir), `.${path.basename(outDir)}.docsgen`);

export const journalOf = (outDir: string, pid: number): string => path.join(stagingOf(outDir), `swap-${pid}.json`);

/** Written under another name and renamed into place: a kill while writing leaves no half journal. */
export async function writeJournal(outDir: string, pid: number, journal: SwapJournal): Promise<void> {
  const file = journalOf(outDir, pid);
  await writeFile(`${file}.tmp`, JSON.stringify(journal));
  await rename(`${file}.tmp`, file);
}

/** The process id a staging entry belongs to (`new-123`, `swap-123.json`, a legacy `v-abc-123`). */
export const pidOfEntry = (name: string): number => Number(/-(\d+)(?:\.json(?:\.tmp)?)?$/.exec(name)?.[1] ?? NaN);

export function isAlive(pid: number): boolean {
  if (!Number.isFinite(pid)) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const exists = async (p: string) => (await lstat(p).catch(() => undefined)) !== undefined;

/** Finishes (or rolls back) a swap a killed run left half done, so that the output folder exists again. */
async function replayJournal(outDir: string, file: string): Promise<void> {
  const journal = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as SwapJournal)
    .catch(() => undefined);
  if (journal && !(await exists(outDir))) {
    if (await exists(journal.next)) await rename(journal.next, outDir);
    else if (await exists(journal.previous)) await rename(journal.previous, outDir);
  }
  await rm(file, { force: true });
}

/**
 * Run at every start before anything reads or writes the output: replays the journals of dead
 * runs, then removes what dead runs left in the staging folder (unfinished sites, moved-aside
 * old ones). A legacy version folder that the output folder still links to (docsgen before plain
 * folders) is kept.
 */
export async function recoverOutput(outDir: string): Promise<void> {
  const staging = stagingOf(outDir);
  const names = await readdir(staging).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^swap-\d+\.json$/.test(n) && !isAlive(pidOfEntry(n)))) await replayJournal(outDir, path.join(staging, name));
  const linked = await readlink(outDir).then(
    (target) => path.resolve(path.dirname(outDir), target),
    () => undefined,
  );
  const left = await readdir(staging).catch(() => [] as string[]);
  const stale = left.map((n) => path.join(staging, n)).filter((p) => p !== linked && !isAlive(pidOfEntry(path.basename(p))));
  await Promise.all(stale.map((p) => rm(p, { recursive: true, force: true }).catch(() => {})));
  // Only when empty: another run may have just made its folder there.
  if (left.length > 0 && stale.length === left.length) await rmdir(staging).catch(() => {});
}
