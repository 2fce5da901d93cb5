/**
 * Issue 37, finding 2: one damaged cache entry broke every build until the cache was deleted. Every
 * entry is now checked when read (format, kind, body hash, shape); a bad one is a miss, noted once.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_FORMAT, CacheDamage, sealEntry } from '../../src/compile/cache-entry.js';
import { PageCache } from '../../src/compile/page-cache.js';
import { summarise } from '../../src/compile/page-summary.js';
import type { SourceFile } from '../../src/content/source-file.js';
import { compilePage, type CompileOptions } from '../../src/markdown/compile-page.js';
import type { CompiledDoc } from '../../src/markdown/compiled-doc.js';
import { PageIndex, type IndexEntry } from '../../src/pipeline/page-index.js';
import { readRenderTimes, RENDER_TIMES_FILE, writeRenderTimes } from '../../src/pipeline/shard-plan.js';
import { SocialCards } from '../../src/twins/social-cards.js';

const options: CompileOptions = { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: [] };
const source = (name: string, text: string): SourceFile => ({ file: `content/${name}`, contentPath: name, kind: 'md', source: text, hash: `h-${name}` });

let dir: string;
let docs: CompiledDoc[];
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-cache-entries-'));
  docs = await Promise.all([source('a.md', '# A\n\nText of a.'), source('b.md', '# B\n\nText of b.')].map((s) => compilePage(s, options)));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The ways an entry is found damaged: what a killed write, a bad upload or a hand edit leaves. */
const DAMAGE: Record<string, (entry: Buffer) => Buffer | string> = {
  truncated: (entry) => entry.subarray(0, 30),
  'an empty object': () => '{}',
  null: () => 'null',
  'a wrong type': () => '[1, 2]',
  'a sealed wrong type': () => sealEntry('page', JSON.stringify({ file: 5 })),
  'another format version': (entry) => Buffer.from(entry.toString('latin1').replace(`docsgen-cache ${CACHE_FORMAT} `, `docsgen-cache ${CACHE_FORMAT + 1} `), 'latin1'),
  'a changed body': (entry) => Buffer.from(entry.toString('utf8').replace('content/a.md', 'content/z.md')),
};

describe('page cache entries', () => {
  it('reads back what it wrote, body and summary', async () => {
    const cache = new PageCache(path.join(dir, 'ok'), new CacheDamage());
    await cache.write('k1', docs[0]!);
    expect(await cache.read('k1', docs[0])).toEqual(docs[0]);
    expect(await cache.readSummary('k1')).toEqual(summarise(docs[0]!, 'k1'));
    expect(cache.damage?.count).toBe(0);
  });

  for (const [kind, damage] of Object.entries(DAMAGE)) {
    it(`a body or summary that is ${kind} is a miss, noted once`, async () => {
      const cache = new PageCache(path.join(dir, kind), new CacheDamage());
      await cache.write('k1', docs[0]!);
      const body = path.join(cache.dir, 'k1', 'k1.json');
      const summary = path.join(cache.dir, 'k1', 'k1.summary.json');
      await writeFile(body, damage(await readFile(body)));
      await writeFile(summary, damage(await readFile(summary)));
      expect(await cache.read('k1')).toBeUndefined();
      expect(await cache.read('k1')).toBeUndefined();
      expect(await cache.readSummary('k1')).toBeUndefined();
      expect(cache.damage?.count).toBe(2);
      expect(cache.damage?.summary()).toBe('2 cache entries were damaged and rebuilt.');
    });
  }

  it("another page's valid entry under a key is refused where its page is known", async () => {
    const cache = new PageCache(path.join(dir, 'swapped'), new CacheDamage());
    await cache.write('k1', docs[0]!);
    await cache.write('k2', docs[1]!);
    for (const name of ['k2.json', 'k2.summary.json']) await writeFile(path.join(cache.dir, 'k1', name.replace('k2', 'k1')), await readFile(path.join(cache.dir, 'k2', name)));
    expect(await cache.read('k1', docs[0])).toBeUndefined();
    expect(await cache.readSummary('k1')).toBeUndefined();
    expect(cache.damage?.count).toBe(2);
  });

  it('a folder where an entry goes, or a file where its folder goes, is damage that the next write clears', async () => {
    const cache = new PageCache(path.join(dir, 'in-the-way'), new CacheDamage());
    await mkdir(path.join(cache.dir, 'k1', 'k1.json'), { recursive: true });
    await mkdir(cache.dir, { recursive: true });
    await writeFile(path.join(cache.dir, 'k2'), 'a file, not a folder');
    expect(await cache.read('k1')).toBeUndefined();
    expect(await cache.readSummary('k2')).toBeUndefined();
    expect(cache.damage?.count).toBe(2);
    await cache.write('k1', docs[0]!);
    await cache.write('k2', docs[1]!);
    expect(await cache.read('k1', docs[0])).toEqual(docs[0]);
    expect(await cache.read('k2', docs[1])).toEqual(docs[1]);
  });

  it('no entry is a plain miss, not damage', async () => {
    const cache = new PageCache(path.join(dir, 'empty'), new CacheDamage());
    expect(await cache.read('nothing')).toBeUndefined();
    expect(await cache.readSummary('nothing')).toBeUndefined();
    expect(cache.damage?.summary()).toBeUndefined();
  });
});

