import { byteLengthOf, type OutputFile } from './output-file.js';
import type { Output } from './output.js';

/** The dev server's output: files kept in memory by path and served from there. */
export class MemoryOutput implements Output {
  private readonly files = new Map<string, string | Uint8Array>();
  private bytes = 0;

  async write(files: OutputFile | readonly OutputFile[]): Promise<void> {
    for (const file of Array.isArray(files) ? (files as readonly OutputFile[]) : [files as OutputFile]) {
      const before = this.files.get(file.path);
      if (before !== undefined) this.bytes -= byteLengthOf(before);
      this.files.set(file.path, file.data);
      this.bytes += byteLengthOf(file.data);
    }
  }

  get(rel: string): string | Uint8Array | undefined {
    return this.files.get(rel);
  }

  has(rel: string): boolean {
    return this.files.has(rel);
  }

  /** Drops every file under a prefix (a bundle that is rebuilt replaces its whole folder). */
  removeUnder(prefix: string): void {
    for (const [rel, data] of this.files) {
      if (!rel.startsWith(prefix)) continue;
      this.bytes -= byteLengthOf(data);
      this.files.delete(rel);
    }
  }

  stats(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }
}
