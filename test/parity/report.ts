/** The parity result as text: the scores first, then the worst pages with what differs on each. */
import { DIFFERENCE_KINDS, type SiteResult } from './compare.js';

export interface ParityReport extends SiteResult {
  project: string;
  reference: string;
  generator: string;
  docsgenBuild: { exitCode: number; seconds: number; peakRssKb?: number; summary: string };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const cut = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** What a failed build said: each error with the lines after it (its code frame and hint), then the summary. */
function failureLines(output: string): string[] {
  const all = output.trim().split('\n');
  const picked = new Set<number>();
  all.forEach((line, i) => {
    if (/^\s*error\b|Error:|could not load/.test(line)) for (let j = i; j < Math.min(all.length, i + 10); j++) picked.add(j);
  });
  for (let j = Math.max(0, all.length - 3); j < all.length; j++) picked.add(j);
  return [...picked].sort((a, b) => a - b).map((i) => all[i]!);
}

export function formatReport(report: ParityReport, limit: number, buildOutput: string): string {
  const lines: string[] = [];
  const compared = report.pages.length;
  lines.push(`Parity of ${report.project} with ${report.generator || 'Docusaurus'} (${report.reference})`);
  lines.push(
    `docsgen build: exit ${report.docsgenBuild.exitCode}, ${report.docsgenBuild.seconds} s${report.docsgenBuild.peakRssKb ? `, peak RSS ${Math.round(report.docsgenBuild.peakRssKb / 1024)} MiB` : ''}: ${report.docsgenBuild.summary}`,
  );
  if (buildOutput) lines.push(...failureLines(buildOutput).map((l) => `  | ${l}`));
  lines.push(`Text parity: ${pct(report.overall)} over ${compared} pages (weighted by words); lowest page ${pct(report.minimum)}; ${report.pagesBelow90} pages under 90%`);
  lines.push(`Routes: ${compared - report.missingRoutes.length}/${compared} written; missing ${report.missingRoutes.length}, extra ${report.extraRoutes.length}`);
  if (report.locales) {
    lines.push(`Per locale: ${report.locales.map((l) => `${l.locale} ${pct(l.overall)} (${l.pages - l.missing}/${l.pages} written)`).join(', ')}`);
  }
  if (report.missingRoutes.length) lines.push(`  missing: ${cut(report.missingRoutes.join(' '), 600)}`);
  if (report.extraRoutes.length) lines.push(`  extra: ${cut(report.extraRoutes.join(' '), 600)}`);
  for (const s of report.sidebars) {
    lines.push(
      s.equal
        ? `Sidebar ${s.id}: same ${s.reference} entries`
        : `Sidebar ${s.id}: differs (${s.reference} entries in Docusaurus, ${s.docsgen} in docsgen); first at #${s.firstDifference!.at}: "${s.firstDifference!.reference}" vs "${s.firstDifference!.docsgen}"`,
    );
  }
  lines.push(
    `Pages with each kind of difference: ${
      DIFFERENCE_KINDS.filter((k) => report.differenceCounts[k])
        .map((k) => `${k} ${report.differenceCounts[k]}`)
        .join(', ') || 'none'
    }`,
  );
  const worst = [...report.pages].filter((p) => p.differences.length).sort((a, b) => a.score - b.score || b.differences.length - a.differences.length);
  if (worst.length) lines.push('', `Worst pages (${Math.min(limit, worst.length)} of ${worst.length} with differences):`);
  for (const page of worst.slice(0, limit)) {
    lines.push(`${pct(page.score).padStart(6)}  ${page.route} (${page.kind}, ${page.tokens} tokens)`);
    for (const d of page.differences) {
      lines.push(`        ${d.kind}: Docusaurus ${cut(d.reference)}`);
      lines.push(`        ${' '.repeat(d.kind.length)}  docsgen    ${cut(d.docsgen)}`);
    }
  }
  return lines.join('\n');
}
