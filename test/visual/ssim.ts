/**
 * Structural similarity (SSIM) of two screenshots, on grayscale, over 8x8 windows (Wang et al. 2004,
 * with its constants): 1 is the same picture. Also a diff image, red where the two differ.
 */
import { PNG } from 'pngjs';

const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const WINDOW = 8;

/** Luma (ITU-R BT.601) of every pixel, the picture padded with white to `width` x `height`. */
function grayOf(png: PNG, width: number, height: number): Float64Array {
  const gray = new Float64Array(width * height).fill(255);
  for (let y = 0; y < Math.min(height, png.height); y++) {
    for (let x = 0; x < Math.min(width, png.width); x++) {
      const i = (y * png.width + x) * 4;
      gray[y * width + x] = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
    }
  }
  return gray;
}

export interface Similarity {
  ssim: number;
  diff: Buffer;
}

export function compareScreenshots(a: Buffer, b: Buffer): Similarity {
  const [pa, pb] = [PNG.sync.read(a), PNG.sync.read(b)];
  const width = Math.max(pa.width, pb.width);
  const height = Math.max(pa.height, pb.height);
  const [ga, gb] = [grayOf(pa, width, height), grayOf(pb, width, height)];
  const diff = new PNG({ width, height });
  let total = 0;
  let windows = 0;
  for (let wy = 0; wy + WINDOW <= height; wy += WINDOW) {
    for (let wx = 0; wx + WINDOW <= width; wx += WINDOW) {
      let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
      for (let y = wy; y < wy + WINDOW; y++) {
        for (let x = wx; x < wx + WINDOW; x++) {
          const [va, vb] = [ga[y * width + x]!, gb[y * width + x]!];
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const n = WINDOW * WINDOW;
      const [ma, mb] = [sa / n, sb / n];
      const [va, vb, cov] = [saa / n - ma * ma, sbb / n - mb * mb, sab / n - ma * mb];
      const ssim = ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      total += ssim;
      windows += 1;
      paintWindow(diff, ga, width, wx, wy, ssim);
    }
  }
  return { ssim: windows ? total / windows : 1, diff: PNG.sync.write(diff) };
}

/** The window in faded gray, tinted red as its similarity falls. */
function paintWindow(diff: PNG, gray: Float64Array, width: number, wx: number, wy: number, ssim: number): void {
  const red = Math.max(0, Math.min(1, 1 - ssim));
  for (let y = wy; y < wy + WINDOW; y++) {
    for (let x = wx; x < wx + WINDOW; x++) {
      const i = (y * width + x) * 4;
      const faded = 160 + gray[y * width + x]! * 0.37;
      diff.data[i] = Math.round(faded * (1 - red) + 255 * red);
      diff.data[i + 1] = Math.round(faded * (1 - red));
      diff.data[i + 2] = Math.round(faded * (1 - red));
      diff.data[i + 3] = 255;
    }
  }
}
