/**
 * `npm run parity -- <project-dir> [--json | --json-file FILE] [--reference FILE] [--docsgen-out DIR] [--limit N] [--warm]`
 *   builds the project with docsgen (cold: its .docsgen/ cache removed first, unless --warm) and compares every page with the recorded Docusaurus reference.
 * `npm run parity:record -- <project-dir> <docusaurus-build-dir> [--reference FILE]`
 *   records that reference from Docusaurus's own `build/` (and the `.docusaurus/` beside it).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSite, type DocsgenPage, type Reference, type ReferencePage, type SiteResult } from './compare.js';
import { docusaurusPageKind, extractPage } from './extract.js';
import { formatReport } from './report.js';
import { docsgenSidebars, docusaurusSidebars } from './sidebars.js';
import { baseUrlOf, listPages } from './site-pages.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures');
const REFERENCES = path.join(REPO_ROOT, 'test', 'parity', 'references');

/** `test/fixtures/<group>/<name>/...` -> `test/parity/references/<group>/<name>.json`. */
export function defaultReferencePath(projectDir: string): string | undefined {
  const rel = path.relative(FIXTURES, path.resolve(projectDir));
  const [group, name] = rel.split(path.sep);
  if (rel.startsWith('..') || !group || !name) return undefined;
  return path.join(REFERENCES, group, `${name}.json`);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function positionals(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i]!.startsWith('--')) {
      if (!['--json', '--warm'].includes(args[i]!)) i++;
    } else out.push(args[i]!);
  }
  return out;
}

