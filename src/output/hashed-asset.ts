import { createHash } from 'node:crypto';
import path from 'node:path';
import type { OutputFile } from './output-file.js';

/** A file a page references (an image), under a content-hashed name in `assets/media/`: the same name in the build and the dev server. */
export function hashedAssetFile(sourceFile: string, data: Uint8Array): OutputFile {
  const hash = createHash('sha1').update(data).digest('hex').slice(0, 10);
  const ext = path.extname(sourceFile);
  return { path: `assets/media/${path.basename(sourceFile, ext).replace(/[^A-Za-z0-9_-]+/g, '-')}.${hash}${ext}`, data };
}

/** A module the site writes once for many pages (`assets/<name>.<hash>.js`), named by its code so a change gets a new URL. */
export function hashedModulePath(name: string, code: string): string {
  return `assets/${name}.${createHash('sha1').update(code).digest('hex').slice(0, 10)}.js`;
}
