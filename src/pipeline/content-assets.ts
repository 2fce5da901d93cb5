import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { realPlace } from '../content/real-path.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { hashedAssetFile } from '../output/hashed-asset.js';
import type { OutputFile } from '../output/output-file.js';

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i;

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

  /** Assets that are links leading out of the site (source path → where they lead): never read. */
  private readonly outside = new Map<string, string>();

  /** Assets a page names that were not there: when one appears, the pages naming it are shown again. */
  private readonly missing = new Set<string>();

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
        // A file in the content folder may be a link to anywhere on the machine: only what really lies inside the site is read.
        const place = await realPlace(abs, this.root);
        if (place.real !== undefined && !place.inside) {
          this.outside.set(asset, place.real);
          return;
        }
        this.outside.delete(asset);
        let data: Buffer;
        try {
          data = await readFile(abs);
        } catch {
          this.missing.add(asset);
          return;
        }
        this.missing.delete(asset);
        const file = hashedAssetFile(abs, data);
        this.urls.set(asset, `${this.baseUrl}${file.path}`);
        this.files.set(file.path, abs);
      }),
    );
  }

  /** A page's images and linked files that lead out of the site, as errors at the image (found in the page's text). */
  async outsideOf(doc: { file: string; assets: readonly string[] }): Promise<Diagnostic[]> {
    const refused = doc.assets.filter((a) => this.outside.has(a));
    if (!refused.length) return [];
    const text = await readFile(path.join(this.root, doc.file), 'utf8').catch(() => '');
    return refused.map((asset) => ({
      severity: 'error',
      code: 'asset-outside-site',
      file: doc.file,
      ...positionOf(text, path.posix.basename(asset)),
      message: `The ${IMAGE.test(asset) ? 'image' : 'file'} ${JSON.stringify(asset)} leads to ${this.outside.get(asset)}, outside the site, so it is not copied into the site.`,
      hint: 'Copy the file into the content or static folder instead of linking to it.',
    }));
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
    if (this.outside.delete(asset) || this.missing.delete(asset)) return true;
    if (url === undefined) return false;
    this.urls.delete(asset);
    for (const [rel, abs] of this.files) if (abs === path.join(this.root, asset)) this.files.delete(rel);
    return true;
  }
}

/** Where a page mentions a file: the line naming it, at its image or link (`![` or `[`) if that line has one; else the top. */
function positionOf(text: string, name: string): { line: number; column: number } {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(name));
  if (line < 0) return { line: 1, column: 1 };
  const at = lines[line]!.indexOf(name);
  const open = lines[line]!.lastIndexOf('[', at);
  const start = open > 0 && lines[line]![open - 1] === '!' ? open - 1 : open;
  return { line: line + 1, column: (start >= 0 ? start : at) + 1 };
}
