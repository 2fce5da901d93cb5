import type { OutputFile } from './output-file.js';

/**
 * Where stages' files go. The build commits to disk once at the end (`DiskOutput`); the dev server
 * keeps them in memory and serves them (`MemoryOutput`). Stages never write: they return files.
 */
export interface Output {
  write(files: OutputFile | readonly OutputFile[]): Promise<void>;
  stats(): { files: number; bytes: number };
}
