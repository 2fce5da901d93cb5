/**
 * Packages a corpus project is built with, as `npm install` would give them: the registry's own tarballs,
 * kept in `test/fixtures/<group>/installed-packages/<project>/*.tgz` (git keeps no `node_modules`), unpacked
 * into the project's `node_modules/` before it is built. A project without such a folder is built with none
 * installed, as the rest of the corpus is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, mkdir, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface PackageJson {
  name: string;
  version: string;
}

/** `test/fixtures/<group>/<name>[/site]` -> `test/fixtures/<group>/installed-packages/<name>`. */
export function installedPackagesDir(fixtures: string, projectDir: string): string | undefined {
  const [group, name] = path.relative(fixtures, path.resolve(projectDir)).split(path.sep);
  if (!group || !name || group.startsWith('..')) return undefined;
  const dir = path.join(fixtures, group, 'installed-packages', name);
  return existsSync(dir) ? dir : undefined;
}

const versionOf = (dir: string): string | undefined => {
  try {
    return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson).version;
  } catch {
    return undefined;
  }
};

/** Unpacks each tarball into `<siteDir>/node_modules/<name>`, unless that version is already there. Returns the names. */
export async function installPackages(tarballDir: string, siteDir: string): Promise<string[]> {
  const nodeModules = path.join(siteDir, 'node_modules');
  await mkdir(nodeModules, { recursive: true });
  const installed: string[] = [];
  for (const tarball of (await readdir(tarballDir)).filter((f) => f.endsWith('.tgz')).sort()) {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-package-'));
    try {
      // npm's tarballs hold one folder, `package/`.
      execFileSync('tar', ['-xzf', path.join(tarballDir, tarball), '-C', tmp]);
      const unpacked = path.join(tmp, 'package');
      const { name, version } = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8')) as PackageJson;
      const target = path.join(nodeModules, ...name.split('/'));
      if (versionOf(target) !== version) {
        await rm(target, { recursive: true, force: true });
        await mkdir(path.dirname(target), { recursive: true });
        // Copied, not renamed: the temporary folder may be on another file system.
        await cp(unpacked, target, { recursive: true });
      }
      installed.push(name);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  return installed;
}
