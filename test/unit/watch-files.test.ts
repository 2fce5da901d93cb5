/**
 * A change event can arrive between an editor's truncate and its write. The watcher waits for an empty file
 * to be written before it reports it: a page read empty is an untitled page, and the dev server reloaded
 * every open page twice (seen under load, where the writer was off the CPU for over 100 ms).
 */
import { mkdtemp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whenWritten } from '../../src/dev/watch-files.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-watch-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('whenWritten', () => {
  it('waits for a truncated file to be written, even 300 ms later', async () => {
    const file = path.join(dir, 'page.md');
    await writeFile(file, '---\ntitle: Page\n---\n');
    await truncate(file, 0);
    const written = new Promise<void>((resolve) => setTimeout(() => void writeFile(file, '---\ntitle: Page\n---\nText.\n').then(resolve), 300));
    const seen = await whenWritten(file);
    await written;
    expect(seen).toBe((await stat(file)).mtimeMs);
    expect((await stat(file)).size).toBeGreaterThan(0);
  });

  it('takes a file that stays empty as emptied, after its wait', async () => {
    const file = path.join(dir, 'empty.md');
    await writeFile(file, '');
    const started = performance.now();
    expect(await whenWritten(file, 100)).toBe((await stat(file)).mtimeMs);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });
});
