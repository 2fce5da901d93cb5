import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCacheDir } from '../../src/output/out-dir-guard.js';

let root: string;
const sourceDirs = ['content', 'static', 'theme', 'src', 'bin'];

/** The refusal for a `--cache-dir` as typed from the site root (undefined when the folder is accepted). */
async function refusalOf(cacheDir: string, outDir = 'build', canChoose = true): Promise<string | undefined> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    await checkCacheDir({ root, cacheDir: path.resolve(root, cacheDir), outDir: path.resolve(root, outDir), sourceDirs, canChoose });
    return undefined;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } finally {
    process.chdir(cwd);
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-cache-guard-'));
  for (const dir of sourceDirs) await mkdir(path.join(root, dir));
  await mkdir(path.join(root, 'content', 'guides'));
  await writeFile(path.join(root, 'site.config.ts'), 'export default {};\n');
  await symlink(path.join(root, 'content'), path.join(root, 'clink'));
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('--cache-dir is refused where the output folder would be', () => {
  it('inside the sources, static/, theme/ or src/, links followed', async () => {
    expect(await refusalOf('content')).toMatchInlineSnapshot(
      `"OutputPlaceError: Refusing to keep the cache in content: it is inside content/, which holds your sources. Choose a folder outside the sources, e.g. --cache-dir .docsgen/cache."`,
    );
    expect(await refusalOf('static/cache')).toMatchInlineSnapshot(
      `"OutputPlaceError: Refusing to keep the cache in static/cache: it is inside static/, which holds your sources. Choose a folder outside the sources, e.g. --cache-dir .docsgen/cache."`,
    );
    expect(await refusalOf('theme')).toMatch(/inside theme\/, which holds your sources/);
    expect(await refusalOf('src/x')).toMatch(/inside src\/, which holds your sources/);
    expect(await refusalOf('clink/cache')).toMatch(/^OutputPlaceError: Refusing to keep the cache in clink\/cache: it is inside content\//);
  });

  it('inside the output folder, which is published', async () => {
    expect(await refusalOf('build/.cache')).toMatchInlineSnapshot(
      `"OutputPlaceError: Refusing to keep the cache in build/.cache: it is inside the output folder build/, which is published and replaced by every build. Choose a folder outside the output, e.g. --cache-dir .docsgen/cache."`,
    );
    expect(await refusalOf('site-out', 'site-out')).toMatch(/inside the output folder site-out\//);
  });

  it('the site root, or a folder holding it', async () => {
    expect(await refusalOf('.')).toMatchInlineSnapshot(
      `"OutputPlaceError: Refusing to keep the cache in .: it is the site root, where its entries would mix with your sources. Choose a folder of its own, e.g. --cache-dir .docsgen/cache."`,
    );
    expect(await refusalOf('..')).toMatch(/^OutputPlaceError: Refusing to keep the cache in \.\.: it holds the site root\./);
  });

  it('a path that is a file, or runs through one, is named', async () => {
    expect(await refusalOf('site.config.ts')).toMatchInlineSnapshot(
      `"OutputPlaceError: Refusing to keep the cache in site.config.ts: it is an existing file. Remove it or choose another --cache-dir."`,
    );
    expect(await refusalOf('site.config.ts/cache')).toMatchInlineSnapshot(
      `"OutputPlaceError: Refusing to keep the cache in site.config.ts/cache: site.config.ts is an existing file. Remove it or choose another --cache-dir."`,
    );
  });

  it('the dev server, which has no --cache-dir, names no option in the fix', async () => {
    expect(await refusalOf('site.config.ts', 'build', false)).toMatchInlineSnapshot(
      `"OutputPlaceError: Refusing to keep the cache in site.config.ts: it is an existing file. Remove it: docsgen keeps its caches there."`,
    );
  });

  it('accepts the default, a folder of its own and one outside the project', async () => {
    expect(await refusalOf('.docsgen/cache')).toBeUndefined();
    expect(await refusalOf('ci-cache/docs')).toBeUndefined();
    expect(await refusalOf(path.join(os.tmpdir(), 'docsgen-elsewhere', 'cache'))).toBeUndefined();
  });
});
