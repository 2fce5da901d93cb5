import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestFolder, readRegularFile } from '../../src/output/file-digests.js';
import { damagedShard, readShardManifest, SHARD_FILE, SHARD_OWN_FILES, shardFolderDamage, type ShardManifest } from '../../src/pipeline/shard-manifest.js';

let dir: string;
let outside: string;

/** A shard folder as `build --shard 2/3` leaves it: two pages, a card, its manifest listing them. */
async function writeShard(): Promise<ShardManifest> {
  await mkdir(path.join(dir, 'guide'), { recursive: true });
  await mkdir(path.join(dir, 'assets', 'cards'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<p>home</p>');
  await writeFile(path.join(dir, 'guide', 'intro.html'), '<p>intro</p>');
  await writeFile(path.join(dir, 'assets', 'cards', 'a1.png'), Buffer.from([1, 2, 3]));
  const manifest: ShardManifest = {
    generator: 'docsgen-shard',
    shard: { index: 2, count: 3 },
    sourceKey: 'k',
    routes: ['/', '/guide/intro'],
    renderMs: {},
    warnings: [],
    files: await digestFolder(dir, SHARD_OWN_FILES),
  };
  await writeFile(path.join(dir, SHARD_FILE), JSON.stringify(manifest));
  return manifest;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-shard-'));
  outside = await mkdtemp(path.join(os.tmpdir(), 'docsgen-outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'not for publishing');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('a shard folder checked against its manifest', () => {
  it('lists every file it wrote with size and sha256, and a folder as written has no damage', async () => {
    const manifest = await writeShard();
    expect(manifest.files).toEqual({
      'assets/cards/a1.png': { size: 3, sha256: '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81' },
      'guide/intro.html': { size: 12, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      'index.html': { size: 11, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(await shardFolderDamage(dir, manifest)).toEqual([]);
  });

  it('names a file missing, added, resized or a link (to a file or a folder), never following one', async () => {
    const manifest = await writeShard();
    await rm(path.join(dir, 'guide', 'intro.html'));
    await writeFile(path.join(dir, 'extra.html'), '<p>added by hand</p>');
    await writeFile(path.join(dir, 'index.html'), '<p>home, edited</p>');
    await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'passwd.html'));
    await symlink(outside, path.join(dir, 'assets', 'more'));
    expect(await shardFolderDamage(dir, manifest)).toMatchInlineSnapshot(`
      [
        "assets/more is a symbolic link",
        "extra.html was not written by the shard",
        "guide/intro.html is missing",
        "index.html was changed after the shard was built",
        "passwd.html is a symbolic link",
      ]
    `);
  });

  it('names a listed file replaced by a link to a file of the same size', async () => {
    const manifest = await writeShard();
    await writeFile(path.join(outside, 'same.html'), '<p>HOME</p>');
    await rm(path.join(dir, 'index.html'));
    await symlink(path.join(outside, 'same.html'), path.join(dir, 'index.html'));
    expect(await shardFolderDamage(dir, manifest)).toEqual(['index.html is a symbolic link']);
    await expect(readRegularFile(path.join(dir, 'index.html'))).rejects.toThrow(/is a symbolic link$/);
  });

  it('refuses a manifest that is a link, and one without the file list (a shard of an older docsgen)', async () => {
    const manifest = await writeShard();
    const { files: _files, ...older } = manifest;
    await writeFile(path.join(outside, SHARD_FILE), JSON.stringify(manifest));
    await rm(path.join(dir, SHARD_FILE));
    await symlink(path.join(outside, SHARD_FILE), path.join(dir, SHARD_FILE));
    expect(JSON.stringify(await readShardManifest(dir)).replaceAll(dir, '<shard>')).toMatchInlineSnapshot(
      `"{"error":"<shard>/.docsgen-shard.json is not a file docsgen wrote (it is a link or not a regular file): build the shard again."}"`,
    );
    await rm(path.join(dir, SHARD_FILE));
    await writeFile(path.join(dir, SHARD_FILE), JSON.stringify(older));
    expect(JSON.stringify(await readShardManifest(dir)).replaceAll(dir, '<shard>')).toMatchInlineSnapshot(`"{"error":"<shard>/.docsgen-shard.json is damaged: build the shard again."}"`);
  });

  it('says which shard, which files and what to do', async () => {
    const manifest = await writeShard();
    const problems = ['a.html is missing', 'b.html is missing', 'c.html is missing', 'd.html is missing', 'e.html is missing'];
    expect(damagedShard('shards/shard-2', manifest, problems).message).toMatchInlineSnapshot(
      `"shard 2/3 (shards/shard-2) is not as docsgen wrote it: a.html is missing; b.html is missing; c.html is missing; and 2 more. Copy the whole shard folder again, or build it again with \`docsgen build --shard 2/3\`."`,
    );
  });
});
