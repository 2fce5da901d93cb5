import path from 'node:path';
import { CACHE_FORMAT, isRecord, readJsonEntry, writeEntry, type CacheDamage } from '../compile/cache-entry.js';
import { isPageSummary } from '../compile/page-cache.js';
import type { PageSummary } from '../compile/page-summary.js';

/** What the dev server remembers of one page between runs: the file's stat when read, its hash and compiled summary. */
export interface IndexEntry {
  mtimeMs: number;
  size: number;
  hash: string;
  summary: PageSummary;
}

interface IndexFile {
  version: 1;
  /** Compiler version and compile options: a different one makes every entry stale. */
  key: string;
  pages: Record<string, IndexEntry>;
}

const VERSION = 1;

const isIndexFile = (v: unknown): v is IndexFile => isRecord(v) && v.version === VERSION && typeof v.key === 'string' && isRecord(v.pages);

const isIndexEntry = (v: unknown): v is IndexEntry => isRecord(v) && typeof v.mtimeMs === 'number' && typeof v.size === 'number' && typeof v.hash === 'string' && isPageSummary(v.summary);

/**
 * A memo of the scan and compile stages across dev-server runs, like git's index: a page whose file
 * has the same size and modification time as when it was compiled is not read again at start; its
 * summary comes from here (its body stays in the page cache until a route needs it). One file, so
 * starting on a 10,000-page site reads one JSON instead of ten thousand.
 */
export class PageIndex {
  constructor(
    private readonly file: string,
    /** Compiler fingerprint and options. */
    private readonly key: string,
    private readonly damage?: CacheDamage,
  ) {}

  /** The index kept in a cache folder (see `SessionOptions.cacheDir`). */
  static at(cacheDir: string, key: string, locale?: string, damage?: CacheDamage): PageIndex {
    // One index per locale: a locale's pages are other files (its translations), and a build of every locale must not make each undo the other's.
    return new PageIndex(path.join(cacheDir, `page-index${locale ? `.${locale}` : ''}.v${CACHE_FORMAT}.json`), key, damage);
  }

  /** The remembered pages by content path; empty when there is no index or it was made by another compiler or options. */
  async read(): Promise<Map<string, IndexEntry>> {
    const data = await readJsonEntry(this.file, 'page-index', isIndexFile, this.damage);
    if (!data || data.key !== this.key) return new Map();
    const entries = new Map<string, IndexEntry>();
    // A bad page's entry is dropped (the page is read and compiled again); the rest stand.
    for (const [contentPath, entry] of Object.entries(data.pages)) {
      if (isIndexEntry(entry) && entry.summary.contentPath === contentPath) entries.set(contentPath, entry);
      else this.damage?.note(`${this.file}#${contentPath}`, 'not a page-index entry');
    }
    return entries;
  }

  /** Written aside and renamed into place, so a crash never leaves half an index. */
  async write(entries: ReadonlyMap<string, IndexEntry>): Promise<void> {
    const data: IndexFile = { version: VERSION, key: this.key, pages: Object.fromEntries(entries) };
    await writeEntry(this.file, 'page-index', JSON.stringify(data));
  }
}
