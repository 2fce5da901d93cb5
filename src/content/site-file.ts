import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether a file named relative to the site root is there (links followed). One that leads out of
 * the site counts as there: the render stage refuses to copy it and says so at the link.
 */
export function siteFileExists(root: string): (file: string) => boolean {
  return (file) => {
    if (file.includes('\0')) return false;
    try {
      return statSync(path.join(root, file)).isFile();
    } catch {
      return false;
    }
  };
}
