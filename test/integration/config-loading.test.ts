/**
 * Issue "Errors a user can act on", items 3 and 4: code the user runs (a site config, a Docusaurus
 * config, a sidebars file) cannot hang, crash or end the build, and each message names where the
 * problem is and what to do. The author-facing texts are pinned.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/load-config.js';
import { loadSidebars } from '../../src/config/docusaurus/load-sidebars.js';
import { copyFixture, FIXTURES, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

const GOOD = `export default { title: 'Docs', url: 'https://docs.example.com' };\n`;
let siteRoot: string;
let dir: string;

/** Loads a site.config.ts with this text; the error's text with the folder's path taken out. */
async function configError(text: string, file = 'site.config.ts'): Promise<string> {
  for (const name of ['site.config.ts', 'docusaurus.config.js']) await rm(path.join(dir, name), { force: true });
  await writeFile(path.join(dir, file), text);
  const cwd = process.cwd();
  process.chdir(dir); // positions are shown relative to where docsgen runs
  try {
    await loadConfig(dir);
  } catch (error) {
    if (error instanceof ConfigError) return error.message.replaceAll(dir, '<site>');
    throw error;
  } finally {
    process.chdir(cwd);
  }
  throw new Error('the config loaded');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-config-'));
  await writeFile(path.join(dir, 'package.json'), '{"name":"config-test","private":true}');
  process.env.DOCSGEN_USER_CODE_TIME_LIMIT_MS = '1500';
  siteRoot = await copyFixture('basic');
});
afterAll(async () => {
  delete process.env.DOCSGEN_USER_CODE_TIME_LIMIT_MS;
  await Promise.all([removeDir(dir), removeDir(siteRoot)]);
});

describe('a config refusal names the key, the value given, what is accepted and an example', () => {
  it('pins the text', async () => {
    const text = `export default {
  title: 42,
  url: 'https://docs.example.com',
  baseUrl: 'docs',
  navbar: { items: [{ label: 'Guides', to: 'guides' }] },
  colorMode: { defaultMode: 'blue' },
};
`;
    expect(await configError(text)).toMatchInlineSnapshot(`
      "<site>/site.config.ts: 4 configuration problems
        - title: is 42; accepted: a string. Fix: e.g. title: "Tessera Docs".
        - baseUrl: is "docs"; accepted: baseUrl starts and ends with "/", e.g. "/" or "/docs/". Fix: e.g. baseUrl: "/docs/".
        - colorMode.defaultMode: is "blue"; accepted: one of "light", "dark". Fix: e.g. defaultMode: "dark".
        - navbar.items[0].to: is "guides"; accepted: a route of this site starting with "/", or an absolute URL. Fix: e.g. to: "/guides/" (a page of this site) or "https://github.com/org/repo"."
    `);
  });

  it('accepts a footer or navbar item with to: "https://..." as Docusaurus does, as an external link', async () => {
    await writeFile(path.join(dir, 'site.config.ts'), GOOD.replace('}', ", footer: { links: [{ title: 'More', items: [{ label: 'GitHub', to: 'https://github.com/org/repo' }] }] } }"));
    const { config } = await loadConfig(dir);
    expect(config.footer.links[0]!.items[0]).toEqual({ label: 'GitHub', href: 'https://github.com/org/repo' });
  });
});

describe('a config that fails to load shows the underlying errors with file:line', () => {
  it('pins the text: both esbuild errors, each at its line', async () => {
    const text = `const a = ;\nexport default { title: 'Docs', url: 'https://docs.example.com', tagline: }\n`;
    expect(await configError(text)).toMatchInlineSnapshot(`
      "<site>/site.config.ts: 1 configuration problem
        - site.config.ts:1:11: does not compile: Unexpected ";". Fix: fix this line: const a = ;."
    `);
  });
});

