import { lstat, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file in the output folder that lists what docsgen wrote there: how a folder is known to be docsgen's. */
export const MANIFEST_FILE = '.docsgen-manifest.json';

/** One written file as it was left: its size and modification time (cheap to compare, changes when it is edited). */
export type FileStamp = [size: number, mtimeMs: number];

export interface OutputManifest {
  generator: 'docsgen';
  /** Everything the output depends on, hashed (see `buildFingerprint`). */
  fingerprint: string;
  pages: number;
  bytes: number;
  /** Every file written, by path relative to the output folder ('/'-separated), the manifest itself aside. */
  files: Record<string, FileStamp>;
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Every file under a folder, '/'-separated and relative to it; links count as files (docsgen never writes one). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => toPosix(path.relative(dir, path.join(e.parentPath, e.name))));
}

/** Stamps every file of a finished output folder and writes the manifest into it. */
export async function writeManifest(dir: string, record: Omit<OutputManifest, 'generator' | 'files'>): Promise<OutputManifest> {
  const names = (await listFiles(dir)).filter((n) => n !== MANIFEST_FILE).sort();
  const stamped = await Promise.all(names.map(async (n): Promise<[string, FileStamp]> => [n, stampOf(await stat(path.join(dir, n)))]));
  const manifest: OutputManifest = { generator: 'docsgen', ...record, files: Object.fromEntries(stamped) };
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}

const stampOf = (s: { size: number; mtimeMs: number }): FileStamp => [s.size, s.mtimeMs];

/** The manifest of an output folder, or undefined when it has none (or one docsgen could not have written). */
export async function readManifest(dir: string): Promise<OutputManifest | undefined> {
  try {
    const data = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as Partial<OutputManifest>;
    if (data.generator !== 'docsgen' || typeof data.fingerprint !== 'string' || typeof data.files !== 'object' || data.files === null) return undefined;
    return data as OutputManifest;
  } catch {
    return undefined;
  }
}

/** Files in the folder that the manifest does not list: someone else's work, which docsgen must not delete. */
export async function foreignFiles(dir: string, manifest: OutputManifest): Promise<string[]> {
  return (await listFiles(dir)).filter((n) => n !== MANIFEST_FILE && !Object.hasOwn(manifest.files, n)).sort();
}

/** How the folder differs from its manifest: files missing, changed (size or time) or not written by docsgen; empty when it is as written. */
export async function outputDamage(dir: string, manifest: OutputManifest): Promise<string[]> {
  const present = new Set(await listFiles(dir));
  const damage: string[] = [];
  for (const name of present) if (name !== MANIFEST_FILE && !Object.hasOwn(manifest.files, name)) damage.push(`${name} (not written by docsgen)`);
  await Promise.all(
    Object.entries(manifest.files).map(async ([name, [size, mtimeMs]]) => {
      if (!present.has(name)) return void damage.push(`${name} (missing)`);
      const now = await lstat(path.join(dir, name)).catch(() => undefined);
      if (!now || !now.isFile() || now.size !== size || now.mtimeMs !== mtimeMs) damage.push(`${name} (changed)`);
    }),
  );
  return damage.sort();
}
