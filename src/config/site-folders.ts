import { statSync } from 'node:fs';
import path from 'node:path';
import { isInside, realPathOfSync } from '../content/real-path.js';
import { ConfigError } from './config-error.js';
import type { ConfigIssue } from './format-issues.js';
import type { SiteConfig } from './schema.js';

const FOLDERS = ['contentDir', 'staticDir'] as const;
type Folder = (typeof FOLDERS)[number];

/**
 * Whether the static folder is inside the project, links followed (a folder that does not exist yet is
 * judged as written). Its files are copied into the output as they are, so one outside would publish
 * files from elsewhere on the machine. The docs may live beside the site (`path: '../docs'` in a
 * monorepo): they are compiled, not copied.
 */
function isStaticInsideProject(dir: string, root: string): boolean {
  const absolute = path.resolve(root, dir);
  const real = realPathOfSync(absolute);
  return real === undefined ? isInside(absolute, path.resolve(root)) : isInside(real, realPathOfSync(root) ?? path.resolve(root));
}

/**
 * The site's own folders as the config names them: relative to the site root, and folders (not
 * files) when they exist. A Docusaurus config may give an absolute `path` inside the project, as
 * Docusaurus allows; it is made relative. Anything else is a configuration error the author can fix,
 * not a failure deep in the build.
 */
export function checkSiteFolders(config: SiteConfig, root: string, file: string, options: { absoluteInsideRoot: boolean; keyNames?: Partial<Record<Folder, string>> }): SiteConfig {
  const issues: ConfigIssue[] = [];
  const fixed = { ...config };
  for (const folder of FOLDERS) {
    // Named as the author wrote it: a Docusaurus config says `presets.classic.docs.path`, not `contentDir`.
    const key = options.keyNames?.[folder] ?? folder;
    let dir = config[folder];
    if (path.isAbsolute(dir)) {
      const rel = path.relative(root, dir);
      if (options.absoluteInsideRoot && !rel.startsWith('..') && !path.isAbsolute(rel)) dir = rel || '.';
      else {
        issues.push({ path: key, message: `is an absolute path (${dir})`, fix: `give the folder relative to the site root, e.g. ${JSON.stringify(folder === 'contentDir' ? 'content' : 'static')}` });
        continue;
      }
    }
    fixed[folder] = dir;
    if (folder === 'staticDir' && !isStaticInsideProject(dir, root)) {
      issues.push({
        path: key,
        message: `names ${dir}, outside the project: everything in it would be published with the site`,
        fix: `keep the static files in a folder of the project, e.g. ${JSON.stringify('static')}`,
      });
      continue;
    }
    const stats = statOf(path.resolve(root, dir));
    if (stats && !stats.isDirectory()) {
      issues.push({
        path: key,
        message: `${dir} is a file, not a folder`,
        fix: `make ${dir} a folder of ${folder === 'contentDir' ? 'pages' : 'static files'}, or set ${key} to the folder that holds them`,
      });
    }
  }
  if (issues.length) throw new ConfigError(file, issues);
  return fixed;
}

function statOf(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
