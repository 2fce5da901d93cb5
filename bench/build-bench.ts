import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSyntheticSite } from './synthetic-site.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHILD = path.join(ROOT, 'bench', 'build-child.ts');

export interface BuildSample {
  ok: boolean;
  unchanged: boolean;
  pages: number;
  compiled: number;
  wallMs: number;
  maxRssMb: number;
  bytes: number;
  warnings: number;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

function buildOnce(siteDir: string): BuildSample {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CHILD, siteDir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`build of ${siteDir} failed:\n${run.stderr}`);
  return JSON.parse(line) as BuildSample;
}

/** Cold: no page cache and no previous output. Warm: the same build again with nothing changed. */
export async function benchBuild(siteDir: string, runs: number): Promise<{ cold: BuildSample[]; warm: BuildSample[] }> {
  const cold: BuildSample[] = [];
  const warm: BuildSample[] = [];
  for (let i = 0; i < runs; i++) {
    await rm(path.join(siteDir, '.docsgen'), { recursive: true, force: true });
    await rm(path.join(siteDir, 'build'), { recursive: true, force: true });
    cold.push(buildOnce(siteDir));
    warm.push(buildOnce(siteDir));
  }
  return { cold, warm };
}

export function formatBuildRow(label: string, r: { cold: BuildSample[]; warm: BuildSample[] }): string {
  const c = median(r.cold.map((s) => s.wallMs));
  const w = median(r.warm.map((s) => s.wallMs));
  const mem = Math.max(...r.cold.map((s) => s.maxRssMb));
  const pages = r.cold[0]!.pages;
  const mb = r.cold[0]!.bytes / 1024 / 1024;
  return `${label.padEnd(22)} pages ${String(pages).padStart(6)}  cold ${(c / 1000).toFixed(2).padStart(6)} s (${(c / pages).toFixed(2)} ms/page)  warm ${(w / 1000).toFixed(2).padStart(5)} s  peak RSS ${mem.toFixed(0).padStart(5)} MB  output ${mb.toFixed(1)} MB  [runs ${r.cold.length}, cold ${r.cold.map((s) => (s.wallMs / 1000).toFixed(2)).join('/')}]`;
}

export async function syntheticSite(pages: number): Promise<string> {
  const dir = path.join(os.tmpdir(), `docsgen-bench-${pages}`);
  if (!existsSync(path.join(dir, 'site.config.ts'))) await generateSyntheticSite(dir, pages, path.join(ROOT, 'theme'));
  // The site's theme must match today's client code.
  await rm(path.join(dir, 'theme'), { recursive: true, force: true });
  await cp(path.join(ROOT, 'theme'), path.join(dir, 'theme'), { recursive: true });
  return dir;
}

export { ROOT };
