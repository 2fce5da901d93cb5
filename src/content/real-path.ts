import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** Whether `child` is `parent` or below it, compared as written (no links followed). */
export function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** A path with every link followed, or undefined when it does not exist (or a link in it is broken). */
export async function realPathOf(file: string): Promise<string | undefined> {
  return realpath(file).catch(() => undefined);
}

export function realPathOfSync(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Where a path really is, and whether that is inside `root` once links are followed on both sides:
 * a file inside the project through a link to `/etc` is outside. A missing file is neither
 * (`real` undefined, `inside` false), so callers report it as missing, not as outside.
 */
export async function realPlace(file: string, root: string): Promise<{ real: string | undefined; inside: boolean }> {
  const [real, realRoot] = await Promise.all([realPathOf(file), realPathOf(root)]);
  return { real, inside: real !== undefined && isInside(real, realRoot ?? path.resolve(root)) };
}

export function realPlaceSync(file: string, root: string): { real: string | undefined; inside: boolean } {
  const real = realPathOfSync(file);
  return { real, inside: real !== undefined && isInside(real, realPathOfSync(root) ?? path.resolve(root)) };
}
