import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

const roots: string[] = [];
afterAll(async () => Promise.all(roots.map(removeDir)));

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await readdir(dir, { recursive: true });
  const out = new Map<string, string>();
  for (const f of files) {
    const p = path.join(dir, f);
    if ((await stat(p)).isFile()) out.set(f, (await readFile(p)).toString('base64'));
  }
  return out;
}

/** Builds the good fixture, then replaces its content with a broken one and builds again. */
async function buildThenBreak(broken: string) {
  const root = await copyFixture('basic');
  roots.push(root);
  const first = await runCli(['build'], root);
  expect(first.code).toBe(0);
  const before = await snapshot(path.join(root, 'build'));
  const brokenRoot = await copyFixture(broken);
  roots.push(brokenRoot);
  await removeDir(path.join(root, 'content'));
  const { cp } = await import('node:fs/promises');
  await cp(path.join(brokenRoot, 'content'), path.join(root, 'content'), { recursive: true });
  const second = await runCli(['build'], root);
  const after = await snapshot(path.join(root, 'build'));
  return { second, before, after };
}

describe('docsgen CLI', () => {
  it('prints --help and --version and exits 0', async () => {
    const help = await runCli(['--help'], process.cwd());
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('build');
    const version = await runCli(['--version'], process.cwd());
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('exits 2 on bad usage', async () => {
    const r = await runCli(['build', '--no-such-flag'], process.cwd());
    expect(r.code).toBe(2);
  });

  it('ends a good build with one summary line and exit 0', async () => {
    const root = await copyFixture('basic');
    roots.push(root);
    const r = await runCli(['build'], root);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^Built: \d+ pages, 0 warnings, 0 errors in \d+\.\d\ds$/);
  });

  it('malformed YAML frontmatter: exit 1, file:line:column with a code frame, previous build/ unchanged byte for byte', async () => {
    const { second, before, after } = await buildThenBreak('broken-yaml');
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('content/index.md:3:');
    expect(second.stderr).toMatch(/> +3 \| description: \[unclosed/);
    expect(second.stderr).toContain('hint:');
    expect(after).toEqual(before);
  });

  it('unclosed JSX tag in .mdx: exit 1, file:line:column with a code frame, previous build/ unchanged byte for byte', async () => {
    const { second, before, after } = await buildThenBreak('broken-mdx');
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('content/tabs.mdx:7:1');
    expect(second.stderr).toContain('Expected a closing tag for `<Tabs>`');
    expect(second.stderr).toMatch(/> +7 \| <Tabs>/);
    expect(after).toEqual(before);
  });

  it('a theme that does not compile: exit 1 with file:line:column and a code frame, previous build/ unchanged', async () => {
    const root = await copyFixture('basic');
    roots.push(root);
    expect((await runCli(['build'], root)).code).toBe(0);
    const before = await snapshot(path.join(root, 'build'));
    const { appendFile } = await import('node:fs/promises');
    await appendFile(path.join(root, 'theme', 'App.tsx'), '\nexport const broken = <div>;\n');
    const r = await runCli(['build'], root);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/theme\/App\.tsx:\d+:\d+/);
    expect(r.stderr).toContain('export const broken = <div>;');
    expect(await snapshot(path.join(root, 'build'))).toEqual(before);
  });

  it('a config error exits 2 and names the key', async () => {
    const root = await copyFixture('basic');
    roots.push(root);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(root, 'site.config.ts'), "export default { title: 'x', url: 'https://x.example', navbar: { items: [{ type: 'bogus' }] } };\n");
    const r = await runCli(['build'], root);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('navbar.items[0].type: unknown navbar item type "bogus"');
  });
});
