import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/twins/png-encode.js';

/** Reads the chunks of a PNG back: type, data, and whether the stored CRC matches (via a second encoder path). */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('social cards: PNG encoding', () => {
  it('writes a valid RGBA PNG whose pixels read back unchanged', async () => {
    const width = 3;
    const height = 2;
    const pixels = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37) % 256);
    const png = await encodePng(pixels, width, height);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = parts[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([width, height, 8, 6]);
    const raw = inflateSync(parts[1]!.data);
    const rows = Array.from({ length: height }, (_, y) => raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1)));
    expect(rows.map((r) => r[0])).toEqual([0, 0]); // filter: none
    expect([...Buffer.concat(rows.map((r) => r.subarray(1)))]).toEqual([...pixels]);
  });

  it('stores the CRC of each chunk as PNG readers check it', async () => {
    const png = await encodePng(new Uint8Array(4), 1, 1);
    // The IEND chunk of every PNG has the same CRC: AE 42 60 82.
    expect([...png.subarray(png.length - 4)]).toEqual([0xae, 0x42, 0x60, 0x82]);
  });

  it('refuses pixels that do not match the size', async () => {
    await expect(encodePng(new Uint8Array(5), 1, 1)).rejects.toThrow(/do not make 1×1 RGBA/);
  });
});
