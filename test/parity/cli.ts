/**
 * `npm run parity -- <project-dir> [--json | --json-file FILE] [--reference FILE] [--docsgen-out DIR] [--limit N] [--warm]`
 *   builds the project with docsgen (cold: its .docsgen/ cache removed first, unless --warm) and compares every page with the recorded Docusaurus reference.
 * `npm run parity:record -- <project-dir> <docusaurus-build-dir> [--reference FILE] [--generated DIR]... [--log FILE]`
 *   records that reference from Docusaurus's own `build/` (and the `.docusaurus/` beside it). A build of
 *   several locales leaves only the last locale's `.docusaurus/`: `--generated` names copies of the
 *   others' (from `docusaurus build --locale X` runs), for their sidebars. `--log` is Docusaurus's build
 *   output, for the warnings it gave.
 * `npm run parity:warnings -- <reference.json> <docusaurus-build-log>`
 *   records (or replaces) the warnings of a reference from the log of the build it was recorded from.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reference, ReferencePage } from './compare.js';
import { docusaurusWarningsOf } from './build-warnings.js';
import { docusaurusPageKind, extractPage } from './extract.js';
import { extractPageLanguage } from './page-language.js';
import { defaultReferencePath, parityOfProject } from './project-parity.js';
import { formatReport } from './report.js';
import { builtLocales, generatedLocales, isLocaleNotFoundPage, localeOfRoute, type SiteLocales } from './locales.js';
import { docusaurusSidebars, type Sidebars } from './sidebars.js';
import { baseUrlOf, listPages } from './site-pages.js';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function options(args: string[], name: string): string[] {
  return args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]!] : []));
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

/** Each locale's sidebars, from every `.docusaurus/` folder given (each was generated for one locale). */
async function sidebarsByLocale(generatedDirs: readonly string[]): Promise<Map<string, Sidebars>> {
  const out = new Map<string, Sidebars>();
  for (const dir of generatedDirs) {
    const i18n = await generatedLocales(dir);
    const locale = i18n?.currentLocale;
    const sidebars = await docusaurusSidebars(dir, locale && locale !== i18n?.defaultLocale ? locale : undefined);
    if (locale && sidebars && !out.has(locale)) out.set(locale, sidebars);
  }
  return out;
}

/** The default locale's sidebars, and the other locales' where a `.docusaurus/` of theirs was given. */
async function localeSidebarsOf(site: SiteLocales, generatedDirs: readonly string[]): Promise<{ sidebars: Sidebars; localeSidebars: Record<string, Sidebars> }> {
  const byLocale = await sidebarsByLocale(generatedDirs);
  const sidebars = byLocale.get(site.defaultLocale);
  if (!sidebars) {
    throw new Error(
      `No .docusaurus/ of the default locale (${site.defaultLocale}) among ${generatedDirs.join(', ')}: a build of all locales leaves the last one's. Give --generated DIR, a copy of .docusaurus/ after \`docusaurus build --locale ${site.defaultLocale}\`.`,
    );
  }
  const missing = site.locales.filter((l) => !byLocale.has(l));
  if (missing.length) console.log(`Sidebars not recorded for ${missing.join(', ')} (no .docusaurus/ of theirs given).`);
  return { sidebars, localeSidebars: Object.fromEntries(site.locales.slice(1).flatMap((l) => (byLocale.has(l) ? [[l, byLocale.get(l)!]] : []))) };
}

