/**
 * Issue 24, item 3: the dev server never stays stale. A bounded soak (300 edits, creations, deletions
 * and renames of pages and folders, some in bursts, against a running `serve`) must end with every
 * page right: each existing page shows its last text, each removed one answers 404.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';

const OPERATIONS = 300;

let root: string;
let server: DevServer;
beforeAll(async () => {
  root = await copyFixture('basic');
  await mkdir(path.join(root, 'content', 'soak'));
  server = await startDevServer({ root, port: 0 });
  await server.watching;
});
afterAll(async () => {
  await server?.close();
  await removeDir(root);
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

it('after hundreds of edits, deletes and renames of files and folders, every page is right', async () => {
  const rnd = random(24);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
  /** The model: folder → page name → the marker its text holds. */
  const folders = new Map<string, Map<string, string>>();
  const everRoutes = new Set<string>();
  let counter = 0;
  const abs = (...parts: string[]) => path.join(root, 'content', 'soak', ...parts);
  const writePage = async (folder: string, name: string) => {
    const marker = `m${++counter}x`;
    await writeFile(abs(folder, `${name}.md`), `# ${name}\n\nMarker ${marker} here.\n`);
    folders.get(folder)!.set(name, marker);
    everRoutes.add(`soak/${folder}/${name}`);
  };
  const newFolder = async () => {
    const folder = `f${++counter}`;
    await mkdir(abs(folder));
    folders.set(folder, new Map());
    for (let i = 0; i < 2; i++) await writePage(folder, `p${++counter}`);
  };
  for (let i = 0; i < 4; i++) await newFolder();

  const operations: Record<string, () => Promise<void>> = {
    edit: async () => {
      const folder = pick([...folders.keys()]);
      const pages = [...folders.get(folder)!.keys()];
      if (pages.length) await writePage(folder, pick(pages));
    },
    create: async () => writePage(pick([...folders.keys()]), `p${++counter}`),
    remove: async () => {
      const folder = pick([...folders.keys()]);
      const pages = [...folders.get(folder)!.keys()];
      if (!pages.length) return;
      const name = pick(pages);
      await rm(abs(folder, `${name}.md`));
      folders.get(folder)!.delete(name);
    },
    renamePage: async () => {
      const from = pick([...folders.keys()]);
      const pages = [...folders.get(from)!.keys()];
      if (!pages.length) return;
      const name = pick(pages);
      const to = pick([...folders.keys()]);
      const next = `p${++counter}`;
      await rename(abs(from, `${name}.md`), abs(to, `${next}.md`));
      folders.get(to)!.set(next, folders.get(from)!.get(name)!);
      folders.get(from)!.delete(name);
      everRoutes.add(`soak/${to}/${next}`);
    },
    removeFolder: async () => {
      if (folders.size < 3) return newFolder();
      const folder = pick([...folders.keys()]);
      await rm(abs(folder), { recursive: true });
      folders.delete(folder);
    },
    recreateFolder: async () => {
      // Deleted and made again at once, with new pages: the case watchers lose.
      const folder = pick([...folders.keys()]);
      await rm(abs(folder), { recursive: true });
      await mkdir(abs(folder));
      folders.set(folder, new Map());
      await writePage(folder, `p${++counter}`);
    },
    renameFolder: async () => {
      const from = pick([...folders.keys()]);
      const to = `f${++counter}`;
      await rename(abs(from), abs(to));
      const pages = folders.get(from)!;
      folders.delete(from);
      folders.set(to, pages);
      for (const name of pages.keys()) everRoutes.add(`soak/${to}/${name}`);
    },
    newFolder,
  };
  const kinds = Object.keys(operations);
  const started = Date.now();
  for (let i = 0; i < OPERATIONS; i++) {
    await operations[pick(kinds)]!();
    // Mostly bursts (no pause), sometimes a pause long enough for an update to start in between.
    if (rnd() < 0.3) await new Promise((resolve) => setTimeout(resolve, rnd() * 60));
  }
  const editing = Date.now() - started;

  const expected = new Map<string, string>();
  for (const [folder, pages] of folders) for (const [name, marker] of pages) expected.set(`soak/${folder}/${name}`, marker);
  const gone = [...everRoutes].filter((r) => !expected.has(r));
  const wrong = async () => {
    const problems: string[] = [];
    for (const [route, marker] of expected) {
      const response = await fetch(`${server.url}${route}`);
      const body = await response.text();
      if (response.status !== 200 || !body.includes(`Marker ${marker} here.`)) problems.push(`${route}: ${response.status}, not ${marker}`);
    }
    for (const route of gone) {
      const response = await fetch(`${server.url}${route}`);
      await response.arrayBuffer();
      if (response.status !== 404) problems.push(`${route}: ${response.status} after it was removed`);
    }
    return problems;
  };
  // Right within 15 s of the last edit (the server compares with the disk every 2 s).
  let problems: string[] = [];
  const deadline = Date.now() + 15_000;
  do {
    await server.idle();
    problems = await wrong();
    if (problems.length) await new Promise((resolve) => setTimeout(resolve, 500));
  } while (problems.length && Date.now() < deadline);
  expect(problems).toEqual([]);
  expect(expected.size).toBeGreaterThan(0);
  expect(gone.length).toBeGreaterThan(0);
  expect(editing).toBeLessThan(60_000);
}, 120_000);
