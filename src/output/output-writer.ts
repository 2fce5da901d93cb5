import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything a build writes goes to a fresh folder next to the output, swapped in only when the
 * build succeeded: a failed build leaves the previous output byte for byte as it was.
 */
export class OutputWriter {
  readonly tmpDir: string;
  private bytes = 0;
  private readonly folders = new Map<string, Promise<void>>();
  private files = 0;

  constructor(readonly outDir: string) {
    this.tmpDir = `${outDir.replace(/[\\/]+$/, '')}.tmp-${process.pid}`;
  }

  async open(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  async write(rel: string, content: string | Uint8Array): Promise<void> {
    const file = path.join(this.tmpDir, rel);
    const dir = path.dirname(file);
    // One mkdir per folder, not per file: pages of a section share folders.
    let made = this.folders.get(dir);
    if (!made) this.folders.set(dir, (made = mkdir(dir, { recursive: true }).then(() => undefined)));
    await made;
    await writeFile(file, content);
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
    this.files += 1;
  }

  /** Copies a file under a content-hashed name in `assets/media/` and returns its path relative to the output. */
  async writeHashedAsset(sourceFile: string): Promise<string> {
    const data = await readFile(sourceFile);
    const hash = createHash('sha1').update(data).digest('hex').slice(0, 10);
    const ext = path.extname(sourceFile);
    const rel = `assets/media/${path.basename(sourceFile, ext).replace(/[^A-Za-z0-9_-]+/g, '-')}.${hash}${ext}`;
    await this.write(rel, data);
    return rel;
  }

  async copyFolder(source: string): Promise<void> {
    if (existsSync(source)) await cp(source, this.tmpDir, { recursive: true });
  }

  stats(): { files: number; bytes: number } {
    return { files: this.files, bytes: this.bytes };
  }

  /** Swaps the new output in: rename is atomic on one file system, so readers see the old or the new site. */
  async commit(): Promise<void> {
    const old = `${this.outDir.replace(/[\\/]+$/, '')}.old-${process.pid}`;
    if (existsSync(this.outDir)) await rename(this.outDir, old);
    await rename(this.tmpDir, this.outDir);
    await rm(old, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true });
  }
}
