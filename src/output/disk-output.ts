import { cp, lstat, mkdir, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { byteLengthOf, type OutputFile } from './output-file.js';
import type { Output } from './output.js';
import { OutputWriteError } from './output-errors.js';

/**
 * The build's output on disk. Files go into a fresh version folder beside the output
 * (`.build.docsgen/v-…`); the output folder itself is a symbolic link to the current version, and
 * committing replaces that link with one `rename`, which is atomic: a reader (or a kill) sees the
 * old site or the new one, never none. Versions of earlier runs that no live process owns are
 * removed at the next start.
 */
export class DiskOutput implements Output {
  private bytes = 0;
  private files = 0;
  private readonly folders = new Map<string, Promise<void>>();

  private constructor(
    readonly outDir: string,
    /** The version folder this run writes into. */
    readonly dir: string,
  ) {}

  /** Where the versions of an output folder live: a hidden sibling, so the swap stays on one file system. */
  static versionsOf(outDir: string): string {
    return path.join(path.dirname(outDir), `.${path.basename(outDir)}.docsgen`);
  }

  /** Whether the output folder is a link into docsgen's versions. */
  static async isVersionLink(outDir: string): Promise<boolean> {
    const target = await readlink(outDir).catch(() => undefined);
    return target !== undefined && path.resolve(path.dirname(outDir), target).startsWith(DiskOutput.versionsOf(outDir) + path.sep);
  }

  /** Recovers and cleans what earlier runs left, then makes this run's version folder. */
  static async open(outDir: string): Promise<DiskOutput> {
    const out = path.resolve(outDir);
    await recoverAndClean(out);
    const dir = path.join(DiskOutput.versionsOf(out), `v-${Date.now().toString(36)}-${process.pid}`);
    await attempt(`create ${dir}`, () => mkdir(dir, { recursive: true }));
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

  /** Points the output folder at this version in one rename; the previous version is removed after. */
  async commit(): Promise<void> {
    const parent = path.dirname(this.outDir);
    const link = path.join(parent, `.${path.basename(this.outDir)}.link-${process.pid}`);
    const previous = await readlink(this.outDir).catch(() => undefined);
    await attempt('swap the new output in', async () => {
      await rm(link, { force: true });
      await symlink(path.relative(parent, this.dir), link, 'dir');
      const existing = await lstat(this.outDir).catch(() => undefined);
      // An output folder of an older docsgen (a plain folder) moves into the versions once; from then on it is a link.
      if (existing?.isDirectory()) await rename(this.outDir, path.join(DiskOutput.versionsOf(this.outDir), `legacy-${process.pid}`));
      await rename(link, this.outDir);
    });
    const stale = previous ? path.resolve(parent, previous) : path.join(DiskOutput.versionsOf(this.outDir), `legacy-${process.pid}`);
    await rm(stale, { recursive: true, force: true }).catch(() => {});
  }

  /** Drops this run's version; the output folder was never touched. */
  async abort(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true }).catch(() => {});
  }
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

const pidOf = (name: string) => Number(/-(\d+)$/.exec(name)?.[1] ?? NaN);

function alive(pid: number): boolean {
  if (!Number.isFinite(pid) || pid === process.pid) return pid === process.pid;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What a killed run can leave: a link not yet renamed, a version never committed, an older
 * writer's `build.tmp-N` / `build.old-N`, or (killed in the one-time move of an old plain output
 * folder) no output folder at all with the old one among the versions, which is put back first.
 */
async function recoverAndClean(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const versions = DiskOutput.versionsOf(outDir);
  const names = await readdir(versions).catch(() => [] as string[]);
  if (!(await lstat(outDir).catch(() => undefined))) {
    const legacy = names.find((n) => n.startsWith('legacy-'));
    if (legacy) await rename(path.join(versions, legacy), outDir).catch(() => {});
  }
  const current = await readlink(outDir).catch(() => undefined);
  const keep = current ? path.resolve(parent, current) : undefined;
  const stale = names.map((n) => path.join(versions, n)).filter((p) => p !== keep && !alive(pidOf(p)));
  const siblings = await readdir(parent).catch(() => [] as string[]);
  for (const name of siblings) {
    if ((name.startsWith(`.${base}.link-`) || name.startsWith(`${base}.tmp-`) || name.startsWith(`${base}.old-`)) && !alive(pidOf(name))) stale.push(path.join(parent, name));
  }
  await Promise.all(stale.map((p) => rm(p, { recursive: true, force: true }).catch(() => {})));
}
