/**
 * Rewrites the tables of content/reference/Function error codes.md from the function pages: every
 * "fails with `CODE`" a page names, the functions that name it, and the sentence of the first one.
 * The hand-written part of the page (everything before the first table heading) is kept.
 *
 *   npm run content:error-codes
 *
 * The content check (function-style.test.ts) fails until the page lists every code, so a writer
 * who adds a failure to a function page runs this once.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanContent } from '../../src/content/scan-content.js';
import { routeOfFile } from '../../src/content/route-of-file.js';
import { parseFrontmatter } from '../../src/markdown/frontmatter.js';

const FUNCTIONS = 'building-concepts/logic/functions/all-functions/';
const PAGE = path.join('content', 'reference', 'Function error codes.md');
const FAILS_WITH = /\bfails? with `([A-Z][A-Z0-9_]+)`/g;
const GROUPS: [string, string][] = [
  ['A to C', 'ABC'],
  ['D to F', 'DEF'],
  ['G to L', 'GHIJKL'],
  ['M to N', 'MN'],
  ['O to R', 'OPQR'],
  ['S to U', 'STU'],
  ['V to Z', 'VWXYZ'],
];
/** The first table heading: what comes before it is written by hand. */
const FIRST_TABLE = /^## A to C$/m;

interface Use {
  id: string;
  route: string;
  sentence: string;
}

/** A Markdown line as table-cell text: links become their text, pipes are escaped. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\((?:<[^>]*>|[^)]*)\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/^\s*-\s*/, '')
    .trim()
    .replace(/\|/g, '\\|');
}

const link = (use: Use) => (use.route.includes(' ') ? `[${use.id}](<${use.route}>)` : `[${use.id}](${use.route})`);

export async function errorCodeTables(root: string): Promise<string> {
  const tree = await scanContent(root, 'content');
  const codes = new Map<string, Use[]>();
  const docs = tree.docs.filter((d) => d.contentPath.startsWith(FUNCTIONS) && !/\/index\.mdx?$/.test(d.contentPath) && d.contentPath.split('/').length === FUNCTIONS.split('/').length + 1);
  docs.sort((a, b) => (a.contentPath < b.contentPath ? -1 : 1));
  for (const doc of docs) {
    const fm = parseFrontmatter(doc.source, doc.file).data;
    const route = routeOfFile(doc.contentPath, fm.slug);
    const id = String(fm.sidebar_label ?? route.split('/').pop());
    for (const line of doc.source.split('\n')) {
      for (const m of line.matchAll(FAILS_WITH)) {
        const code = m[1]!;
        const sentence = line.split(/(?<=[.;])\s+(?=[A-Z`(])/).find((s) => s.includes(`\`${code}\``)) ?? line;
        const uses = codes.get(code) ?? [];
        if (!uses.some((u) => u.id === id)) uses.push({ id, route, sentence: plain(sentence) });
        codes.set(code, uses);
      }
    }
  }
  const out: string[] = [];
  for (const [title, letters] of GROUPS) {
    const inGroup = [...codes.keys()].filter((c) => letters.includes(c[0]!)).sort();
    if (!inGroup.length) continue;
    out.push(`## ${title}`, '', '| Code | Raised by | When it happens |', '| --- | --- | --- |');
    for (const code of inGroup) {
      const uses = codes.get(code)!;
      out.push(`| \`${code}\` | ${uses.map(link).join(', ')} | ${uses[0]!.sentence} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const file = path.join(root, PAGE);
  const page = await readFile(file, 'utf8');
  const cut = FIRST_TABLE.exec(page);
  if (!cut) throw new Error(`${PAGE}: no "## A to C" heading to start the tables at`);
  await writeFile(file, page.slice(0, cut.index) + (await errorCodeTables(root)));
  console.log(`${PAGE}: tables rewritten`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
