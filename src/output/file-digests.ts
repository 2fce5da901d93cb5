import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** A file as it was written: its size in bytes and the sha256 of its content (hex). */
export interface FileDigest {
  size: number;
  sha256: string;
}

/** Files by path relative to their folder ('/'-separated). */
export type FileDigests = Record<string, FileDigest>;

/** What an entry of a folder is, links not followed: only a regular file is something docsgen wrote. */
export type EntryKind = 'file' | 'link' | 'other';

export interface FolderEntry {
  path: string;
  kind: EntryKind;
  /** The size of a regular file; 0 for anything else. */
  size: number;
}

export const sha256Of = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * Every entry under a folder except folders, by lstat: a link is reported as a link (to a file or to
 * a folder alike) and never followed, so nothing outside the folder is ever looked at.
 */
export async function listEntries(dir: string): Promise<FolderEntry[]> {
  const dirents = await readdir(dir, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    dirents
      .filter((e) => !e.isDirectory())
      .map(async (e): Promise<FolderEntry> => {
        const full = path.join(e.parentPath, e.name);
        const stats = await lstat(full);
        const kind: EntryKind = stats.isSymbolicLink() ? 'link' : stats.isFile() ? 'file' : 'other';
        return { path: toPosix(path.relative(dir, full)), kind, size: kind === 'file' ? stats.size : 0 };
      }),
  );
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Thrown when a file to be read is a link or not a regular file: its name is the caller's to report. */
export class NotARegularFile extends Error {}

/**
 * A file's bytes, never through a link: O_NOFOLLOW makes the open itself fail on a link, so a file
 * swapped for one after it was listed is refused rather than followed.
 */
export async function readRegularFile(file: string): Promise<Buffer> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ELOOP') throw new NotARegularFile(`${file} is a symbolic link`);
    throw error;
  });
  try {
    if (!(await handle.stat()).isFile()) throw new NotARegularFile(`${file} is not a regular file`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** Files read into memory at once while a folder is hashed. */
const DIGEST_BATCH = 32;

/** The size and sha256 of every file under a folder this run wrote (the names in `skip` aside). */
export async function digestFolder(dir: string, skip: ReadonlySet<string> = new Set()): Promise<FileDigests> {
  const names = (await listEntries(dir)).map((e) => e.path).filter((name) => !skip.has(name));
  const digests: FileDigests = {};
  for (let i = 0; i < names.length; i += DIGEST_BATCH) {
    const batch = names.slice(i, i + DIGEST_BATCH);
    const datas = await Promise.all(batch.map((name) => readRegularFile(path.join(dir, ...name.split('/')))));
    batch.forEach((name, j) => (digests[name] = { size: datas[j]!.length, sha256: sha256Of(datas[j]!) }));
  }
  return digests;
}
