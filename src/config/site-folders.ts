import { statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';
import type { ConfigIssue } from './format-issues.js';
import type { SiteConfig } from './schema.js';

const FOLDERS = ['contentDir', 'staticDir'] as const;

/**
 * The site's own folders as the config names them: relative to the site root, and folders (not
 * files) when they exist. A Docusaurus config may give an absolute `path` inside the project, as
 * Docusaurus allows; it is made relative. Anything else is a configuration error the author can fix,
 * not a failure deep in the build.
 */
export function checkSiteFolders(config: SiteConfig, root: string, file: string, options: { absoluteInsideRoot: boolean }): SiteConfig {
  const issues: ConfigIssue[] = [];
  const fixed = { ...config };
  for (const key of FOLDERS) {
    let dir = config[key];
    if (path.isAbsolute(dir)) {
      const rel = path.relative(root, dir);
      if (options.absoluteInsideRoot && !rel.startsWith('..') && !path.isAbsolute(rel)) dir = rel || '.';
      else {
        issues.push({ path: key, message: `is an absolute path (${dir})`, fix: `give the folder relative to the site root, e.g. ${JSON.stringify(key === 'contentDir' ? 'content' : 'static')}` });
        continue;
      }
    }
    fixed[key] = dir;
    const stats = statOf(path.resolve(root, dir));
    if (stats && !stats.isDirectory()) {
      issues.push({
        path: key,
        message: `${dir} is a file, not a folder`,
        fix: `make ${dir} a folder of ${key === 'contentDir' ? 'pages' : 'static files'}, or set ${key} to the folder that holds them`,
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
