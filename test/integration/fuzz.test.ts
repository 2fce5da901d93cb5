/**
 * Issue "Nothing lost, nothing let in", item 4: no input crashes the build. A few hundred seeded
 * mutations of real pages, plus each hostile family seen by hand (YAML alias bombs, unresolved
 * aliases, nesting thousands deep, NUL and over-long slugs, MDX that throws at render, pages over the
 * size limit), built by the real CLI: every build ends with exit 0 or 1 and located diagnostics,
 * never an internal error or a hang, and a failed build leaves the previous output byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, REPO_ROOT, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

const SEED = 20261124;
const MUTANTS = 240;
const BATCHES = 3;

/** mulberry32: small, seeded, the same sequence on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fragments that broke parsers or renderers before, and plain Markdown punctuation. */
const FRAGMENTS = [
  '<',
  '>',
  '{',
  '}',
  '{undefined.x}',
  '<div style="color:red">x</div>',
  '\0',
  '`',
  '```',
  ':::',
  ':::note[',
  '---',
  '*',
  '_',
  '[',
  '](',
  '![x](../../../../../../etc/passwd)',
  '|',
  '&',
  '<!-- c -->',
  '<script>alert(1)</script>',
  '[x](javascript:alert(1))',
  '\\',
  '#',
  '{#id}',
  '\u202e',
  '\ud800',
  '<Tabs>',
  '</TabItem>',
  'import x from "nowhere";',
  'export const a = ;',
];

/** The hostile families, each a whole page. */
const FAMILIES: [string, string][] = [
  [
    'alias-bomb.md',
    `---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n---\n\n# Bomb\n`,
  ],
  ['unresolved-alias.md', '---\ntitle: *nope\n---\n\n# Nope\n'],
  ['deep-quote.md', `# Quote\n\n${'>'.repeat(1600)} deep\n`],
  ['deep-list.md', `# List\n\n${Array.from({ length: 800 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')}\n`],
  ['nul-slug.md', '---\nslug: "/a\\0b"\n---\n\n# Nul\n'],
  ['long-slug.md', `---\nslug: /${'s'.repeat(256)}\n---\n\n# Long\n`],
  ['climbing-slug.md', '---\nslug: /../../bin/docsgen\n---\n\n# Climb\n'],
  ['throws.mdx', '# Throws\n\n{undefined.x}\n'],
  ['string-style.mdx', '# Style\n\n<div style="color:red">red</div>\n'],
  ['huge.md', `# Huge\n\n${'Lorem ipsum dolor sit amet. '.repeat(45_000)}\n`],
];

function mutate(text: string, next: () => number): string {
  let out = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (out.length + 1));
    const op = next();
    if (op < 0.45) out = out.slice(0, at) + FRAGMENTS[Math.floor(next() * FRAGMENTS.length)]! + out.slice(at);
    else if (op < 0.65) out = out.slice(0, at) + out.slice(at + Math.floor(next() * 40));
    else if (op < 0.85) out = out.slice(0, at) + out.slice(at, at + Math.floor(next() * 80)).repeat(2) + out.slice(at);
    else out = out.slice(0, at) + '\n' + '> '.repeat(Math.floor(next() * 6)) + '- '.repeat(Math.floor(next() * 6)) + out.slice(at);
  }
  return out;
}

/** Seeds: real pages of this repository's site and fixtures. */
function seeds(): string[] {
  const dirs = [
    path.join(REPO_ROOT, 'test', 'fixtures', 'basic', 'content'),
    path.join(REPO_ROOT, 'content', 'security'),
    path.join(REPO_ROOT, 'content', 'building-concepts', 'logic', 'functions', 'all-functions', 'math'),
  ];
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
      .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8')),
  );
}

async function snapshot(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), (await readFile(f)).toString('base64')] as [string, string])));
}

let root: string;
const figures = { pages: 0, builds: 0, crashes: 0, hangs: 0, failedBuildsOutputKept: 0 };

