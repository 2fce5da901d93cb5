import { createHash } from 'node:crypto';
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The layout of every entry in the cache folder. It is part of every entry's key or file name, so a
 * docsgen with another layout simply finds nothing; an entry of another layout at a name of this one
 * was put there by something else, and is damage.
 */
export const CACHE_FORMAT = 1;

/** What an entry holds: its header names it, so an entry copied to another kind's name is refused too. */
export type EntryKind = 'page' | 'summary' | 'page-index' | 'card' | 'render-times' | 'bundle';

const MAGIC = 'docsgen-cache';
/** The header is ASCII and short: a first line longer than this is not one. */
const MAX_HEADER = 128;

export const sha1 = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

/**
 * The bytes of an entry on disk: one header line, `docsgen-cache <format> <kind> <sha1 of body>`, then
 * the body. The hash catches a body cut short by a killed write, a bad upload or a hand edit.
 */
export function sealEntry(kind: EntryKind, body: string | Uint8Array): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return Buffer.concat([Buffer.from(`${MAGIC} ${CACHE_FORMAT} ${kind} ${sha1(bytes)}\n`), bytes]);
}

/** The body of an entry when its header is this format and kind and the body is the one hashed; otherwise what is wrong. */
export function openEntry(data: Buffer, kind: EntryKind): { body: Buffer } | { damage: string } {
  const end = data.subarray(0, MAX_HEADER).indexOf(0x0a);
  if (end < 0) return { damage: 'no header' };
  const [magic, format, entryKind, hash, ...rest] = data.subarray(0, end).toString('latin1').split(' ');
  if (magic !== MAGIC || rest.length) return { damage: 'no header' };
  if (format !== String(CACHE_FORMAT)) return { damage: `format ${format}, not ${CACHE_FORMAT}` };
  if (entryKind !== kind) return { damage: `a ${entryKind} entry, not a ${kind} entry` };
  const body = data.subarray(end + 1);
  if (sha1(body) !== hash) return { damage: 'its body does not match its hash (cut short or changed)' };
  return { body };
}

/**
 * The entries of one build found damaged (by file, so one read twice counts once). They are never
 * used: each is recomputed and written again, and the build says how many there were.
 */
export class CacheDamage {
  private readonly found = new Map<string, string>();

  note(file: string, why: string): void {
    this.found.set(file, why);
  }

  get count(): number {
    return this.found.size;
  }

  /** What the build summary says, when anything was damaged. */
  summary(): string | undefined {
    const n = this.found.size;
    if (n === 0) return undefined;
    return n === 1 ? '1 cache entry was damaged and rebuilt.' : `${n} cache entries were damaged and rebuilt.`;
  }
}

/** Reads an entry's body: undefined when there is none, or when it is damaged (then noted in `damage`). */
export async function readEntry(file: string, kind: EntryKind, damage: CacheDamage | undefined): Promise<Buffer | undefined> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    // No entry is a miss; anything else (a folder where the entry should be, unreadable) is damage to rebuild over.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') damage?.note(file, (error as NodeJS.ErrnoException).code ?? 'unreadable');
    return undefined;
  }
  const opened = openEntry(data, kind);
  if ('damage' in opened) {
    damage?.note(file, opened.damage);
    return undefined;
  }
  return opened.body;
}

/**
 * Reads a JSON entry and checks its shape: the hash proves the body is what docsgen wrote, the shape
 * that it is what this code reads (cheap checks of the fields, not a schema per entry).
 */
export async function readJsonEntry<T>(file: string, kind: EntryKind, isShape: (value: unknown) => value is T, damage: CacheDamage | undefined): Promise<T | undefined> {
  const body = await readEntry(file, kind, damage);
  if (!body) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    damage?.note(file, 'not JSON');
    return undefined;
  }
  if (isShape(value)) return value;
  damage?.note(file, `not a ${kind} entry`);
  return undefined;
}

/**
 * Written aside and renamed into place: a killed or concurrent write never leaves half an entry under
 * its name. Something in the entry's way (a folder where the entry goes, a file where its folder goes)
 * is damage too: it is removed and the write tried once more.
 */
export async function writeEntry(file: string, kind: EntryKind, body: string | Uint8Array, makeFolder: (dir: string) => Promise<unknown> = (dir) => mkdir(dir, { recursive: true })): Promise<void> {
  const attempt = async () => {
    await makeFolder(path.dirname(file));
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(tmp, sealEntry(kind, body));
    await rename(tmp, file);
  };
  try {
    await attempt();
  } catch (error) {
    if (!IN_THE_WAY.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await clearTheWay(file);
    await attempt();
  }
}

/** What a write meets when a file stands where a folder should, or the other way round. */
const IN_THE_WAY = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY']);

async function clearTheWay(file: string): Promise<void> {
  const folder = path.dirname(file);
  if ((await lstat(folder).catch(() => undefined))?.isDirectory() === false) await rm(folder, { force: true });
  if ((await lstat(file).catch(() => undefined))?.isDirectory()) await rm(file, { recursive: true, force: true });
}

/** Shape checks for the entries' fields. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const hasStrings = (v: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => typeof v[k] === 'string');
export const hasArrays = (v: Record<string, unknown>, keys: readonly string[]) => keys.every((k) => Array.isArray(v[k]));
