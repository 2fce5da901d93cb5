/** `docsgen build --profile`: where the time and memory went, per stage, the slowest pages, cache hits; `--profile=json` for CI. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

let root: string;
beforeAll(async () => {
  root = await copyFixture('basic');
}, 60_000);
afterAll(() => removeDir(root));

describe('docsgen build --profile', () => {
  it('prints wall time, CPU time and memory per stage, the slowest pages with their compile time, and cache hits', async () => {
    const result = await runCli(['build', '--profile'], root);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/stage\s+wall\s+cpu\s+heap\s+rss/);
    for (const stage of ['config', 'scan+compile', 'plan', 'check', 'assets+search', 'render', 'commit'])
      expect(result.stdout).toMatch(new RegExp(`\\n  ${stage.replace('+', '\\+')}[^\\n]*\\d+ ms\\s+\\d+ ms\\s+\\d+ MB\\s+\\d+ MB`));
    expect(result.stdout).toMatch(/Cache: \d+ page\(s\) compiled, \d+ taken from the page cache/);
    expect(result.stdout).toMatch(/Slowest pages[^\n]*\n(\s+\d+ ms render(, \d+ ms compile)?\s+\/.*\n){3,}/);
    expect(result.stdout).toMatch(/\d+ ms render, \d+ ms compile\s+\/guides\/Tabs demo/);
  }, 60_000);

  it('--profile=json --profile-file writes the same figures as JSON, and a warm build shows its cache hits', async () => {
    const file = path.join(root, 'profile.json');
    const result = await runCli(['build', '--profile=json', '--profile-file', file], root);
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(file, 'utf8')) as {
      stages: { phase: string; wallMs: number; cpuMs: number }[];
      cache: { compiled: number; fromCache: number; unchangedOutput: boolean };
      peakRssBytes: number;
    };
    expect(report.stages.map((s) => s.phase)).toContain('config');
    expect(report.cache).toMatchObject({ compiled: 0, unchangedOutput: true });
    expect(report.cache.fromCache).toBeGreaterThan(0);
    expect(report.peakRssBytes).toBeGreaterThan(10 * 1024 * 1024);
  }, 60_000);
});
