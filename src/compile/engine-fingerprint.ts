import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { MARKDOWN_SOURCE_DIR } from '../engine/engine-paths.js';
import path from 'node:path';

let fingerprint: string | undefined;

/** Hash of the compile stage's own source, so cached pages never outlive a change to the compiler. */
export function compilerFingerprint(): string {
  if (fingerprint) return fingerprint;
  const dir = MARKDOWN_SOURCE_DIR;
  const hash = createHash('sha1');
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}
