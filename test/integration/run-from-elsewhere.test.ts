import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

let root: string | undefined;
afterAll(() => (root ? removeDir(root) : undefined));

/** A Docusaurus config written for `npm run build` in its own folder: relative reads and path.resolve from the working folder. */
const CONFIG = `const fs = require('fs');
const path = require('path');
const meta = JSON.parse(fs.readFileSync('./meta.json', 'utf8'));
module.exports = {
  title: 'Elsewhere ' + meta[0],
  url: 'https://elsewhere.example',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, theme: { customCss: path.resolve('src/css/custom.css') } }]],
};
`;

describe('docsgen started from another folder', () => {
  it('runs the config as in its own folder: relative files and path.resolve find the project', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-elsewhere-'));
    await mkdir(path.join(root, 'docs'), { recursive: true });
    await mkdir(path.join(root, 'src', 'css'), { recursive: true });
    await writeFile(path.join(root, 'docusaurus.config.js'), CONFIG);
    // Not versions.json: that would switch on versioned docs, whose folders this project does not have.
    await writeFile(path.join(root, 'meta.json'), '["2.0"]');
    await writeFile(path.join(root, 'src', 'css', 'custom.css'), ':root { --ifm-color-primary: #123456; }\n');
    await writeFile(path.join(root, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
    const built = await runCli(['build', root], os.tmpdir());
    expect(built.code, built.stderr).toBe(0);
    const check = await runCli(['check', root, '--json', 'report.json'], root);
    expect(check.stdout).toContain('(report: report.json)');
  });
});
