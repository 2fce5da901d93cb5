/**
 * Issue "Errors a user can act on", item 2: the build, `docsgen check --json` and the dev overlay
 * show the same problems, each once; `--strict` shows them as errors without changing what was found.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/cli/commands/check.js';
import { startDevServer } from '../../src/dev/dev-server.js';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';
import { connectDevSocket } from '../helpers/dev-socket.js';

let root: string;

/** The problems a build printed, one line each: `severity file:line:column [code] message`. */
function printed(stderr: string): string[] {
  return [...stderr.matchAll(/^ {2}(error|warning) (\S+?)(?::(\d+):(\d+))? (.*) \[([\w-]+)\]$/gm)].map((m) => `${m[1]} ${m[2]}:${m[3] ?? 0}:${m[4] ?? 0} [${m[6]}] ${m[5]}`).sort();
}

async function reported(args: string[]): Promise<string[]> {
  const json = path.join(root, 'report.json');
  await rm(json, { force: true });
  await runCli(['check', '--json', json, ...args], root);
  const report = JSON.parse(await readFile(json, 'utf8')) as CheckReport;
  return report.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} [${d.code}] ${d.message}`).sort();
}

beforeAll(async () => {
  root = await copyFixture('basic');
});
afterAll(() => removeDir(root));

describe('one list of problems', () => {
  it('warnings: the build and check --json list the same problems, each once; --strict shows them as errors', async () => {
    await writeFile(path.join(root, 'content', 'links.md'), '# Links\n\nSee [nowhere](/no-such-page) and [a missing anchor](/guides/#no-such-heading).\n\nAgain [nowhere](/no-such-page).\n');
    const build = await runCli(['build'], root);
    expect(build.code).toBe(0);
    const fromBuild = printed(build.stderr);
    expect(fromBuild.length).toBeGreaterThanOrEqual(3);
    expect(new Set(fromBuild).size).toBe(fromBuild.length);
    expect(await reported([])).toEqual(fromBuild);
    const strict = await reported(['--strict']);
    expect(strict).toEqual(fromBuild.map((line) => line.replace(/^warning /, 'error ')).sort());
    await rm(path.join(root, 'content', 'links.md'));
  }, 120_000);

  it('errors: the build, check --json and the dev overlay show the same problems, each once', async () => {
    await writeFile(path.join(root, 'content', 'broken-yaml.md'), '---\ntitle: [unclosed\n---\n\n# Broken\n');
    await writeFile(path.join(root, 'content', 'broken-mdx.mdx'), '# Broken\n\n<Tabs>\n\ntext\n');
    try {
      const build = await runCli(['build'], root);
      expect(build.code).toBe(1);
      const fromBuild = printed(build.stderr);
      expect(fromBuild).toHaveLength(2);
      expect(await reported([])).toEqual(fromBuild);
      const server = await startDevServer({ root, port: 0, log: { info: () => {}, problems: () => {} } });
      try {
        const socket = await connectDevSocket(server.port, server.token);
        const overlay = await socket.next('errors');
        socket.close();
        expect(overlay.errors.map((e) => `error ${e.file}:${e.line}:${e.column} [${e.code}] ${e.message}`).sort()).toEqual(fromBuild);
      } finally {
        await server.close();
      }
    } finally {
      await rm(path.join(root, 'content', 'broken-yaml.md'));
      await rm(path.join(root, 'content', 'broken-mdx.mdx'));
    }
  }, 120_000);
});
