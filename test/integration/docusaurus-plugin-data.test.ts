/**
 * A Docusaurus project's own plugins (`plugins: ['./src/plugins/releases']`) publish data its
 * components read (`usePluginData`, `useGlobalData`, `@generated/globalData`): databend's paginator
 * and community block show its release plugin's star count. docsgen runs their `loadContent` and
 * `contentLoaded` when the config loads, renders with the data, and writes it once for the browser.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { copyFixture, removeDir, writeFiles } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => (process.env.KEEP ? undefined : Promise.all(roots.map(removeDir))));

const PLUGINS = `plugins: [
    './src/plugins/releases',
    ['./src/plugins/counter.ts', { id: 'second', start: 3 }],
    './src/plugins/broken.js',
  ],
  themeConfig: {`;

const FILES: Record<string, string> = {
  // CommonJS, requiring a package that is not installed (used only online) and a local data file.
  'src/plugins/releases/index.js': `const axios = require('axios');
const mockData = require('./mock-data');
module.exports = function releasesPlugin() {
  return {
    name: 'fetch-releases',
    async contentLoaded({ actions }) {
      actions.setGlobalData(process.env.ONLINE ? await axios.get('x') : mockData);
    },
    configureWebpack() { return {}; },
    postBuild() {},
  };
};
`,
  'src/plugins/releases/mock-data.js': `module.exports = { releasesList: [{ name: 'v1.2.3' }, { name: 'v1.2.2' }], stargazersCount: 8912 };\n`,
  // ESM and TypeScript, with options and the site's context.
  'src/plugins/counter.ts': `export default function counterPlugin(context: { baseUrl: string; siteConfig: { title: string } }, options: { start: number }) {
  return {
    name: 'counter',
    async loadContent() { return options.start + context.siteConfig.title.length; },
    async contentLoaded({ content, actions }: { content: number; actions: { setGlobalData: (d: unknown) => void } }) {
      actions.setGlobalData({ count: content, baseUrl: context.baseUrl });
    },
  };
}
`,
  'src/plugins/broken.js': `module.exports = function brokenPlugin() {
  return {
    name: 'broken',
    async loadContent() {
      throw new Error('no network here');
    },
  };
};
`,
  'src/components/Releases.js': `import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
import globalData from '@generated/globalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { Form } from 'antd';
import Large from './large.png';
import Small from './small.png';
export default function Releases() {
  const { releasesList, stargazersCount } = usePluginData('fetch-releases');
  const { count } = usePluginData('counter', 'second');
  // A hook of a package that is not installed, destructured as a pair: its stand-in.
  const [form] = Form.useForm();
  const all = useGlobalData();
  const { globalData: fromContext } = useDocusaurusContext();
  return (
    <div className="releases" data-form={typeof form}>
      <span>Latest {releasesList[0].name}, {stargazersCount} stars, count {count}.</span>
      <span>Plugins: {Object.keys(all).sort().join(' ')}; from the module {globalData['fetch-releases'].default.releasesList.length}; in context {Object.keys(fromContext).length}.</span>
      <img src={Large} alt="large" />
      <img src={Small} alt="small" />
    </div>
  );
}
`,
  'docs/releases.mdx': `# Releases\n\nimport Releases from '@site/src/components/Releases';\n\n<Releases />\n`,
};

describe("a Docusaurus project's own plugins", () => {
  let out: string;
  let diagnostics: Diagnostic[];
  beforeAll(async () => {
    const root = await copyFixture('docusaurus-mini');
    roots.push(root);
    const config = await readFile(path.join(root, 'docusaurus.config.js'), 'utf8');
    await writeFile(path.join(root, 'docusaurus.config.js'), config.replace('themeConfig: {', PLUGINS));
    await writeFiles(root, FILES);
    // Docusaurus inlines an imported image under 10,000 bytes and writes a larger one as a file.
    await writeFile(path.join(root, 'src/components/large.png'), Buffer.alloc(20_000, 1));
    await writeFile(path.join(root, 'src/components/small.png'), Buffer.alloc(200, 2));
    const result = await buildSite({ root });
    diagnostics = result.diagnostics;
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    out = result.outDir;
  }, 120_000);

  it('renders components with the data the plugins published (usePluginData, useGlobalData, @generated/globalData)', async () => {
    const html = await readFile(path.join(out, 'docs/releases.html'), 'utf8');
    expect(html).toMatch(/Latest <!-- -->v1\.2\.3<!-- -->, <!-- -->8912<!-- --> stars, count <!-- -->7<!-- -->\./);
    expect(html).toMatch(/Plugins: <!-- -->counter fetch-releases<!-- -->; from the module <!-- -->2<!-- -->; in context <!-- -->2<!-- -->\./);
    expect(html).toContain('data-form="function"');
  });

  it('writes the data once, as a module the browser loads before hydrating', async () => {
    const modules = (await readdir(path.join(out, 'assets'))).filter((f) => f.startsWith('global-data.'));
    expect(modules).toHaveLength(1);
    const code = await readFile(path.join(out, 'assets', modules[0]!), 'utf8');
    const data = JSON.parse(JSON.parse(code.slice(code.indexOf('(') + 1, code.lastIndexOf(')'))) as string) as unknown;
    expect(data).toEqual({
      'fetch-releases': { default: { releasesList: [{ name: 'v1.2.3' }, { name: 'v1.2.2' }], stargazersCount: 8912 } },
      counter: { second: { count: 7, baseUrl: '/' } },
    });
    for (const page of ['docs/releases.html', 'docs/intro.html']) expect(await readFile(path.join(out, page), 'utf8')).toContain(`"globalData":"/assets/${modules[0]}"`);
  });

  it('writes an imported image of 10,000 bytes or more as a file, and inlines a smaller one', async () => {
    const html = await readFile(path.join(out, 'docs/releases.html'), 'utf8');
    const large = /<img src="(\/assets\/media\/large\.[0-9a-f]{10}\.png)" alt="large"/.exec(html)?.[1];
    expect(large).toBeDefined();
    expect((await readFile(path.join(out, large!))).byteLength).toBe(20_000);
    expect(html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="small"/);
  });

  it('names a plugin that fails, at its line, and what the others do that is not run', () => {
    expect(diagnostics.filter((d) => d.code === 'docusaurus-plugin-failed')).toMatchInlineSnapshot(`
      [
        {
          "code": "docusaurus-plugin-failed",
          "column": 13,
          "file": "src/plugins/broken.js",
          "hint": "Fix the plugin so that its loadContent and contentLoaded finish without a network or a long wait (docsgen gives them 10 s and 1024 MB)",
          "line": 5,
          "message": "The site's plugin ./src/plugins/broken.js (plugins[2]) failed, so the data it publishes is missing: broken.js threw an exception while loading: Error: no network here",
          "severity": "warning",
        },
      ]
    `);
    const ignored = diagnostics.find((d) => d.code === 'docusaurus-config')?.message ?? '';
    expect(ignored).toContain('plugins[0] (./src/plugins/releases: configureWebpack, postBuild not run)');
    expect(ignored).not.toContain('plugins[1]');
    expect(ignored).toContain('packages not installed (stood in for): prism-react-renderer, axios');
  });
});
