import { cp, lstat, mkdir, readlink, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { byteLengthOf, type OutputFile } from './output-file.js';
import type { Output } from './output.js';
import { OutputWriteError } from './output-errors.js';
import { foreignFiles, listFiles, readManifest, writeManifest, type OutputManifest } from './output-manifest.js';
import { journalOf, recoverOutput, stagingOf, writeJournal } from './swap-journal.js';

/**
 * The build's output on disk. Files go into a fresh folder in the staging folder beside the output
 * (`.build.docsgen/new-PID`); committing moves the old output folder aside and the new one in (two
 * renames, recorded first in a journal so a kill between them is repaired at the next start), then
 * deletes the old one. The output folder is a plain folder that any copy or upload step can take.
 */
export class DiskOutput implements Output {
  private bytes = 0;
  private files = 0;
  private readonly folders = new Map<string, Promise<void>>();

  private constructor(
    readonly outDir: string,
    /** The folder this run writes into. */
    readonly dir: string,
  ) {}

  /** Whether the output folder is a link into the versions of docsgen before plain output folders. */
  static async isLegacyLink(outDir: string): Promise<boolean> {
    const target = await readlink(outDir).catch(() => undefined);
    return target !== undefined && path.resolve(path.dirname(outDir), target).startsWith(stagingOf(outDir) + path.sep);
  }

  /** Repairs and cleans what earlier runs left, then makes this run's folder. */
  static async open(outDir: string): Promise<DiskOutput> {
    const out = path.resolve(outDir);
    await attempt('recover the output folder', () => recoverOutput(out));
    const dir = path.join(stagingOf(out), `new-${process.pid}`);
    await attempt(`create ${dir}`, async () => {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
    });
    return new DiskOutput(out, dir);
  }

  async write(files: OutputFile | readonly OutputFile[]): Promise<void> {
    const list = Array.isArray(files) ? (files as readonly OutputFile[]) : [files as OutputFile];
    await Promise.all(list.map((file) => this.writeOne(file)));
  }

  private async writeOne(file: OutputFile): Promise<void> {
    const target = path.join(this.dir, file.path);
    if (file.path.includes('\0') || !target.startsWith(this.dir + path.sep)) throw new OutputWriteError(`refusing to write ${JSON.stringify(file.path)}: it is outside the output folder`);
    const folder = path.dirname(target);
    // One mkdir per folder, not per file: pages of a section share folders.
    let made = this.folders.get(folder);
    if (!made) this.folders.set(folder, (made = mkdir(folder, { recursive: true }).then(() => undefined)));
    await attempt(`write ${file.path}`, async () => {
      await made;
      await writeFile(target, file.data);
    });
    this.bytes += byteLengthOf(file.data);
    this.files += 1;
  }

  async copyFolder(source: string): Promise<void> {
    if (existsSync(source)) await attempt(`copy ${source}`, () => cp(source, this.dir, { recursive: true }));
  }

  stats(): { files: number; bytes: number } {
    return { files: this.files, bytes: this.bytes };
  }

  /**
   * Writes the manifest, then swaps the new folder in: journal, old folder aside, new folder in,
   * journal removed, old folder deleted. Only a folder docsgen wrote is deleted: files that
   * appeared in it during the build stop the commit instead.
   */
  async commit(record: Omit<OutputManifest, 'generator' | 'files' | 'bytes'>): Promise<void> {
    await attempt('write the manifest', () => writeManifest(this.dir, { ...record, bytes: this.bytes }));
    const previous = path.join(stagingOf(this.outDir), `old-${process.pid}`);
    const existing = await lstat(this.outDir).catch(() => undefined);
    if (existing?.isDirectory()) await refuseForeignFiles(this.outDir);
    const journal = journalOf(this.outDir, process.pid);
    await attempt('swap the new output in', async () => {
      await writeJournal(this.outDir, process.pid, { next: this.dir, previous });
      if (existing) await rename(this.outDir, previous);
      testHookBetweenRenames();
      await rename(this.dir, this.outDir);
      await rm(journal, { force: true });
    });
    // A legacy link pointed into the staging folder: the version it named goes with it.
    await recoverOutput(this.outDir).catch(() => {});
    await rm(previous, { recursive: true, force: true }).catch(() => {});
    await rmdir(stagingOf(this.outDir)).catch(() => {}); // only when empty: another run may be writing there
  }

  /** Drops this run's folder; the output folder was never touched. */
  async abort(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true }).catch(() => {});
  }
}

async function refuseForeignFiles(outDir: string): Promise<void> {
  const manifest = await readManifest(outDir);
  // Without a manifest the folder was empty when the build was checked: anything in it now is someone else's.
  const foreign = manifest ? await foreignFiles(outDir, manifest) : (await listFiles(outDir)).sort();
  if (foreign.length > 0) throw new OutputWriteError(`${path.basename(outDir)}/ now holds files docsgen did not write (${foreign.slice(0, 3).join(', ')}), so it was not replaced`);
}

/** Tests kill the build exactly between the two renames, where only the journal can bring the output back. */
function testHookBetweenRenames(): void {
  if (process.env.DOCSGEN_TEST_KILL_BETWEEN_RENAMES === '1') process.kill(process.pid, 'SIGKILL');
}

/** Runs a file-system step; a failure becomes one line naming what could not be done. */
async function attempt<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof OutputWriteError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new OutputWriteError(`could not ${what}: ${reason}`, { cause: error });
  }
}
