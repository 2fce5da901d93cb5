/**
 * Issue 37 (no internal errors on bad input): every kind of file an author writes, fuzzed through the
 * stage that reads it, in this process (no build per input). Over 1,000 inputs, seeded mutants of real
 * files plus the committed hostile ones (hostile-inputs.ts). For each: no internal error (nothing
 * thrown but the stage's own refusal, no stack in a message, no catch-all "could not be compiled"),
 * every problem located (the file, and a line and column or the config key), and no hang (a time
 * limit per input).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogDataFromText } from '../../../src/blog/load-blog.js';
import { postAuthors, readAuthorsMap } from '../../../src/blog/authors.js';
import { docusaurusConfigFromExport, versionNamesFromText } from '../../../src/config/docusaurus/load-docusaurus-config.js';
import { normaliseSidebars } from '../../../src/config/docusaurus/sidebar-spec.js';
import { ConfigError, finishConfig, siteConfigFromExport, type LoadedConfig } from '../../../src/config/load-config.js';
import { messagesFromText } from '../../../src/config/localize-config.js';
import { parseCategory } from '../../../src/content/parse-category.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { compilePage, type CompileOptions } from '../../../src/markdown/compile-page.js';
import { parseFrontmatter } from '../../../src/markdown/frontmatter.js';
import { fuzzInputs, type FuzzInput } from './generate-inputs.js';

/** Per input. Generous for two busy cores; a real page compiles in a few milliseconds. */
const LIMIT_MS = 4_000;
const STACK = /\n\s+at .+[:(]\d+|\bat .+\.(ts|js|mjs):\d+:\d+/;
const OPTIONS: CompileOptions = { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: ['Tabs', 'TabItem', 'Details', 'Admonition'] };

const inputs = fuzzInputs();
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-fuzz-inputs-'));
  for (const dir of ['docs', 'community', 'static', 'content']) await mkdir(path.join(root, dir));
  // The Markdown toolchain loads once, outside any input's time.
  await compilePage({ file: 'content/warm.mdx', contentPath: 'warm.mdx', kind: 'mdx', source: '# Warm\n\n```js\nx\n```\n', hash: 'warm' }, OPTIONS);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Why a diagnostic is not one an author can act on at its place, or undefined when it is. */
function diagnosticFault(d: Diagnostic, file: string): string | undefined {
  if (d.file !== file) return `names ${d.file || 'no file'}, not ${file}`;
  if (!(d.line >= 1 && d.column >= 1)) return `has no position (${d.line}:${d.column})`;
  if (STACK.test(d.message)) return `has a stack: ${d.message.slice(0, 300)}`;
  if (d.code === 'compile-failed') return `is the toolchain's own error: ${d.message.slice(0, 300)}`;
  return undefined;
}

/** Why a config refusal is not located, or undefined: it names the file, and each issue has a place or a key. */
function refusalFault(error: unknown, file: string): string | undefined {
  if (!(error instanceof ConfigError)) return `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.slice(0, 600);
  if (error.file !== file) return `names ${error.file}, not ${file}`;
  for (const issue of error.issues) {
    if (!issue.at && issue.path === '(file)') return `unlocated: ${issue.message}`;
    if (issue.at && !(issue.at.line >= 1 && issue.at.column >= 1)) return `at no position: ${issue.message}`;
    if (STACK.test(issue.message)) return `has a stack: ${issue.message.slice(0, 300)}`;
  }
  return undefined;
}

/** Runs a stage on one input within the time limit: the faults found, none when it behaved. */
async function run(stage: () => Promise<string[]> | string[]): Promise<string[]> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<string[]>((resolve) => (timer = setTimeout(() => resolve([`did not finish within ${LIMIT_MS} ms`]), LIMIT_MS)));
  try {
    const faults = await Promise.race([Promise.resolve().then(stage), hang]);
    const took = performance.now() - started;
    return took > LIMIT_MS ? [...faults, `took ${Math.round(took)} ms`] : faults;
  } catch (error) {
    return [`threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`.slice(0, 600)];
  } finally {
    clearTimeout(timer);
  }
}

/** Every input of a family through its stage; the faults, by input, for the failure message. */
async function fuzz<T>(family: FuzzInput<T>[], stage: (input: FuzzInput<T>) => Promise<string[]> | string[]): Promise<string[]> {
  const found: string[] = [];
  for (const item of family) for (const fault of await run(() => stage(item))) found.push(`${item.label}: ${fault}`);
  return found;
}

const faultsOf = (diagnostics: readonly Diagnostic[], file: string) => diagnostics.flatMap((d) => diagnosticFault(d, file) ?? []);

/** A config stage that either gives a config the build can write (its fingerprint is the config's JSON) or refuses it with located issues. */
async function refusalOrNothing(file: string, stage: () => Promise<LoadedConfig>): Promise<string[]> {
  try {
    JSON.stringify((await stage()).config);
    return [];
  } catch (error) {
    return [refusalFault(error, file) ?? []].flat();
  }
}

describe('fuzz: every input file family through the stage that reads it', () => {
  it('has at least 1,000 inputs', () => {
    expect(Object.values(inputs).reduce((n, family) => n + family.length, 0)).toBeGreaterThanOrEqual(1_000);
  });

  it('pages (.md, .mdx): compiled, or located diagnostics', async () => {
    const faults = await fuzz(inputs.pages, async ({ name, input }) => {
      const file = `content/fuzz/${name}`;
      const doc = await compilePage({ file, contentPath: `fuzz/${name}`, kind: name.endsWith('.mdx') ? 'mdx' : 'md', source: input, hash: name }, OPTIONS);
      return faultsOf(doc.diagnostics, file);
    });
    expect(faults).toEqual([]);
  }, 120_000);

  it('frontmatter: data, or located diagnostics', async () => {
    const faults = await fuzz(inputs.frontmatter, ({ input }) => faultsOf(parseFrontmatter(input, 'content/page.md').diagnostics, 'content/page.md'));
    expect(faults).toEqual([]);
  });

  it('_category_.json and .yml: metadata, or a problem with a line and column', async () => {
    const faults = await fuzz(inputs.categories, ({ input }) => {
      const parsed = parseCategory(input);
      return 'problem' in parsed && !(parsed.problem.line >= 1 && parsed.problem.column >= 1) ? [`problem at ${parsed.problem.line}:${parsed.problem.column}`] : [];
    });
    expect(faults).toEqual([]);
  });

  it('site.config.ts exports of every type: a config, or a refusal naming the file and each key', async () => {
    const file = path.join(root, 'site.config.ts');
    const faults = await fuzz(inputs.siteConfigs, ({ input }) => refusalOrNothing(file, () => siteConfigFromExport(input, file, root)));
    expect(faults).toEqual([]);
  });

  it('docusaurus.config.js exports of every type: a config, or a refusal naming the file and each key', async () => {
    const file = path.join(root, 'docusaurus.config.js');
    const faults = await fuzz(inputs.docusaurusConfigs, ({ input }) =>
      refusalOrNothing(file, async () => {
        const { input: mapped, warnings } = await docusaurusConfigFromExport(input, { standIns: [] }, file, root, path.join(root, 'theme'));
        return { ...(await finishConfig(mapped, file, root, { docusaurus: true })), warnings };
      }),
    );
    expect(faults).toEqual([]);
  });

  it('sidebars.js exports of every type: sidebars, and each problem at a key path', async () => {
    const faults = await fuzz(inputs.sidebars, ({ input }) =>
      normaliseSidebars(input).problems.flatMap((p) => (p.path && !STACK.test(p.message) ? [] : [`problem without a key path or with a stack: ${p.message}`])),
    );
    expect(faults).toEqual([]);
  });

  it('blog/authors.yml: authors, or a located diagnostic naming the file', async () => {
    const faults = await fuzz(inputs.authors, ({ name, input }) => {
      const read = blogDataFromText(input, name, 'blog-authors-yaml');
      // The plan reads what was read: the map, and a post naming every key.
      const map = readAuthorsMap(read.data, '/blog/authors');
      postAuthors({ authors: [...map.keys(), 'nobody', { key: 'ann', name: 5 }] }, map, '/blog/authors');
      return faultsOf(read.diagnostics, name);
    });
    expect(faults).toEqual([]);
  });

  it('i18n JSON: messages, or a refusal at a line and column of the file', async () => {
    const faults = await fuzz(inputs.i18n, ({ name, input }) => {
      const file = path.join(root, name);
      try {
        messagesFromText(input, file);
        return [];
      } catch (error) {
        return [refusalFault(error, file) ?? []].flat();
      }
    });
    expect(faults).toEqual([]);
  });

  it('versions.json: version names, or a refusal at a line and column of the file', async () => {
    const faults = await fuzz(inputs.versions, ({ name, input }) => {
      const file = path.join(root, name);
      try {
        versionNamesFromText(input, file);
        return [];
      } catch (error) {
        return [refusalFault(error, file) ?? []].flat();
      }
    });
    expect(faults).toEqual([]);
  });
});
