import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashedAssetFile } from '../output/hashed-asset.js';
import type { OutputFile } from '../output/output-file.js';

/**
 * Images and other files pages reference, at content-hashed URLs (`assets/media/<name>.<hash><ext>`,
 * see `hashedAssetFile`): the build writes them, the dev server serves them at the same URLs, so its
 * HTML matches the build's. Hashed on first use; forgotten when the file changes.
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
        const abs = path.resolve(this.root, asset);
        if (asset.includes('\0')) return;
        let data: Buffer;
        try {
          data = await readFile(abs);
        } catch {
          return;
        }
        const file = hashedAssetFile(abs, data);
        this.urls.set(asset, `${this.baseUrl}${file.path}`);
        this.files.set(file.path, abs);
      }),
    );
  }

  /** Every asset hashed so far, as output files. */
  async outputFiles(): Promise<OutputFile[]> {
    return Promise.all([...this.files].map(async ([rel, abs]) => ({ path: rel, data: await readFile(abs) })));
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