describe('code in a config cannot hang, crash or end the build', () => {
  it('an endless loop, a timer it waits for and a promise that never settles: an error naming the file after the time limit', async () => {
    expect(await configError(`while (true) {}\n${GOOD}`)).toMatch(/site\.config\.ts did not finish loading within 1\.5 s: an endless loop/);
    expect(await configError(`await new Promise((resolve) => setInterval(() => {}, 100));\n${GOOD}`)).toMatch(/did not finish loading within 1\.5 s/);
    expect(await configError(`module.exports = async () => { await new Promise(() => {}); };\n`, 'docusaurus.config.js')).toMatch(
      /docusaurus\.config\.js (exports a promise that never settles|did not finish loading within)/,
    );
  }, 30_000);

  it('a synchronous call that never returns (execSync) is stopped at the limit, and docsgen exits', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-config-sync-'));
    try {
      await writeFile(path.join(root, 'package.json'), '{"name":"sync-config","private":true}');
      const marker = `docsgen-config-sync-${process.pid}`;
      await writeFile(path.join(root, 'site.config.ts'), `import { execSync } from 'node:child_process';\nexecSync('sleep 300 # ${marker}');\n${GOOD}`);
      // A worker thread blocked in execSync kept docsgen alive after the error until the call returned (300 s).
      const result = await runCli(['build', root], root, { DOCSGEN_USER_CODE_TIME_LIMIT_MS: '1500' });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/site\.config\.ts did not finish loading within 1\.5 s: an endless loop, a synchronous call that does not return/);
      // What the call started is ended with it.
      const { execFileSync } = await import('node:child_process');
      const left = (() => {
        try {
          return execFileSync('pgrep', ['-f', marker], { encoding: 'utf8' }).trim();
        } catch {
          return '';
        }
      })();
      expect(left).toBe('');
    } finally {
      await removeDir(root);
    }
  }, 60_000);

  it('process.exit is reported at its line, not obeyed', async () => {
    expect(await configError(`const code = 3;\nprocess.exit(code);\n${GOOD}`)).toMatchInlineSnapshot(`
      "<site>/site.config.ts: 1 configuration problem
        - site.config.ts:2:9: site.config.ts called process.exit(3) while loading; docsgen does not exit on a config's behalf. Fix: remove the process.exit call: to stop the build, throw an Error with a message."
    `);
  });

  it('a throw, a rejection nobody handles, a throwing getter and a throwing Docusaurus config function are located', async () => {
    expect(await configError(`const site: any = undefined;\nexport default { title: site.title, url: 'https://docs.example.com' };\n`)).toMatch(
      /site\.config\.ts:2:\d+: site\.config\.ts threw an exception while loading: TypeError: Cannot read properties of undefined/,
    );
    expect(await configError(`Promise.reject(new Error('late'));\n${GOOD}`)).toMatch(/site\.config\.ts:1:\d+: site\.config\.ts threw an unhandled promise rejection while loading: Error: late/);
    expect(await configError(`export default { title: 'Docs', url: 'https://docs.example.com', get tagline() { throw new Error('no'); } };\n`)).toMatch(
      /site\.config\.ts:1:\d+: reading `tagline` threw: no/,
    );
    expect(await configError(`module.exports = function () {\n  throw new Error('bad config');\n};\n`, 'docusaurus.config.js')).toMatch(
      /docusaurus\.config\.js:2:\d+: docusaurus\.config\.js threw an exception while loading: Error: bad config/,
    );
  });

  it('wrong types and shapes are refusals with a key path, never a crash', async () => {
    expect(await configError(`export default 'docs';\n`)).toMatch(/\(root\): exports "docs" instead of a config object/);
    expect(await configError(`export default { title: 'Docs', url: 'https://docs.example.com', navbar: { items: 'Guides' } };\n`)).toMatch(/navbar\.items: is "Guides"; accepted: an array/);
    expect(await configError(`module.exports = [1, 2];\n`, 'docusaurus.config.js')).toMatch(/exports an array instead of a config object/);
  });

  it('a sidebars file that never finishes is an error naming it, and the build goes on to report it', async () => {
    const project = await mkdtemp(path.join(os.tmpdir(), 'docsgen-sidebars-'));
    try {
      await cp(path.join(FIXTURES, 'docusaurus-mini'), project, { recursive: true });
      await writeFile(path.join(project, 'sidebars.js'), `for (;;) {}\nmodule.exports = {};\n`);
      const { diagnostics } = await loadSidebars(path.join(project, 'sidebars.js'), project);
      expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'sidebars.js', message: expect.stringMatching(/sidebars\.js did not finish loading within 1\.5 s/) })]);
      await writeFile(path.join(project, 'sidebars.js'), `module.exports = {\n  docs: [require('./missing-helper').items],\n};\n`);
      const missing = await loadSidebars(path.join(project, 'sidebars.js'), project);
      expect(missing.diagnostics[0]).toMatchObject({ file: 'sidebars.js', line: 2 });
    } finally {
      await removeDir(project);
    }
  }, 30_000);
});

