import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  ) {}

  /** The index kept in a cache folder (see `SessionOptions.cacheDir`). */
  static at(cacheDir: string, key: string, locale?: string): PageIndex {
    // One index per locale: a locale's pages are other files (its translations), and a build of every locale must not make each undo the other's.
    return new PageIndex(path.join(cacheDir, locale ? `page-index.${locale}.json` : 'page-index.json'), key);
  }

  /** The remembered pages by content path; empty when there is no index or it was made by another compiler or options. */
  async read(): Promise<Map<string, IndexEntry>> {
    try {
      const data = JSON.parse(await readFile(this.file, 'utf8')) as IndexFile;
      if (data.version !== VERSION || data.key !== this.key) return new Map();
      return new Map(Object.entries(data.pages));
    } catch {
      return new Map();
    }
  }

  /** Written aside and renamed into place, so a crash never leaves half an index. */
  async write(entries: ReadonlyMap<string, IndexEntry>): Promise<void> {
    const data: IndexFile = { version: VERSION, key: this.key, pages: Object.fromEntries(entries) };
    const tmp = `${this.file}.${process.pid}.tmp`;
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(tmp, JSON.stringify(data));
    await rename(tmp, this.file);
  }
}
