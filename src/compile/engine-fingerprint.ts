import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MARKDOWN_SOURCE_DIR } from '../engine/engine-paths.js';
import path from 'node:path';

let fingerprint: string | undefined;

/** The parsers' own code: the adapter and remark's setup are in src/parse, satteri is a native package. */
const PARSE_SOURCE_DIR = path.join(MARKDOWN_SOURCE_DIR, '..', 'parse');

/** satteri's version, from its package.json (not an export of the package, so found beside its entry). */
function satteriVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('satteri');
    const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}satteri${path.sep}`)), 'satteri', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Hash of the compile stage's own source (and the native parser's version), so cached pages never outlive a change to the compiler. */
export function compilerFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha1').update(`satteri ${satteriVersion()}\0`);
  for (const dir of [MARKDOWN_SOURCE_DIR, PARSE_SOURCE_DIR]) for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}
