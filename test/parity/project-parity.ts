/**
 * One project's parity with its recorded Docusaurus reference: build it with docsgen (cold, in its
 * own folder, timed), read the pages the reference has, and compare. Used by `npm run parity` and by
 * the corpus acceptance test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSite, type DocsgenPage, type Reference, type SiteResult } from './compare.js';
import { extractPage } from './extract.js';
import { isLocaleNotFoundPage, type SiteLocales } from './locales.js';
import { extractPageLanguage } from './page-language.js';
import { docsgenSidebars, type Sidebars } from './sidebars.js';
import { baseUrlOf, listPages } from './site-pages.js';
import { installedPackagesDir, installPackages } from './installed-packages.js';

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

async function readDocsgenPages(outDir: string, onlyRoutes: Set<string>, site: SiteLocales | undefined): Promise<DocsgenPage[]> {
  // Each locale's 404 page is left out of a multi-locale reference, as the root one is of every reference.
  const built = (await listPages(outDir)).filter((p) => !site || !isLocaleNotFoundPage(p.route, site));
  const baseUrl = await baseUrlOf(built);
  const pages: DocsgenPage[] = [];
  for (const page of built) {
    // Pages the reference does not have are only listed as extra routes: no need to read them.
    const html = onlyRoutes.has(page.route) ? await readFile(page.file, 'utf8') : '';
    const features = extractPage(html, { servedPath: page.servedPath, baseUrl });
    pages.push({ route: page.route, servedPath: page.servedPath, features, ...(site && html ? { language: extractPageLanguage(html) } : {}) });
  }
  return pages;
}

export interface ParityReport extends SiteResult {
  project: string;
  reference: string;
  generator: string;
  docsgenBuild: { exitCode: number; seconds: number; peakRssKb?: number; summary: string };
}

export interface ParityOptions {
  /** The reference file; default: the project's under `test/parity/references/`. */
  reference?: string;
  /** Compare an existing docsgen output instead of building. */
  docsgenOut?: string;
  /** Keep the project's `.docsgen/` cache (a warm build). */
  warm?: boolean;
}

/** Builds the project with docsgen (cold unless `warm`) and compares every page its reference has. */
export async function parityOfProject(projectDir: string, options: ParityOptions = {}): Promise<{ report: ParityReport; output: string }> {
  const refPath = options.reference ?? defaultReferencePath(projectDir);
  if (!refPath || !existsSync(refPath)) throw new Error(`no reference for ${projectDir}${refPath ? ` (looked for ${refPath})` : ''}: record one with npm run parity:record`);
  const reference = JSON.parse(await readFile(refPath, 'utf8')) as Reference;
  const given = options.docsgenOut;
  const tmp = given ? undefined : await mkdtemp(path.join(os.tmpdir(), 'docsgen-parity-'));
  const outDir = given ?? path.join(tmp!, 'build');
  try {
    // A cold build, as the timing claims: docsgen keeps its page cache in the project's .docsgen/.
    if (!given && !options.warm) await rm(path.join(projectDir, '.docsgen'), { recursive: true, force: true });
    const packages = given ? undefined : installedPackagesDir(FIXTURES, projectDir);
    if (packages) await installPackages(packages, projectDir);
    const build: DocsgenBuild = given ? { exitCode: 0, seconds: 0, summary: `(existing output ${given})`, output: '' } : await buildWithDocsgen(projectDir, outDir);
    const pages = existsSync(outDir) ? await readDocsgenPages(outDir, new Set(reference.pages.map((p) => p.route)), reference.i18n) : [];
    const sidebars = reference.sidebars ? await docsgenSidebars(path.resolve(projectDir)).catch(() => undefined) : undefined;
    const localeSidebars: Record<string, Sidebars> = {};
    for (const locale of Object.keys(reference.localeSidebars ?? {})) {
      const mine = await docsgenSidebars(path.resolve(projectDir), locale).catch(() => undefined);
      if (mine) localeSidebars[locale] = mine;
    }
    const result = compareSite(reference, pages, sidebars, localeSidebars);
    const report: ParityReport = {
      project: projectDir,
      reference: path.relative(process.cwd(), refPath),
      generator: reference.generator,
      docsgenBuild: { exitCode: build.exitCode, seconds: Number(build.seconds.toFixed(2)), ...(build.peakRssKb ? { peakRssKb: build.peakRssKb } : {}), summary: build.summary },
      ...result,
    };
    return { report, output: build.output };
  } finally {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
}
