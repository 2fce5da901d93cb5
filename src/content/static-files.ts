import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Files under `static/`, as the routes they are served at (`/img/logo.svg`), for the link check. */
export async function listStaticRoutes(staticDir: string): Promise<Set<string>> {
  if (!existsSync(staticDir)) return new Set();
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile()).map((e) => `/${path.relative(staticDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`));
}
