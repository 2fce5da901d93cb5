/**
 * Issue "Nothing lost, nothing let in", item 4: no input crashes the build. A few hundred seeded
 * mutations of real pages, plus each hostile family seen by hand (YAML alias bombs, unresolved
 * aliases, nesting thousands deep, NUL and over-long slugs, MDX that throws at render, pages over the
 * size limit), built by the real CLI: every build ends with exit 0 or 1 and located diagnostics,
 * never an internal error or a hang, and a failed build leaves the previous output byte for byte.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSidebars } from '../../src/config/docusaurus/load-sidebars.js';
import { ConfigError, loadConfig } from '../../src/config/load-config.js';
import { parseCategory } from '../../src/content/parse-category.js';
import { copyFixture, FIXTURES, REPO_ROOT, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';
import { CODE_FRAGMENTS, DATA_FRAGMENTS, mutate as mutateUserFile, mutatePage as mutate, random } from '../helpers/user-code-mutants.js';

const SEED = 20261124;
const MUTANTS = 240;
const BATCHES = 3;

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

/**
 * Issue "Errors a user can act on", item 3: configs, sidebars and category files, mutated, loaded
 * as the build loads them (code in a worker with a time limit). Every outcome is a value or a
 * problem with a place (file:line:column or a key path); nothing throws, nothing hangs. Then one
 * real build per kind of file shows that a failure leaves the previous output as it was.
 */
