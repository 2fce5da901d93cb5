/**
 * Issue 24, item 4: pages whose parse grows faster than their size (emphasis marks matched pairwise,
 * link brackets looked for again at every `]`, a few objects per table cell, JSX nested thousands
 * deep) are one located error before parsing, naming the limit, instead of minutes and gigabytes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/markdown/compile-page.js';
import { pageLimitProblems } from '../../src/markdown/page-limits.js';
import { REPO_ROOT } from '../helpers/build-fixture.js';

const MB = 1024 * 1024;
const located = (source: string, file = 'content/p.md') => pageLimitProblems(source, file, MB).map((d) => `${d.line}:${d.column} [${d.code}] ${d.message} ${d.hint}`);
const table = (rows: number) => `| a | b | c | d | e | f | g | h | i | j |\n|${' --- |'.repeat(10)}\n${'| 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 0 |\n'.repeat(rows)}`;

describe('limits checked before parsing', () => {
  it('500 KB of *a* and *x20000 + x + *x20000 are errors at their paragraph', () => {
    expect(located(`# Title\n\nIntro.\n\n${'*a* '.repeat(125_000)}\n`)).toMatchInlineSnapshot(`
      [
        "5:1 [too-many-emphasis-marks] This paragraph has 250000 emphasis marks (* or _); at most 4000 are allowed in one paragraph. Put runs of * or _ in \`code\` or escape them (\\*), or split the text into paragraphs.",
      ]
    `);
    expect(located(`${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`)[0]).toMatch(/^1:1 \[too-many-emphasis-marks\] This paragraph has 40000 emphasis marks/);
    const paragraphs = Array.from({ length: 8 }, () => '*a* '.repeat(1000)).join('\n\n');
    expect(located(paragraphs)).toMatchInlineSnapshot(`
      [
        "15:1 [too-many-emphasis-marks] This page has over 15000 emphasis marks (* or _) by here, the most one page may have. Put runs of * or _ in \`code\` or escape them (\\*), or split the text into paragraphs.",
      ]
    `);
  });

  it('a 340 KB table is an error at its header row', () => {
    const page = `# Big table\n\n${table(8200)}`;
    expect(page.length).toBeGreaterThan(340_000);
    expect(located(page)).toMatchInlineSnapshot(`
      [
        "3:1 [too-many-table-cells] This page has over 8000 table cells by the end of this table, the most one page may have. Split the table over several pages, or publish the data as a file (CSV) and link to it.",
      ]
    `);
  });

  it('too many links or brackets, and JSX nested too deep in .mdx, are errors where they are', () => {
    expect(located('[a](b) '.repeat(3000))[0]).toMatch(/^1:1 \[too-many-links\] This paragraph has 3000 link brackets \(\[\); at most 2000/);
    expect(located(`${'['.repeat(100_000)}x${']'.repeat(100_000)}`)[0]).toMatch(/^1:1 \[too-many-links\]/);
    expect(located(`# Deep\n\n${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`, 'content/p.mdx')).toMatchInlineSnapshot(`
      [
        "3:1 [nesting-too-deep] JSX elements are nested over 100 levels deep here; at most 100 are allowed. Flatten the nesting: no reader follows a hundred levels.",
      ]
    `);
    expect(located(Array.from({ length: 3000 }, (_, i) => `## Heading ${i}`).join('\n\n'))).toMatchInlineSnapshot(`
      [
        "4001:1 [too-many-headings] This page has over 2000 headings by here, the most one page may have. Split the page into several pages.",
      ]
    `);
    expect(located('`a` '.repeat(200_000))[0]).toMatch(/^1:1 \[too-many-code-spans\] This page has over 20000 backtick runs/);
    // In .md, HTML is passed through as text: no tree is built from it.
    expect(located(`${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`)).toEqual([]);
  });

  it('fenced code is not counted, and pages at the limits pass', () => {
    expect(located(`\`\`\`\n${'*a* '.repeat(10_000)}\n\`\`\`\n`)).toEqual([]);
    expect(located(Array.from({ length: 5 }, () => '*a* '.repeat(1000)).join('\n\n'))).toEqual([]);
    expect(located(table(700))).toEqual([]);
    expect(located(`${'<div>'.repeat(100)}x${'</div>'.repeat(100)}`, 'content/p.mdx')).toEqual([]);
  });

  it('every page of the real site is within the limits', () => {
    const dir = path.join(REPO_ROOT, 'content');
    const pages = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.mdx?$/.test(e.name));
    expect(pages.length).toBeGreaterThan(50);
    const over = pages.flatMap((e) => located(readFileSync(path.join(e.parentPath, e.name), 'utf8'), e.name));
    expect(over).toEqual([]);
  });

  it('emphasis nested past 32 levels (a long run of * on each side, or many runs) is an error at the element, .md or .mdx', async () => {
    const compile = (source: string, kind: 'md' | 'mdx') =>
      compilePage({ file: `content/p.${kind}`, contentPath: `p.${kind}`, kind, source, hash: 'x' }, { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: [] });
    const deep = `# Deep\n\nText ${'*'.repeat(1999)}x${'*'.repeat(1999)}\n`;
    for (const kind of ['md', 'mdx'] as const) {
      const doc = await compile(deep, kind);
      expect(doc.diagnostics.map((d) => `${d.line}:${d.column} [${d.code}] ${d.message}`)).toMatchInlineSnapshot(`
        [
          "3:69 [nesting-too-deep] Emphasis, links or inline elements are nested over 32 levels deep here; at most 32 are allowed.",
        ]
      `);
    }
    const runs = `${Array.from({ length: 40 }, (_, i) => `*a${i} `).join('')}x${Array.from({ length: 40 }, (_, i) => ` b${i}*`).join('')}`;
    expect((await compile(runs, 'md')).diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep']);
    expect((await compile(`${'*'.repeat(64)}x${'*'.repeat(64)}`, 'md')).diagnostics).toEqual([]);
  });

  it('compilePage reports the limit as the page error', async () => {
    const doc = await compilePage(
      { file: 'content/p.md', contentPath: 'p.md', kind: 'md', source: '*a* '.repeat(125_000), hash: 'x' },
      { contentDir: 'content', tocMin: 2, tocMax: 3, mdxComponents: [] },
    );
    expect(doc.diagnostics.map((d) => d.code)).toEqual(['too-many-emphasis-marks']);
  });

  it('counts blockquote and list nesting as written: 100 levels are allowed, 101 are not, whatever the markers', () => {
    const quotes = (n: number) => `${'> '.repeat(n)}deep\n`;
    const mixed = (n: number) => `${'> - '.repeat(n / 2)}deep\n`;
    const list = (n: number) => Array.from({ length: n }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    expect([quotes(100), '>'.repeat(100) + 'x', mixed(100), list(100)].map((page) => located(page))).toEqual([[], [], [], []]);
    expect([quotes(101), mixed(102), list(101)].map((page) => located(page))).toMatchInlineSnapshot(`
      [
        [
          "1:1 [nesting-too-deep] Blockquotes or lists are nested 101 levels deep here; at most 100 are allowed. Flatten the nesting: no reader follows a hundred levels.",
        ],
        [
          "1:1 [nesting-too-deep] Blockquotes or lists are nested 102 levels deep here; at most 100 are allowed. Flatten the nesting: no reader follows a hundred levels.",
        ],
        [
          "101:1 [nesting-too-deep] Blockquotes or lists are nested 101 levels deep here; at most 100 are allowed. Flatten the nesting: no reader follows a hundred levels.",
        ],
      ]
    `);
  });
});
