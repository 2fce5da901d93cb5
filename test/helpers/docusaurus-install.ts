/**
 * The one shared install of the Docusaurus version the corpus records with (3.10.2, its packages as
 * `test/fixtures/docusaurus-corpus/install/package-lock.json` pins them), made once per machine by
 * `npm install` from the npm registry (or npm's cache) into `node_modules/.cache/`, never committed. A
 * project is built "with its packages installed" by copying it under that folder, where Node's
 * resolution walks up to the shared `node_modules`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const lockDir = path.join(repo, 'test/fixtures/docusaurus-corpus/install');

/** The install's folder, keyed by the lock file so a changed lock makes a new one. */
export function installDir(): string {
  const lock = readFileSync(path.join(lockDir, 'package-lock.json'), 'utf8');
  let hash = 0;
  for (let i = 0; i < lock.length; i++) hash = (hash * 31 + lock.charCodeAt(i)) | 0;
  return path.join(repo, 'node_modules/.cache/docsgen-docusaurus', (hash >>> 0).toString(16));
}

/** Installs once (about a minute from npm's cache); returns the folder. */
export async function ensureDocusaurusInstall(): Promise<string> {
  const dir = installDir();
  const done = path.join(dir, '.installed');
  if (existsSync(done)) return dir;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await cp(path.join(lockDir, 'package.json'), path.join(dir, 'package.json'));
  await cp(path.join(lockDir, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  // `npm install`, not `npm ci`: npm 10's lock omits the other platforms' optional binaries of @swc/html, which `ci` then refuses.
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], timeout: 10 * 60_000 });
  await writeFile(done, new Date().toISOString());
  return dir;
}

/** A fresh copy of a corpus project inside the install, so its packages resolve; returns its folder. */
export async function projectInInstall(projectDir: string, name: string): Promise<string> {
  const site = path.join(await ensureDocusaurusInstall(), 'sites', name);
  await rm(site, { recursive: true, force: true });
  await cp(projectDir, site, { recursive: true, filter: (src) => !/[\\/](?:node_modules|\.docusaurus|build|\.docsgen)$/.test(src) });
  return site;
}
