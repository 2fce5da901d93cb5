import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentAssets } from '../../src/pipeline/content-assets.js';
import { removeDir } from '../helpers/build-fixture.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-content-assets-'));
  await mkdir(path.join(root, 'docs', 'files'), { recursive: true });
});
afterAll(() => removeDir(root));

describe('files pages link to, at hashed URLs', () => {
  it('a linked file of any kind gets a content-hashed URL under the base, and is written there', async () => {
    await writeFile(path.join(root, 'docs', 'files', 'collection.json'), '{"item":[]}');
    const assets = new ContentAssets(root, '/base/');
    await assets.ensure(['docs/files/collection.json']);
    const url = assets.urls.get('docs/files/collection.json');
    expect(url).toMatch(/^\/base\/assets\/media\/collection\.[0-9a-f]{10}\.json$/);
    const [file] = await assets.outputFiles();
    expect(file?.path).toBe(url!.slice('/base/'.length));
    expect(file?.data.toString()).toBe('{"item":[]}');
  });

  it('a file that was missing and then appears makes the pages naming it show again (the dev server re-renders them)', async () => {
    const assets = new ContentAssets(root, '/');
    await assets.ensure(['docs/files/later.pdf']);
    expect(assets.urls.has('docs/files/later.pdf')).toBe(false);
    await writeFile(path.join(root, 'docs', 'files', 'later.pdf'), '%PDF-1.4');
    expect(assets.forget('docs/files/later.pdf')).toBe(true);
    await assets.ensure(['docs/files/later.pdf']);
    expect(assets.urls.get('docs/files/later.pdf')).toMatch(/^\/assets\/media\/later\.[0-9a-f]{10}\.pdf$/);
    expect(assets.forget('docs/files/unrelated.png')).toBe(false);
  });
});
