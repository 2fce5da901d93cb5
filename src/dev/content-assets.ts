import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Images and other files pages reference, served at the same content-hashed URLs the build writes
 * them to (`assets/media/<name>.<hash><ext>`, see `OutputWriter.writeHashedAsset`), so the dev
 * server's HTML matches the build's. Hashed on first use; forgotten when the file changes.
 */
export class ContentAssets {
  /** Source path (relative to the root) → URL. */
  readonly urls = new Map<string, string>();
  /** URL path under the base (`assets/media/x.1234.png`) → absolute file. */
  private readonly files = new Map<string, string>();

  constructor(
    private readonly root: string,
    private readonly baseUrl: string,
  ) {}

  /** Makes sure every asset of a page has its URL; missing files are left to the link check. */
  async ensure(assets: readonly string[]): Promise<void> {
    await Promise.all(
      assets.map(async (asset) => {
        if (this.urls.has(asset)) return;
        const abs = path.join(this.root, asset);
        let data: Buffer;
        try {
          data = await readFile(abs);
        } catch {
          return;
        }
        const ext = path.extname(abs);
        const rel = `assets/media/${path.basename(abs, ext).replace(/[^A-Za-z0-9_-]+/g, '-')}.${createHash('sha1').update(data).digest('hex').slice(0, 10)}${ext}`;
        this.urls.set(asset, `${this.baseUrl}${rel}`);
        this.files.set(rel, abs);
      }),
    );
  }

  /** The file behind a URL path (relative to the base), only if a page references it. */
  fileOf(rel: string): string | undefined {
    return this.files.get(rel);
  }

  /** Drops a changed file's hash; returns whether any page used it. */
  forget(asset: string): boolean {
    const url = this.urls.get(asset);
    if (url === undefined) return false;
    this.urls.delete(asset);
    for (const [rel, abs] of this.files) if (abs === path.join(this.root, asset)) this.files.delete(rel);
    return true;
  }
}
