import { readdirSync } from 'node:fs';
import path from 'node:path';

const MODULE = /\.(tsx|ts|jsx|js)$/;

/**
 * The `@theme/*` components a Docusaurus project swizzled: every module under its `src/theme`, by the
 * import path Docusaurus gives it (`DocItem/Content/index.tsx` and `DocItem/Content.js` are both
 * `@theme/DocItem/Content`). CSS modules and other files beside them are not components.
 */
export function swizzledModules(themeDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(themeDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const names = entries
    .map((e) => e.split(path.sep).join('/'))
    .filter((e) => MODULE.test(e) && !/\.d\.ts$/.test(e) && !/(^|\/)[_.]/.test(e) && !/\.(test|spec|stories)\.[jt]sx?$/.test(e))
    .map((e) => e.replace(MODULE, '').replace(/\/index$/, ''));
  return [...new Set(names)].sort().map((name) => `@theme/${name}`);
}
