/** The project's own Docusaurus plugins: a failure with no place of its own points at the plugin's entry in the config, and data JSON cannot hold is a warning, not a crash. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLocalPlugins } from '../../src/config/docusaurus/local-plugins.js';

const CONFIG = `module.exports = {
  title: 'Site',
  plugins: [
    './src/plugins/missing',
    ['./src/plugins/big', { id: 'big' }],
  ],
};
`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-local-plugins-'));
  await mkdir(path.join(root, 'src', 'plugins'), { recursive: true });
  await writeFile(path.join(root, 'package.json'), '{"name":"site","private":true}');
  await writeFile(path.join(root, 'docusaurus.config.js'), CONFIG);
  await writeFile(path.join(root, 'src', 'plugins', 'big.js'), "module.exports = () => ({ name: 'big', async contentLoaded({ actions }) { actions.setGlobalData({ n: 1n }); } });\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("the project's own plugins", () => {
  it('places a missing plugin and one whose data JSON cannot hold at their entries in the config', async () => {
    const config = { title: 'Site', plugins: ['./src/plugins/missing', ['./src/plugins/big', { id: 'big' }]] };
    const result = await runLocalPlugins(config, path.join(root, 'docusaurus.config.js'), root);
    expect(result.globalData).toEqual({});
    expect(result.warnings.map((w) => `${w.file}:${w.line}:${w.column} ${w.message}`)).toMatchInlineSnapshot(`
      [
        "docusaurus.config.js:4:5 The site's plugin ./src/plugins/missing (plugins[0]) failed, so the data it publishes is missing: plugins[0] names ./src/plugins/missing, which does not exist",
        "docusaurus.config.js:5:6 The site's plugin ./src/plugins/big (plugins[1]) failed, so the data it publishes is missing: the data it set (setGlobalData) cannot be sent to the browser as JSON (Do not know how to serialize a BigInt)",
      ]
    `);
  }, 30_000);
});
