import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/cli/commands/check.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

const roots: string[] = [];
afterAll(async () => Promise.all(roots.map(removeDir)));

async function fixture(name: string): Promise<string> {
  const root = await copyFixture(name);
  roots.push(root);
  return root;
}

/** The warning lines of the CLI's report: `warning <file:line:column> <message> [code]`. */
function warningLines(stderr: string): string[] {
  return stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('warning '));
}

describe('link, anchor and route validation (fixture with one broken link, one broken anchor, one duplicate route)', () => {
  it('docsgen build exits 0 and reports exactly those three warnings, each at its file:line, grouped per file with a count', async () => {
    const root = await fixture('broken-links');
    const r = await runCli(['build'], root);
    expect(r.code).toBe(0);
    const lines = warningLines(r.stderr);
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('[broken-link]'))).toMatch(/^warning content\/index\.md:5:3 Broken link to \/does-not-exist/);
    expect(lines.find((l) => l.includes('[broken-anchor]'))).toMatch(/^warning content\/index\.md:5:40 Broken anchor #nope on \/docs\/a/);
    // The duplicate is reported at the `slug` line that caused it, naming both files.
    const duplicate = lines.find((l) => l.includes('[duplicate-route]'));
    expect(duplicate).toMatch(/^warning content\/docs\/b\.md:3:1 Duplicate route \/docs\/a:/);
    expect(duplicate).toContain('content/docs/a.md');
    expect(r.stderr).toContain('content/index.md (2 warnings)');
    expect(r.stderr).toContain('content/docs/b.md (1 warning)');
    expect(r.stderr).toContain('hint: Headings there: #real-heading');
    expect(r.stdout).toMatch(/3 warnings, 0 errors/);
  });

  it('docsgen build --strict makes them errors: exit 1 and the previous output untouched', async () => {
    const root = await fixture('broken-links');
    const r = await runCli(['build', '--strict'], root);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error content/index.md:5:3');
    expect(r.stdout).toMatch(/0 warnings, 3 errors/);
  });

  it('docsgen check --json report.json writes all three with positions and exits 1', async () => {
    const root = await fixture('broken-links');
    const r = await runCli(['check', '--json', 'report.json'], root);
    expect(r.code).toBe(1);
    const report = JSON.parse(await readFile(path.join(root, 'report.json'), 'utf8')) as CheckReport;
    expect(report.ok).toBe(false);
    expect(report.counts).toEqual({ errors: 0, warnings: 3, byCode: { 'broken-anchor': 1, 'broken-link': 1, 'duplicate-route': 1 } });
    expect(report.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([
      'content/docs/b.md:3:1 duplicate-route',
      'content/index.md:5:3 broken-link',
      'content/index.md:5:40 broken-anchor',
    ]);
    // Validation only: nothing was built.
    await expect(readFile(path.join(root, 'build', 'index.html'))).rejects.toThrow();
  });

  it('docsgen check exits 0 on a site where nothing is broken', async () => {
    const root = await fixture('basic');
    const r = await runCli(['check', '--json', 'out/report.json'], root);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Checked: \d+ routes, 0 warnings, 0 errors/);
    const report = JSON.parse(await readFile(path.join(root, 'out', 'report.json'), 'utf8')) as CheckReport;
    expect(report).toMatchObject({ ok: true, diagnostics: [] });
  });

  it('severity comes from the config per kind: ignore drops a kind, throw fails the build', async () => {
    const root = await fixture('broken-links');
    const config = path.join(root, 'site.config.ts');
    const original = await readFile(config, 'utf8');
    await writeFile(config, original.replace("title: 'Fixture Docs',", "title: 'Fixture Docs', onBrokenLinks: 'ignore', onBrokenAnchors: 'throw', onDuplicateRoutes: 'ignore',"));
    const r = await runCli(['build'], root);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error content/index.md:5:40 Broken anchor #nope');
    expect(r.stderr).not.toContain('[broken-link]');
    expect(r.stderr).not.toContain('[duplicate-route]');
  });

  it('a broken navbar or footer link is blamed on the config file, at its line', async () => {
    const root = await fixture('basic');
    const config = path.join(root, 'site.config.ts');
    const original = await readFile(config, 'utf8');
    await writeFile(config, original.replace("{ label: 'Home', to: '/' }", "{ label: 'Home', to: '/nowhere' }"));
    const r = await runCli(['check'], root);
    expect(r.code).toBe(1);
    const line = original.split('\n').findIndex((l) => l.includes("{ label: 'Home', to: '/' }")) + 1;
    expect(r.stderr).toMatch(new RegExp(`warning site\\.config\\.ts:${line}:\\d+ Broken link to /nowhere`));
    expect(r.stderr).toContain('This link is in the navbar or footer of site.config.ts.');
  });
});