describe('no config, sidebars or category file crashes or hangs the build', () => {
  const CONFIG_MUTANTS = 24;
  const SIDEBAR_MUTANTS = 12;
  const CATEGORY_MUTANTS = 150;
  const LIMIT_MS = 800;
  const tally = { files: 0, crashes: 0, hangs: 0, unlocated: 0 };
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fuzz-config-'));
    await writeFile(path.join(scratch, 'package.json'), '{"name":"fuzz","private":true}');
    process.env.DOCSGEN_USER_CODE_TIME_LIMIT_MS = String(LIMIT_MS);
  });
  afterAll(async () => {
    delete process.env.DOCSGEN_USER_CODE_TIME_LIMIT_MS;
    console.log(`fuzz (user files): ${tally.files} files, crashes ${tally.crashes}, hangs ${tally.hangs}, unlocated failures ${tally.unlocated}`);
    await removeDir(scratch);
  });

  /** Loads a config text as the build would: a config or a refusal whose every problem has a place. */
  async function tryConfig(name: string, text: string, i: number): Promise<void> {
    const dir = path.join(scratch, `c${i}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), text);
    const started = Date.now();
    tally.files += 1;
    try {
      await loadConfig(dir);
    } catch (error) {
      if (!(error instanceof ConfigError)) {
        tally.crashes += 1;
        throw new Error(`mutant ${i} of ${name} crashed: ${String(error)}\n${text}`);
      }
      // Placed at file:line:column, at a key path, or (a time limit, a promise that never settles) naming the file.
      const unlocated = error.issues.filter((issue) => !issue.at && issue.path === '(file)' && !issue.message.includes(name));
      tally.unlocated += unlocated.length;
      expect(unlocated, text).toEqual([]);
    }
    const took = Date.now() - started;
    if (took > LIMIT_MS + 3_000) tally.hangs += 1;
    expect(took, text).toBeLessThan(LIMIT_MS + 3_000);
  }

  it('site.config.ts and docusaurus.config.js mutants: a config or a located refusal', async () => {
    const next = random(SEED + 1);
    const siteConfig = readFileSync(path.join(FIXTURES, 'basic', 'site.config.ts'), 'utf8');
    const docusaurusConfig = readFileSync(path.join(FIXTURES, 'docusaurus-mini', 'docusaurus.config.js'), 'utf8');
    const cases: (readonly [string, string])[] = Array.from({ length: CONFIG_MUTANTS }, (_, i) =>
      i % 2 === 0 ? (['site.config.ts', mutateUserFile(siteConfig, CODE_FRAGMENTS, next)] as const) : (['docusaurus.config.js', mutateUserFile(docusaurusConfig, CODE_FRAGMENTS, next)] as const),
    );
    // Each code family once, at the top of both configs: the mutants above meet them only by chance.
    for (const fragment of CODE_FRAGMENTS.filter((f) => f.startsWith('\n')))
      cases.push(['site.config.ts', `${fragment}${siteConfig}`] as const, ['docusaurus.config.js', `${fragment}${docusaurusConfig}`] as const);
    // A few at once: each runs in its own worker thread.
    for (let i = 0; i < cases.length; i += 4) await Promise.all(cases.slice(i, i + 4).map(([name, text], j) => tryConfig(name, text, i + j)));
  }, 60_000);

  it('sidebars.js mutants: sidebars or located problems, never a throw', async () => {
    const next = random(SEED + 2);
    const project = path.join(scratch, 'sidebars');
    await mkdir(project, { recursive: true });
    const sidebars = readFileSync(path.join(FIXTURES, 'docusaurus-mini', 'sidebars.js'), 'utf8');
    for (let i = 0; i < SIDEBAR_MUTANTS; i++) {
      const text = mutateUserFile(sidebars, CODE_FRAGMENTS, next);
      const file = path.join(project, `sidebars-${i}.js`);
      await writeFile(file, text);
      tally.files += 1;
      const started = Date.now();
      const { diagnostics } = await loadSidebars(file, project);
      expect(Date.now() - started, text).toBeLessThan(LIMIT_MS + 3_000);
      for (const d of diagnostics) expect(d.file, text).toMatch(/^sidebars-\d+\.js$|\.js$/);
    }
  }, 60_000);

  it('_category_ mutants (JSON and YAML): metadata or a problem with a line, never a throw', () => {
    const next = random(SEED + 3);
    const seeds = ['{ "label": "Guides", "position": 2, "link": { "type": "generated-index", "slug": "/all" } }', 'label: Guides\nposition: 2\ncollapsed: false\n'];
    for (let i = 0; i < CATEGORY_MUTANTS; i++) {
      const text = mutateUserFile(seeds[i % 2]!, DATA_FRAGMENTS, next);
      tally.files += 1;
      let parsed;
      try {
        parsed = parseCategory(text);
      } catch (error) {
        tally.crashes += 1;
        throw new Error(`category mutant ${i} crashed: ${String(error)}\n${text}`);
      }
      if ('problem' in parsed) expect(parsed.problem.line, text).toBeGreaterThan(0);
    }
  });

  it('a failing config, sidebars or category file leaves the previous output byte for byte', async () => {
    const before = await snapshot(path.join(root, 'build'));
    const configFile = path.join(root, 'site.config.ts');
    const config = readFileSync(configFile, 'utf8');
    await writeFile(configFile, `while (true) {}\n${config}`);
    const looping = await runCli(['build'], root, { DOCSGEN_USER_CODE_TIME_LIMIT_MS: '1000' });
    await writeFile(configFile, config);
    expect(looping.code).toBe(2);
    expect(looping.stderr).toMatch(/site\.config\.ts did not finish loading within 1 s/);
    await writeFile(path.join(root, 'content', 'guides', '_category_.json'), '{ "label": 5 }');
    const category = await runCli(['build'], root);
    await writeFile(path.join(root, 'content', 'guides', '_category_.json'), '{ "label": "Guides", "position": 2 }\n');
    expect(category.code).toBe(1);
    expect(category.stderr).toMatch(/content\/guides\/_category_\.json:1:\d+/);
    expect(await snapshot(path.join(root, 'build'))).toEqual(before);

    const project = await copyFixture('docusaurus-mini');
    try {
      expect((await runCli(['build'], project)).code).toBe(0);
      const built = await snapshot(path.join(project, 'build'));
      await writeFile(path.join(project, 'sidebars.js'), 'module.exports = new Promise(() => {});\n');
      const sidebars = await runCli(['build'], project, { DOCSGEN_USER_CODE_TIME_LIMIT_MS: '1000' });
      expect(sidebars.code, sidebars.stderr).toBe(1);
      expect(sidebars.stderr).toMatch(/sidebars\.js/);
      await writeFile(path.join(project, 'docusaurus.config.js'), 'module.exports = () => { process.exit(0); };\n');
      const exiting = await runCli(['build'], project);
      expect(exiting.code).toBe(2);
      expect(exiting.stderr).toMatch(/docusaurus\.config\.js:1:\d+: docusaurus\.config\.js called process\.exit\(0\)/);
      expect(await snapshot(path.join(project, 'build'))).toEqual(built);
    } finally {
      await removeDir(project);
    }
  }, 180_000);
});
