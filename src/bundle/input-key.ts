import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ENGINE_PACKAGE_LOCK } from '../engine/engine-paths.js';

/**
 * A bundle's inputs, hashed by content: every file under the folders it is made from, its options
 * and the engine's installed packages. Bundles that do not depend on the pages are cached by it.
 */
export async function inputKey(dirs: readonly string[], options: unknown, skip: (file: string) => boolean = () => false): Promise<string> {
  const hash = createHash('sha1').update(JSON.stringify(options));
  for (const dir of dirs) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .filter((f) => !skip(f))
      .sort();
    const texts = await Promise.all(files.map((f) => readFile(f)));
    files.forEach((f, i) => hash.update(`${f}\0`).update(texts[i]!));
  }
  hash.update(await readFile(ENGINE_PACKAGE_LOCK).catch(() => ''));
  return hash.digest('hex').slice(0, 16);
}
