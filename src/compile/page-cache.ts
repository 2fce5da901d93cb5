import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { CompileOptions } from '../markdown/compile-page.js';
import { compilerFingerprint } from './engine-fingerprint.js';
import { summarise, type PageSummary } from './page-summary.js';
import type { SourceFile } from '../content/source-file.js';

/** Compiled pages on disk, keyed by everything that decides their content: text, path, options, compiler version. */
export class PageCache {
  /** One mkdir per shard folder, not per page. */
  private readonly folders = new Map<string, Promise<unknown>>();

  constructor(readonly dir: string) {}

  key(source: SourceFile, options: CompileOptions): string {
    return createHash('sha1')
      .update(`${compilerFingerprint()}\0${JSON.stringify(options)}\0${source.file}\0${source.hash}`)
      .digest('hex');
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

  /**
   * The page without its body and search text: what whole-site stages need, a small file of its own
   * so that an unchanged site is planned without reading every page's HTML.
   */
  async readSummary(key: string): Promise<PageSummary | undefined> {
    try {
      return JSON.parse(await readFile(this.pathOf(key).replace(/\.json$/, '.summary.json'), 'utf8')) as PageSummary;
    } catch {
      return undefined;
    }
  }

  async write(key: string, doc: CompiledDoc): Promise<void> {
    const file = this.pathOf(key);
    const folder = path.dirname(file);
    let made = this.folders.get(folder);
    if (!made) this.folders.set(folder, (made = mkdir(folder, { recursive: true })));
    await made;
    // Body first: a summary on disk always has its body.
    await writeFile(file, JSON.stringify(doc));
    await writeFile(file.replace(/\.json$/, '.summary.json'), JSON.stringify(summarise(doc, key)));
  }
}
