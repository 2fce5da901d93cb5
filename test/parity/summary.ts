/**
 * `npm run parity:summary -- <report.json>...`: one Markdown table row per project from the files
 * `npm run parity -- <dir> --json-file <report.json>` wrote, then how many pages show each kind of
 * difference across them all (what to fix first).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIFFERENCE_KINDS, type DifferenceKind } from './compare.js';
import type { ParityReport } from './report.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function row(name: string, r: ParityReport): string {
  const sidebars = r.sidebars.length ? `${r.sidebars.filter((s) => s.equal).length}/${r.sidebars.length}` : '-';
  const build = r.docsgenBuild;
  const cost = `${build.seconds.toFixed(1)} s${build.peakRssKb ? `, ${Math.round(build.peakRssKb / 1024)} MiB` : ''}`;
  return `| ${name} | ${build.exitCode === 0 ? 'yes' : `no (exit ${build.exitCode})`} | ${cost} | ${r.pages.length} | ${r.missingRoutes.length} | ${r.extraRoutes.length} | ${sidebars} | ${pct(r.overall)} | ${pct(r.minimum)} | ${r.pagesBelow90} |`;
}

async function main(files: string[]): Promise<void> {
  const reports = await Promise.all(files.map(async (f) => [path.basename(f, '.json'), JSON.parse(await readFile(f, 'utf8')) as ParityReport] as const));
  console.log('| project | docsgen builds | docsgen cold build (wall, peak RSS) | pages compared | routes missing | extra routes | sidebars equal | text parity | lowest page | pages < 90% |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, r] of reports) console.log(row(name, r));
  const totals = Object.fromEntries(DIFFERENCE_KINDS.map((k) => [k, 0])) as Record<DifferenceKind, number>;
  let pages = 0;
  for (const [, r] of reports) {
    pages += r.pages.length;
    // Reports written before a kind existed (`language`, `alternates`) have no count for it.
    for (const k of DIFFERENCE_KINDS) totals[k] += r.differenceCounts[k] ?? 0;
  }
  console.log('');
  console.log(`Pages with each kind of difference, over ${pages} compared pages:`);
  for (const [k, n] of Object.entries(totals).sort((a, b) => b[1] - a[1])) if (n) console.log(`- ${k}: ${n}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
