import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from '../../src/config/image-size.js';
import { withLogoSize } from '../../src/config/logo-size.js';
import { validateConfig } from '../../src/config/load-config.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-logo-'));
  await mkdir(path.join(dir, 'static', 'img'), { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function png(width: number, height: number): Buffer {
  const data = Buffer.alloc(33);
  data.writeUInt32BE(0x89504e47, 0);
  data.writeUInt32BE(0x0d0a1a0a, 4);
  data.writeUInt32BE(13, 8);
  data.write('IHDR', 12, 'ascii');
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  return data;
}

function jpeg(width: number, height: number): Buffer {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with precision, height, width.
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.alloc(14)]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, ...Buffer.alloc(9)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

const write = async (name: string, data: Buffer | string) => {
  const file = path.join(dir, 'static', 'img', name);
  await writeFile(file, data);
  return file;
};

describe("an image's own size", () => {
  it('reads PNG, JPEG, GIF and SVG (width and height, else the viewBox)', async () => {
    expect(await imageSize(await write('a.png', png(640, 160)))).toEqual({ width: 640, height: 160 });
    expect(await imageSize(await write('a.jpg', jpeg(300, 100)))).toEqual({ width: 300, height: 100 });
    const gif = Buffer.from([...Buffer.from('GIF89a'), 50, 0, 25, 0]);
    expect(await imageSize(await write('a.gif', gif))).toEqual({ width: 50, height: 25 });
    expect(await imageSize(await write('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"></svg>'))).toEqual({ width: 120, height: 40 });
    expect(await imageSize(await write('b.svg', '<svg width="60px" height="20" viewBox="0 0 1 1"></svg>'))).toEqual({ width: 60, height: 20 });
    expect(await imageSize(await write('c.svg', '<svg width="100%" height="100%"></svg>'))).toBeUndefined();
    expect(await imageSize(path.join(dir, 'nope.png'))).toBeUndefined();
  });
});

describe('the navbar logo keeps its own size', () => {
  const config = (logo: Record<string, unknown>) => validateConfig({ title: 'x', url: 'https://x.example', navbar: { logo: { alt: 'x', ...logo } } }, 'site.config.ts');

  it('a logo without a size gets its proportions at the navbar height, so the page reserves its place', async () => {
    await write('wide.png', png(640, 160));
    expect((await withLogoSize(config({ src: 'img/wide.png' }), dir)).navbar.logo).toMatchObject({ width: 128, height: 32 });
  });

  it('one given side gives the other; both given stay as they are; URLs are left alone', async () => {
    await write('wide2.png', png(640, 160));
    expect((await withLogoSize(config({ src: 'img/wide2.png', height: 40 }), dir)).navbar.logo).toMatchObject({ width: 160, height: 40 });
    expect((await withLogoSize(config({ src: 'img/wide2.png', width: '80px' }), dir)).navbar.logo).toMatchObject({ width: 80, height: 20 });
    expect((await withLogoSize(config({ src: 'img/wide2.png', width: 10, height: 10 }), dir)).navbar.logo).toMatchObject({ width: 10, height: 10 });
    expect((await withLogoSize(config({ src: 'https://cdn.example/logo.png' }), dir)).navbar.logo).not.toHaveProperty('width');
  });
});
