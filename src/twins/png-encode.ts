import { promisify } from 'node:util';
import { deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(...parts: Uint8Array[]): number {
  let c = 0xffffffff;
  for (const part of parts) for (let i = 0; i < part.length; i++) c = CRC_TABLE[(c ^ part[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(head.subarray(4), data), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An 8-bit RGBA PNG of `pixels` (row after row, 4 bytes a pixel). resvg's own encoder compresses
 * hard and takes about four times as long as drawing the card; cards are flat colour and text, so a
 * light deflate, run on libuv's threads, gives files of the same order at a fraction of the cost.
 */
export async function encodePng(pixels: Uint8Array, width: number, height: number, level = 3): Promise<Buffer> {
  if (pixels.length !== width * height * 4) throw new Error(`encodePng: ${pixels.length} bytes do not make ${width}×${height} RGBA pixels`);
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  // Filter type 0 (none) on every row: the flat areas compress well without prediction.
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', await deflateAsync(raw, { level })), chunk('IEND', new Uint8Array(0))]);
}
