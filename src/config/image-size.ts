import { readFile } from 'node:fs/promises';

export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk follows the 8-byte signature; width and height are its first two 32-bit fields. */
function pngSize(data: Buffer): ImageSize | undefined {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47 || data.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** GIF: logical screen width and height, little-endian, after the 6-byte header. */
function gifSize(data: Buffer): ImageSize | undefined {
  if (data.length < 10 || !data.toString('ascii', 0, 4).startsWith('GIF8')) return undefined;
  return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
}

/** JPEG: the first start-of-frame marker (C0–CF but C4, C8, CC) holds height then width. */
function jpegSize(data: Buffer): ImageSize | undefined {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
    at += 2 + length;
  }
  return undefined;
}

/** SVG: `width` and `height` in pixels (or unitless) on the root element, else its `viewBox`. */
function svgSize(text: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const px = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : undefined);
  const [width, height] = [px(attr('width')), px(attr('height'))];
  if (width && height) return { width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return undefined;
}

/** An image's own width and height from its first bytes (PNG, GIF, JPEG, SVG), or undefined when unknown. */
export async function imageSize(file: string): Promise<ImageSize | undefined> {
  const data = await readFile(file).catch(() => undefined);
  if (!data) return undefined;
  const size = pngSize(data) ?? gifSize(data) ?? jpegSize(data) ?? (/\.svgz?$/i.test(file) ? svgSize(data.toString('utf8', 0, 4096)) : undefined);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
