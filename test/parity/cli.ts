/**
 * `npm run parity -- <project-dir> [--json | --json-file FILE] [--reference FILE] [--docsgen-out DIR] [--limit N] [--warm]`
 *   builds the project with docsgen (cold: its .docsgen/ cache removed first, unless --warm) and compares every page with the recorded Docusaurus reference.
 * `npm run parity:record -- <project-dir> <docusaurus-build-dir> [--reference FILE]`
 *   records that reference from Docusaurus's own `build/` (and the `.docusaurus/` beside it).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reference, ReferencePage } from './compare.js';
import { docusaurusPageKind, extractPage } from './extract.js';
import { defaultReferencePath, parityOfProject } from './project-parity.js';
import { formatReport } from './report.js';
import { docusaurusSidebars } from './sidebars.js';
import { baseUrlOf, listPages } from './site-pages.js';

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
