import type { BuildResult } from '../pipeline/build-site.js';
import type { PhaseSample } from '../pipeline/phase-timer.js';

export interface ProfileReport {
  totalMs: number;
  stages: PhaseSample[];
  slowestPages: { route: string; renderMs: number; compileMs?: number }[];
  cache: { pages: number; compiled: number; fromCache: number; unchangedOutput: boolean };
  peakRssBytes: number;
}

const ms = (n: number) => `${n.toFixed(0).padStart(7)} ms`;
const mb = (n: number) => `${(n / 1048576).toFixed(0).padStart(6)} MB`;

/** `--profile`: where the build's time and memory went, per stage, and the slowest pages. */
export function profileReport(result: BuildResult, stages: PhaseSample[]): ProfileReport {
  const slowest = [...(result.renderMs ?? [])]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10)
    .map(([route, renderMs]) => ({ route, renderMs, compileMs: result.compileMs?.get(route) }));
  const pages = result.pages;
  return {
    totalMs: result.durationMs,
    stages,
    slowestPages: slowest,
    cache: { pages, compiled: result.compiled, fromCache: Math.max(0, (result.sourcePages ?? 0) - result.compiled), unchangedOutput: Boolean(result.unchanged) },
    peakRssBytes: Math.max(...stages.map((s) => s.rssBytes), process.resourceUsage().maxRSS * 1024),
  };
}

export function formatProfile(report: ProfileReport): string {
  const lines = [
    '',
    'Profile (wall time, CPU time of this process and its threads, heap and RSS at the end of each stage):',
    `  ${'stage'.padEnd(26)} ${'wall'.padStart(10)} ${'cpu'.padStart(10)} ${'heap'.padStart(9)} ${'rss'.padStart(9)}`,
  ];
  for (const s of report.stages) lines.push(`  ${s.phase.padEnd(26)} ${ms(s.wallMs)} ${ms(s.cpuMs)} ${mb(s.heapBytes)} ${mb(s.rssBytes)}`);
  lines.push(`  ${'total'.padEnd(26)} ${ms(report.totalMs)}`, `  peak RSS ${mb(report.peakRssBytes).trim()}`);
  const { cache } = report;
  lines.push(`Cache: ${cache.compiled} page(s) compiled, ${cache.fromCache} taken from the page cache or page index${cache.unchangedOutput ? '; nothing changed, the output was kept as it is' : ''}.`);
  if (report.slowestPages.length) {
    lines.push('Slowest pages (render time; compile time when compiled in this build):');
    for (const p of report.slowestPages) lines.push(`  ${ms(p.renderMs)} render${p.compileMs === undefined ? '' : `, ${p.compileMs.toFixed(0)} ms compile`}  ${p.route}`);
  }
  return `${lines.join('\n')}\n`;
}
