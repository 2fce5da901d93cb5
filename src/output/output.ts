import type { OutputFile } from './output-file.js';

/**
 * Where stages' files go. The build commits to disk once at the end (`DiskOutput`); the dev server
 * keeps them in memory and serves them (`MemoryOutput`). Stages never write: they return files.
 */
export interface Output {
  write(files: OutputFile | readonly OutputFile[]): Promise<void>;
  /** Copies a folder's files to the output root (the site's `static/`), without reading them into memory. */
  copyFolder(source: string): Promise<void>;
  stats(): { files: number; bytes: number };
}
