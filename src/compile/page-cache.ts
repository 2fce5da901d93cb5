import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { CompileOptions } from '../markdown/compile-page.js';
import { compilerFingerprint } from './engine-fingerprint.js';
import type { SourceFile } from '../content/source-file.js';

/** Compiled pages on disk, keyed by everything that decides their content: text, path, options, compiler version. */
export class PageCache {
  constructor(readonly dir: string) {}

  key(source: SourceFile, options: CompileOptions): string {
    return createHash('sha1').update(`${compilerFingerprint()}\0${JSON.stringify(options)}\0${source.file}\0${source.hash}`).digest('hex');
  }

  private pathOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  async read(key: string): Promise<CompiledDoc | undefined> {
    try {
      return JSON.parse(await readFile(this.pathOf(key), 'utf8')) as CompiledDoc;
    } catch {
      return undefined;
    }
  }

  async write(key: string, doc: CompiledDoc): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(doc));
  }
}