async function record(args: string[]): Promise<number> {
  const [projectDir, buildDir] = positionals(args);
  if (!projectDir || !buildDir) throw new Error('usage: npm run parity:record -- <project-dir> <docusaurus-build-dir> [--reference FILE] [--generated DIR]...');
  const target = option(args, '--reference') ?? defaultReferencePath(projectDir);
  if (!target) throw new Error(`${projectDir} is not under test/fixtures/<group>/<name>: give --reference FILE`);
  const generated = path.join(path.dirname(path.resolve(buildDir)), '.docusaurus');
  const configured = await generatedLocales(generated);
  const site = configured ? builtLocales(configured, buildDir) : undefined;
  const built = (await listPages(buildDir)).filter((p) => !site || !isLocaleNotFoundPage(p.route, site));
  const baseUrl = await baseUrlOf(built);
  let generator = '';
  const pages: ReferencePage[] = [];
  for (const page of built) {
    const html = await readFile(page.file, 'utf8');
    generator ||= /<meta name="generator" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const kind = docusaurusPageKind(html);
    const features = extractPage(html, { servedPath: page.servedPath, baseUrl }, kind);
    pages.push(
      site
        ? { route: page.route, servedPath: page.servedPath, locale: localeOfRoute(page.route, site), kind, features, language: extractPageLanguage(html) }
        : { route: page.route, servedPath: page.servedPath, kind, features },
    );
  }
  // Sites on `future.v4` drop the generator meta tag; the version is in .docusaurus/site-metadata.json.
  generator ||= await readFile(path.join(generated, 'site-metadata.json'), 'utf8').then(
    (t) => `Docusaurus v${(JSON.parse(t) as { docusaurusVersion?: string }).docusaurusVersion ?? '?'}`,
    () => '',
  );
  let reference: Reference;
  if (site) {
    const { sidebars, localeSidebars } = await localeSidebarsOf(site, [generated, ...options(args, '--generated')]);
    reference = { generator, baseUrl, pages, sidebars, i18n: site, localeSidebars };
  } else {
    const sidebars = await docusaurusSidebars(generated);
    reference = { generator, baseUrl, pages, ...(sidebars ? { sidebars } : {}) };
  }
  const log = option(args, '--log');
  if (log) reference.warnings = docusaurusWarningsOf(await readFile(log, 'utf8'));
  const sidebars = reference.sidebars;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(reference, null, 1)}\n`);
  const kinds = new Map<string, number>();
  for (const p of pages) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
  if (site) {
    const perLocale = site.locales.map((l) => `${l} ${pages.filter((p) => p.locale === l).length}`);
    console.log(`Locales (pages each): ${perLocale.join(', ')}`);
  }
  console.log(
    `Recorded ${pages.length} pages (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}), ${Object.keys(sidebars ?? {}).length} sidebars, ${generator || 'generator unknown'}, base URL ${baseUrl} -> ${path.relative(process.cwd(), target)}`,
  );
  if (!sidebars) console.log(`No .docusaurus/ beside ${buildDir}: sidebars not recorded.`);
  return 0;
}

async function compare(args: string[]): Promise<number> {
  const [projectDir] = positionals(args);
  if (!projectDir) throw new Error('usage: npm run parity -- <project-dir> [--json] [--reference FILE] [--docsgen-out DIR] [--limit N]');
  const { report, output } = await parityOfProject(projectDir, { reference: option(args, '--reference'), docsgenOut: option(args, '--docsgen-out'), warm: args.includes('--warm') });
  const jsonFile = option(args, '--json-file');
  if (jsonFile) await writeFile(jsonFile, `${JSON.stringify(report, null, 1)}\n`);
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 1));
  else console.log(formatReport(report, Number(option(args, '--limit') ?? 25), report.docsgenBuild.exitCode === 0 ? '' : output));
  return 0;
}

async function warnings(args: string[]): Promise<number> {
  const [referenceFile, log] = positionals(args);
  if (!referenceFile || !log) throw new Error('usage: npm run parity:warnings -- <reference.json> <docusaurus-build-log>');
  const reference = JSON.parse(await readFile(referenceFile, 'utf8')) as Reference;
  reference.warnings = docusaurusWarningsOf(await readFile(log, 'utf8'));
  await writeFile(referenceFile, `${JSON.stringify(reference, null, 1)}\n`);
  console.log(`${referenceFile}: ${reference.warnings.length} warnings recorded (${reference.warnings.map((w) => w.kind).join(', ') || 'none'})`);
  return 0;
}

const [command, ...rest] = process.argv.slice(2);
const run = command === 'record' ? record : command === 'compare' ? compare : command === 'warnings' ? warnings : undefined;
if (!run) {
  console.error('usage: node --import tsx test/parity/cli.ts compare|record|warnings ...');
  process.exit(2);
}
run(rest).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