async function record(args: string[]): Promise<number> {
  const [projectDir, buildDir] = positionals(args);
  if (!projectDir || !buildDir) throw new Error('usage: npm run parity:record -- <project-dir> <docusaurus-build-dir> [--reference FILE]');
  const target = option(args, '--reference') ?? defaultReferencePath(projectDir);
  if (!target) throw new Error(`${projectDir} is not under test/fixtures/<group>/<name>: give --reference FILE`);
  const built = await listPages(buildDir);
  const baseUrl = await baseUrlOf(built);
  let generator = '';
  const pages: ReferencePage[] = [];
  for (const page of built) {
    const html = await readFile(page.file, 'utf8');
    generator ||= /<meta name="generator" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const kind = docusaurusPageKind(html);
    pages.push({ route: page.route, servedPath: page.servedPath, kind, features: extractPage(html, { servedPath: page.servedPath, baseUrl }, kind) });
  }
  const generated = path.join(path.dirname(path.resolve(buildDir)), '.docusaurus');
  // Sites on `future.v4` drop the generator meta tag; the version is in .docusaurus/site-metadata.json.
  generator ||= await readFile(path.join(generated, 'site-metadata.json'), 'utf8').then(
    (t) => `Docusaurus v${(JSON.parse(t) as { docusaurusVersion?: string }).docusaurusVersion ?? '?'}`,
    () => '',
  );
  const sidebars = await docusaurusSidebars(generated);
  const reference: Reference = { generator, baseUrl, pages, ...(sidebars ? { sidebars } : {}) };
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(reference, null, 1)}\n`);
  const kinds = new Map<string, number>();
  for (const p of pages) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
  console.log(
    `Recorded ${pages.length} pages (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}), ${Object.keys(sidebars ?? {}).length} sidebars, ${generator || 'generator unknown'}, base URL ${baseUrl} -> ${path.relative(process.cwd(), target)}`,
  );
  if (!sidebars) console.log(`No .docusaurus/ beside ${buildDir}: sidebars not recorded.`);
  return 0;
}

interface DocsgenBuild {
  exitCode: number;
  seconds: number;
  /** Peak resident memory of the build in KiB, when GNU time is there to measure it. */
  peakRssKb?: number;
  summary: string;
  output: string;
}

const GNU_TIME = '/usr/bin/time';

async function buildWithDocsgen(projectDir: string, outDir: string): Promise<DocsgenBuild> {
  const started = performance.now();
  const timeFile = path.join(path.dirname(outDir), 'time.txt');
  // Run in the project's folder, as its authors run `npx docsgen build`: configs read files relative to the working directory.
  const docsgen = [process.execPath, path.join(REPO_ROOT, 'bin', 'docsgen.js'), 'build', '.', '--out-dir', path.resolve(outDir)];
  const [command, ...args] = existsSync(GNU_TIME) ? [GNU_TIME, '-f', '%M', '-o', timeFile, ...docsgen] : docsgen;
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command!, args, { cwd: projectDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('close', (c) => resolve({ code: c ?? 1, output }));
  });
  const peak = Number((await readFile(timeFile, 'utf8').catch(() => '')).trim().split('\n').pop());
  const summary = /Built:[^\n]*/.exec(output)?.[0] ?? output.trim().split('\n').slice(-3).join(' | ');
  return { exitCode: code, seconds: (performance.now() - started) / 1000, ...(peak > 0 ? { peakRssKb: peak } : {}), summary, output };
}

async function readDocsgenPages(outDir: string, onlyRoutes: Set<string>): Promise<DocsgenPage[]> {
  const built = await listPages(outDir);
  const baseUrl = await baseUrlOf(built);
  const pages: DocsgenPage[] = [];
  for (const page of built) {
    // Pages the reference does not have are only listed as extra routes: no need to read them.
    const html = onlyRoutes.has(page.route) ? await readFile(page.file, 'utf8') : '';
    pages.push({ route: page.route, servedPath: page.servedPath, features: extractPage(html, { servedPath: page.servedPath, baseUrl }) });
  }
  return pages;
}

async function compare(args: string[]): Promise<number> {
  const [projectDir] = positionals(args);
  if (!projectDir) throw new Error('usage: npm run parity -- <project-dir> [--json] [--reference FILE] [--docsgen-out DIR] [--limit N]');
  const refPath = option(args, '--reference') ?? defaultReferencePath(projectDir);
  if (!refPath || !existsSync(refPath)) throw new Error(`no reference for ${projectDir}${refPath ? ` (looked for ${refPath})` : ''}: record one with npm run parity:record`);
  const reference = JSON.parse(await readFile(refPath, 'utf8')) as Reference;
  const given = option(args, '--docsgen-out');
  const tmp = given ? undefined : await mkdtemp(path.join(os.tmpdir(), 'docsgen-parity-'));
  const outDir = given ?? path.join(tmp!, 'build');
  try {
    // A cold build, as the timing claims: docsgen keeps its page cache in the project's .docsgen/.
    if (!given && !args.includes('--warm')) await rm(path.join(projectDir, '.docsgen'), { recursive: true, force: true });
    const build: DocsgenBuild = given ? { exitCode: 0, seconds: 0, summary: `(existing output ${given})`, output: '' } : await buildWithDocsgen(projectDir, outDir);
    const pages = existsSync(outDir) ? await readDocsgenPages(outDir, new Set(reference.pages.map((p) => p.route))) : [];
    const sidebars = reference.sidebars ? await docsgenSidebars(path.resolve(projectDir)).catch(() => undefined) : undefined;
    const result: SiteResult = compareSite(reference, pages, sidebars);
    const report = {
      project: projectDir,
      reference: path.relative(process.cwd(), refPath),
      generator: reference.generator,
      docsgenBuild: { exitCode: build.exitCode, seconds: Number(build.seconds.toFixed(2)), ...(build.peakRssKb ? { peakRssKb: build.peakRssKb } : {}), summary: build.summary },
      ...result,
    };
    const jsonFile = option(args, '--json-file');
    if (jsonFile) await writeFile(jsonFile, `${JSON.stringify(report, null, 1)}\n`);
    if (args.includes('--json')) console.log(JSON.stringify(report, null, 1));
    else console.log(formatReport(report, Number(option(args, '--limit') ?? 25), build.exitCode === 0 ? '' : build.output));
    return 0;
  } finally {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
}

const [command, ...rest] = process.argv.slice(2);
const run = command === 'record' ? record : command === 'compare' ? compare : undefined;
if (!run) {
  console.error('usage: node --import tsx test/parity/cli.ts compare|record ...');
  process.exit(2);
}
run(rest).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