describe('the page index', () => {
  const entry = (doc: CompiledDoc, key: string): IndexEntry => ({ mtimeMs: 1, size: 2, hash: doc.hash, summary: summarise(doc, key) });

  it('drops a bad entry and keeps the rest; a damaged file is an empty index', async () => {
    const damage = new CacheDamage();
    const index = PageIndex.at(path.join(dir, 'index'), 'key', undefined, damage);
    await index.write(
      new Map([
        ['a.md', entry(docs[0]!, 'k1')],
        ['b.md', entry(docs[1]!, 'k2')],
      ]),
    );
    const file = path.join(dir, 'index', `page-index.v${CACHE_FORMAT}.json`);
    const sealed = await readFile(file, 'utf8');
    const data = JSON.parse(sealed.slice(sealed.indexOf('\n') + 1)) as { pages: Record<string, unknown> };
    data.pages['b.md'] = null;
    await writeFile(file, sealEntry('page-index', JSON.stringify(data)));
    expect([...(await index.read()).keys()]).toEqual(['a.md']);
    expect(damage.count).toBe(1);

    await writeFile(file, sealed.slice(0, 40));
    expect((await index.read()).size).toBe(0);
    expect(damage.count).toBe(2);
  });
});

describe('render times', () => {
  it('damaged times are none (every route weighs alike), noted', async () => {
    const damage = new CacheDamage();
    const cacheDir = path.join(dir, 'times');
    await writeRenderTimes(cacheDir, new Map([['/a/', 12.34]]));
    expect(await readRenderTimes(cacheDir, damage)).toEqual(new Map([['/a/', 12.3]]));
    await writeFile(path.join(cacheDir, RENDER_TIMES_FILE), sealEntry('render-times', JSON.stringify({ '/a/': 'slow' })));
    expect(await readRenderTimes(cacheDir, damage)).toEqual(new Map());
    expect(damage.count).toBe(1);
  });
});

describe('social cards', () => {
  const spec = { site: 'Site', section: 'Guides', title: 'A card' };
  const isPng = (data: Uint8Array) => Buffer.from(data).subarray(1, 4).toString() === 'PNG';

  it('a garbage card in the cache, sealed or not, is drawn again and never published', async () => {
    const cacheDir = path.join(dir, 'cards');
    const first = new SocialCards(cacheDir);
    first.add(spec);
    const [drawn] = await first.finish();
    const [file] = await readdir(cacheDir);
    for (const garbage of [Buffer.from('garbage'), sealEntry('card', 'not a png at all'), sealEntry('card', Buffer.from(drawn!.data as Uint8Array).subarray(0, 100))]) {
      await mkdir(cacheDir, { recursive: true });
      await writeFile(path.join(cacheDir, file!), garbage);
      const damage = new CacheDamage();
      const cards = new SocialCards(cacheDir, damage);
      cards.add(spec);
      const [card] = await cards.finish();
      expect(isPng(card!.data as Uint8Array)).toBe(true);
      expect(Buffer.from(card!.data as Uint8Array).equals(Buffer.from(drawn!.data as Uint8Array))).toBe(true);
      expect([damage.count, cards.drawn]).toEqual([1, 1]);
    }
    // The card drawn again replaced the bad entry: the next run draws none.
    const cards = new SocialCards(cacheDir, new CacheDamage());
    cards.add(spec);
    await cards.finish();
    expect(cards.drawn).toBe(0);
  });
});
