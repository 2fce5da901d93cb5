/**
 * A project's own plugins run in a child process that a time limit and a memory limit end, whatever
 * the plugin is doing: a synchronous call that never returns (`execSync('sleep 300')`, which a
 * worker thread cannot be stopped in, so the build printed "Built" and never exited) and Buffers
 * outside the V8 heap (which a worker's heap limit does not count). The others' data is kept.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLocalPlugins, type LocalPluginsResult } from '../../src/config/docusaurus/local-plugins.js';
import { REPO_ROOT, writeFiles } from '../helpers/build-fixture.js';

const TIME_LIMIT_MS = 3000;
const MEMORY_LIMIT_MB = 200;

const CONFIG = { title: 'Limits', plugins: ['./plugins/stuck.js', './plugins/hog.js', './plugins/fine.js'] };
// One entry a line, so each warning's position names its own entry.
const CONFIG_TEXT = `module.exports = {\n  title: 'Limits',\n  plugins: [\n${CONFIG.plugins.map((p) => `    '${p}',\n`).join('')}  ],\n};\n`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': CONFIG_TEXT,
  // The shell writes its pid, then becomes the sleep: the test can tell whether it outlived the limit.
  'plugins/stuck.js': `const { execSync } = require('node:child_process');
module.exports = function stuck() {
  return { name: 'stuck', loadContent() { execSync('echo $$ > sleeper.pid; exec sleep 300'); return 1; } };
};
`,
  // 768 MB of Buffers, well over the limit, while the heap stays small.
  'plugins/hog.js': `module.exports = function hog() {
  return {
    name: 'hog',
    loadContent() {
      const kept = [];
      for (let i = 0; i < 48; i++) kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
      return kept.length;
    },
    contentLoaded({ content, actions }) { actions.setGlobalData({ buffers: content }); },
  };
};
`,
  'plugins/fine.js': `module.exports = function fine() {
  return { name: 'fine', contentLoaded({ actions }) { actions.setGlobalData({ ok: true }); } };
};
`,
};

/** Running, as the kernel says (a zombie nobody reaped has ended). */
async function isRunning(pid: number): Promise<boolean> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return status !== '' && !/^State:\s+Z/m.test(status);
}

describe("a project's plugins, bounded in time and memory", () => {
  let root: string;
  let result: LocalPluginsResult;
  let elapsed: number;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-plugin-limits-'));
    await writeFiles(root, FILES);
    process.env.DOCSGEN_USER_CODE_TIME_LIMIT_MS = String(TIME_LIMIT_MS);
    process.env.DOCSGEN_USER_CODE_MEMORY_LIMIT_MB = String(MEMORY_LIMIT_MB);
    const started = Date.now();
    try {
      result = await runLocalPlugins(CONFIG, path.join(root, 'docusaurus.config.js'), root);
    } finally {
      delete process.env.DOCSGEN_USER_CODE_TIME_LIMIT_MS;
      delete process.env.DOCSGEN_USER_CODE_MEMORY_LIMIT_MB;
    }
    elapsed = Date.now() - started;
  }, 30_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('ends a plugin stuck in a synchronous call at the time limit, and what it started with it', async () => {
    expect(elapsed).toBeLessThan(TIME_LIMIT_MS + 5000);
    const pid = Number(await readFile(path.join(root, 'sleeper.pid'), 'utf8'));
    // SIGKILL to the plugin's process group reaches the sleep; give the kernel a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await isRunning(pid)).toBe(false);
    expect(result.warnings[0]).toMatchInlineSnapshot(`
      {
        "code": "docusaurus-plugin-failed",
        "column": 5,
        "file": "docusaurus.config.js",
        "hint": "Fix the plugin so that its loadContent and contentLoaded finish without a network or a long wait (docsgen gives them 3 s and 200 MB)",
        "line": 4,
        "message": "The site's plugin ./plugins/stuck.js (plugins[0]) failed, so the data it publishes is missing: stuck.js did not finish within 3 s and was stopped: an endless loop, a synchronous call that does not return, a timer it waits for, or a promise that never settles",
        "severity": "warning",
      }
    `);
  });

  it('stops a plugin whose Buffers take its process over the memory limit', () => {
    expect(result.warnings[1]).toMatchInlineSnapshot(`
      {
        "code": "docusaurus-plugin-failed",
        "column": 5,
        "file": "docusaurus.config.js",
        "hint": "Fix the plugin so that its loadContent and contentLoaded finish without a network or a long wait (docsgen gives them 3 s and 200 MB)",
        "line": 5,
        "message": "The site's plugin ./plugins/hog.js (plugins[1]) failed, so the data it publishes is missing: hog.js used more than 200 MB of memory and was stopped",
        "severity": "warning",
      }
    `);
    expect(result.globalData.hog).toBeUndefined();
  });

  it('keeps the data of the plugins that finished', () => {
    expect(result.warnings).toHaveLength(2);
    expect(result.globalData.fine).toEqual({ default: { ok: true } });
  });
});

/** A plugin as the runner gets it compiled (its export and the packages stood in for), stuck in a synchronous call. */
const STUCK_COMPILED = `module.exports = { value: function stuck() {
  return { name: 'stuck', loadContent() { require('node:child_process').execSync('echo $$ > sleeper.pid; exec sleep 300'); } };
}, missing: [] };
`;

/** A docsgen stand-in that runs the plugin's process and waits, to be killed outright. */
const PARENT = (root: string) => `import { startInProcess } from ${JSON.stringify(path.join(REPO_ROOT, 'src/config/user-code-process.ts'))};
const input = { compiled: ${JSON.stringify(path.join(root, 'stuck.cjs'))}, format: 'cjs', callExportedFunction: false, plugin: { context: {}, options: {} } };
startInProcess(${JSON.stringify(path.join(REPO_ROOT, 'src/config/user-module-worker.mjs'))}, input, { cwd: ${JSON.stringify(root)}, memoryLimitMb: 1024 }, { message() {}, error() {}, exit() {}, overMemory() {} });
setInterval(() => {}, 1000);
`;

describe("a plugin's process when docsgen is killed outright", () => {
  it('ends with it, and what it started too (its watchdog sees docsgen gone)', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-plugin-orphan-'));
    try {
      await writeFile(path.join(root, 'stuck.cjs'), STUCK_COMPILED);
      await writeFile(path.join(root, 'parent.ts'), PARENT(root));
      const parent = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'parent.ts')], { cwd: REPO_ROOT, stdio: 'ignore' });
      const pidFile = path.join(root, 'sleeper.pid');
      for (let waited = 0; !existsSync(pidFile) && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sleeper = Number(await readFile(pidFile, 'utf8'));
      expect(await isRunning(sleeper)).toBe(true);
      parent.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await isRunning(sleeper)).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 30_000);
});