beforeAll(async () => {
  root = await copyFixture('basic');
  const good = await runCli(['build'], root);
  expect(good.code).toBe(0);
}, 120_000);
afterAll(async () => {
  console.log(
    `fuzz: ${figures.pages} pages in ${figures.builds} builds, crashes ${figures.crashes}, hangs ${figures.hangs}, failed builds with the previous output unchanged ${figures.failedBuildsOutputKept}`,
  );
  await removeDir(root);
});

describe('no input crashes the build', () => {
  const next = random(SEED);
  const pages = seeds();
  const batches: [string, string][][] = Array.from({ length: BATCHES }, () => []);
  for (let i = 0; i < MUTANTS; i++) {
    const seed = pages[Math.floor(next() * pages.length)]!;
    batches[i % BATCHES]!.push([`mutant-${i}.${next() < 0.3 ? 'mdx' : 'md'}`, mutate(seed, next)]);
  }
  batches.push(FAMILIES);

  it.each(batches.map((batch, i) => [i, batch] as const))(
    'batch %i: exit 0 or 1 with located diagnostics, no internal error, no hang, previous output kept on failure',
    async (i, batch) => {
      const dir = path.join(root, 'content', 'fuzz');
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      for (const [name, text] of batch) await writeFile(path.join(dir, name), text);
      const before = await snapshot(path.join(root, 'build'));
      const started = Date.now();
      const result = await Promise.race([runCli(['build'], root), new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), 90_000))]);
      figures.pages += batch.length;
      figures.builds += 1;
      if (result === 'hang') {
        figures.hangs += 1;
        throw new Error(`batch ${i} did not finish in 90 s`);
      }
      const output = result.stdout + result.stderr;
      const crashed = /internal error/.test(output) || /\n\s+at .+:\d+:\d+\)?\n/.test(result.stderr) || ![0, 1].includes(result.code);
      if (crashed) figures.crashes += 1;
      expect(crashed, output.slice(0, 2000)).toBe(false);
      expect(Date.now() - started).toBeLessThan(90_000);
      if (result.code === 1) {
        expect(output).toMatch(/content\/fuzz\/[^\s:]+:\d+:\d+/);
        expect(await snapshot(path.join(root, 'build'))).toEqual(before);
        figures.failedBuildsOutputKept += 1;
        // The build stops before rendering when pages do not compile: drop those and build the rest, so rendering and writing meet the mutants too.
        const broken = new Set([...result.stderr.matchAll(/^\s+error content\/fuzz\/([^\s:]+):\d+:\d+/gm)].map((m) => m[1]!));
        for (const name of broken) await rm(path.join(dir, name), { force: true });
        const rest = await runCli(['build'], root);
        figures.builds += 1;
        const restOutput = rest.stdout + rest.stderr;
        const restCrashed = /internal error/.test(restOutput) || ![0, 1].includes(rest.code);
        if (restCrashed) figures.crashes += 1;
        expect(restCrashed, restOutput.slice(0, 2000)).toBe(false);
      }
    },
    180_000,
  );

  it('each hostile family is reported at its own file (render failures once the pages compile)', async () => {
    const dir = path.join(root, 'content', 'fuzz');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const [name, text] of FAMILIES) await writeFile(path.join(dir, name), text);
    const compiling = await runCli(['build'], root);
    const renderFamilies = ['throws.mdx', 'string-style.mdx'];
    for (const [name] of FAMILIES.filter(([n]) => !renderFamilies.includes(n))) expect(compiling.stderr, name).toMatch(new RegExp(`content/fuzz/${name.replace('.', '\\.')}:\\d+:\\d+`));
    // Rendering starts once every page compiled: the pages that throw at render time, on their own.
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const [name, text] of FAMILIES.filter(([n]) => renderFamilies.includes(n))) await writeFile(path.join(dir, name), text);
    const rendering = await runCli(['build'], root);
    expect(rendering.code).toBe(1);
    // The expression that threw is located at its line; a string `style` (React's own check) at the page.
    expect(rendering.stderr).toMatch(/content\/fuzz\/throws\.mdx:3:2 This page throws when it is rendered/);
    expect(rendering.stderr).toMatch(/content\/fuzz\/string-style\.mdx:\d+:\d+ This page throws when it is rendered/);
    expect(rendering.stderr).not.toMatch(/internal error/);
  }, 120_000);
});