describe('in a build', () => {
  it('process.exit(0) in site.config.ts ends with exit 2 and the message, not a silent success', async () => {
    const config = path.join(siteRoot, 'site.config.ts');
    const before = readFileSync(config, 'utf8');
    await writeFile(config, `process.exit(0);\n${before}`);
    try {
      const result = await runCli(['build'], siteRoot, { DOCSGEN_USER_CODE_TIME_LIMIT_MS: '3000' });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/site\.config\.ts:1:9: site\.config\.ts called process\.exit\(0\)/);
    } finally {
      await writeFile(config, before);
    }
  }, 60_000);

  it('a render error points at the line of the expression or component that threw: pinned text', async () => {
    await writeFile(path.join(siteRoot, 'content', 'throws.mdx'), `---\ntitle: Throws\n---\n\n# Throws\n\nSome text.\n\n{undefined.x}\n`);
    try {
      const result = await runCli(['build'], siteRoot);
      expect(result.code).toBe(1);
      expect(result.stderr.slice(result.stderr.indexOf('content/throws.mdx'), result.stderr.indexOf('The previous output'))).toMatchInlineSnapshot(`
        "content/throws.mdx (1 error)
          error content/throws.mdx:9:2 This page throws when it is rendered (/throws): TypeError: Cannot read properties of undefined (reading 'x') [render-failed]
               7 | Some text.
               8 | 
            >  9 | {undefined.x}
                 |  ^
              10 | 
            hint: An MDX expression or component on this page fails on the server, e.g. reading a property of undefined, or a \`style\` written as a string instead of {{ color: "red" }}.

        "
      `);
    } finally {
      await rm(path.join(siteRoot, 'content', 'throws.mdx'));
    }
  }, 60_000);

  it('a broken link in site.config.ts is printed once, and a route linked twice once at each line: pinned text', async () => {
    const config = path.join(siteRoot, 'site.config.ts');
    const before = readFileSync(config, 'utf8');
    await writeFile(
      config,
      before
        .replace("{ label: 'Home', to: '/' }", "{ label: 'Home', to: '/' }, { label: 'Old', to: '/old-guides/' }")
        .replace("{ type: 'link', label: 'Guides', to: '/guides/' },", "{ type: 'link', label: 'Guides', to: '/guides/' },\n      { type: 'link', label: 'Old', to: '/old-guides/' },"),
    );
    try {
      const result = await runCli(['build'], siteRoot);
      expect(result.code).toBe(0);
      expect(result.stderr.slice(0, result.stderr.indexOf('\n\n'))).toMatchInlineSnapshot(`
        "site.config.ts (2 warnings)
          warning site.config.ts:12:41 Broken link to /old-guides/: no such page. [broken-link]
            hint: This link is in the navbar or footer of site.config.ts. Check the spelling (spaces and capitals count), or link the page's file with a relative .md path so the link follows it.
          warning site.config.ts:18:94 Broken link to /old-guides/: no such page. [broken-link]
            hint: This link is in the navbar or footer of site.config.ts. Check the spelling (spaces and capitals count), or link the page's file with a relative .md path so the link follows it."
      `);
    } finally {
      await writeFile(config, before);
    }
  }, 60_000);
});

describe('a Docusaurus config of the wrong shape', () => {
  it('is refused with the key path, the value given, what is accepted and an example, never an internal error', async () => {
    const text = `module.exports = {
  title: 'Docs',
  url: 'https://docs.example.com',
  presets: [['classic', { docs: 5 }]],
  themeConfig: {
    navbar: { items: [{ type: 'dropdown', label: 'More', items: 5 }, null] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: 5 }, { label: 'GitHub', to: 'https://github.com/org/repo' }] }] },
  },
};
`;
    expect(await configError(text, 'docusaurus.config.js')).toMatchInlineSnapshot(`
      "<site>/docusaurus.config.js: 4 configuration problems
        - themeConfig.navbar.items[0].items: is 5; accepted: an array. Fix: e.g. items: [{ label: "Guides", to: "/guides/" }].
        - themeConfig.navbar.items[1]: is null; accepted: an object. Fix: e.g. { label: "Guides", to: "/guides/" }.
        - themeConfig.footer.links[0].items[0].to: is 5; accepted: a string. Fix: e.g. to: "/guides/" (a page of this site) or "https://github.com/org/repo".
        - presets[0][1].docs: is 5; accepted: an object. Fix: e.g. docs: {}."
    `);
  });
});
