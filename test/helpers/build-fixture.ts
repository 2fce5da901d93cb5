import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, type BuildOptions, type BuildResult } from '../../src/pipeline/build-site.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures');

/**
 * Copies a fixture site into a temp folder (so tests never write into the repo) with the repo's
 * theme, and returns its root.
 */
export async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `docsgen-${name}-`));
  await cp(path.join(FIXTURES, name), dir, { recursive: true });
  await cp(path.join(REPO_ROOT, 'theme'), path.join(dir, 'theme'), { recursive: true });
  return dir;
}

export async function buildFixture(name: string, options: Omit<BuildOptions, 'root'> = {}): Promise<BuildResult & { root: string }> {
  const root = await copyFixture(name);
  const result = await buildSite({ root, ...options });
  return { ...result, root };
}

/** A fixture copied, with files added or replaced (path from the site root → text), then built. */
export async function buildFixtureWithFiles(name: string, files: Record<string, string>, options: Omit<BuildOptions, 'root'> = {}): Promise<BuildResult & { root: string }> {
  const root = await copyFixture(name);
  await writeFiles(root, files);
  const result = await buildSite({ root, ...options });
  return { ...result, root };
}

export async function removeDir(dir: string): Promise<void> {
  // Retried: a failed build may still be finishing a cache write in the folder.
  await rm(dir, { recursive: true, force: true, maxRetries: 5 });
}

/** Writes files (path from the site root → text) into a site, making their folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}
