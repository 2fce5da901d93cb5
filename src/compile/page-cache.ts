import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { CompileOptions } from '../markdown/compile-page.js';
import { compilerFingerprint } from './engine-fingerprint.js';
import { summarise, type PageSummary } from './page-summary.js';
import type { SourceFile } from '../content/source-file.js';
import { CACHE_FORMAT, hasArrays, hasStrings, isRecord, readJsonEntry, writeEntry, type CacheDamage } from './cache-entry.js';

/** The fields every reader of a summary relies on (the rest are optional or read through these). */
const SUMMARY_STRINGS = ['file', 'contentPath', 'hash', 'title', 'description', 'cacheKey'] as const;
const SUMMARY_ARRAYS = ['toc', 'anchors', 'links', 'assets', 'diagnostics'] as const;

export function isPageSummary(value: unknown): value is PageSummary {
  return isRecord(value) && hasStrings(value, SUMMARY_STRINGS) && hasArrays(value, SUMMARY_ARRAYS) && isRecord(value.frontmatter) && typeof value.hasMermaid === 'boolean';
}

function isCompiledDoc(value: unknown): value is CompiledDoc {
  if (!isRecord(value) || !hasStrings(value, ['file', 'contentPath', 'hash', 'title', 'description', 'markdown'])) return false;
  if (!hasArrays(value, [...SUMMARY_ARRAYS, 'sections']) || !isRecord(value.frontmatter) || typeof value.hasMermaid !== 'boolean') return false;
  const content = value.content;
  return isRecord(content) && ((content.kind === 'html' && typeof content.html === 'string') || (content.kind === 'mdx' && typeof content.code === 'string'));
}

/**
 * Compiled pages on disk, keyed by everything that decides their content: text, path, options, compiler
 * version and the cache's format. Every entry is checked when read (format, kind, body hash, shape): a
 * damaged one is a miss, noted in `damage`, and compiled again.
 */
export class PageCache {
  /** One mkdir per shard folder, not per page. */
  private readonly folders = new Map<string, Promise<unknown>>();

  constructor(
    readonly dir: string,
    /** Where damaged entries are noted; worker threads, which only write, have none. */
    readonly damage?: CacheDamage,
  ) {}

  key(source: SourceFile, options: CompileOptions): string {
    return createHash('sha1')
      .update(`${CACHE_FORMAT}\0${compilerFingerprint()}\0${JSON.stringify(options)}\0${source.file}\0${source.hash}`)
      .digest('hex');
  }

  private pathOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  private summaryPathOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.summary.json`);
  }

  /** The compiled page; with `expected` (its summary), only if it is that page's (an entry copied under another key is not). */
  async read(key: string, expected?: Pick<PageSummary, 'file' | 'hash'>): Promise<CompiledDoc | undefined> {
    const doc = await readJsonEntry(this.pathOf(key), 'page', isCompiledDoc, this.damage);
    if (doc && expected && (doc.file !== expected.file || doc.hash !== expected.hash)) {
      this.damage?.note(this.pathOf(key), 'the body of another page');
      return undefined;
    }
    return doc;
  }

  /**
   * The page without its body and search text: what whole-site stages need, a small file of its own
   * so that an unchanged site is planned without reading every page's HTML.
   */
  async readSummary(key: string): Promise<PageSummary | undefined> {
    const summary = await readJsonEntry(this.summaryPathOf(key), 'summary', isPageSummary, this.damage);
    // A summary copied under another key would name another page's body.
    if (summary && summary.cacheKey !== key) {
      this.damage?.note(this.summaryPathOf(key), 'the summary of another entry');
      return undefined;
    }
    return summary;
  }

  async write(key: string, doc: CompiledDoc): Promise<void> {
    const makeFolder = (folder: string) => {
      let made = this.folders.get(folder);
      if (!made) {
        made = mkdir(folder, { recursive: true });
        this.folders.set(folder, made);
        // A folder that could not be made (a file in its way) is tried again once that is cleared.
        made.catch(() => this.folders.delete(folder));
      }
      return made;
    };
    // Body first: a summary on disk always has its body.
    await writeEntry(this.pathOf(key), 'page', JSON.stringify(doc), makeFolder);
    await writeEntry(this.summaryPathOf(key), 'summary', JSON.stringify(summarise(doc, key)), makeFolder);
  }
}
