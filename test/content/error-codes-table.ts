/**
 * Rewrites the tables of content/reference/Function error codes.md from the function pages: every
 * "fails with `CODE`" a page names, the functions that name it, and the sentence of the first one.
 * The hand-written part of the page (everything before the first table heading) is kept.
 *
 *   npm run content:error-codes
 *
 * The content check (function-style.test.ts) fails until the tables are current, so a writer who
 * adds a failure to a function page runs this once.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodesOf, functionIdOf } from './function-pages.js';
import { kindOfRoute, loadSiteContent, type Page } from './site-content.js';

const PAGE = path.join('content', 'reference', 'Function error codes.md');
const CODE = /^[A-Z][A-Z0-9_]+$/;
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

/** The tables, from the function pages (in file order, so the output is stable). */
export function errorCodeTables(functions: Page[]): string {
  const codes = new Map<string, Use[]>();
  for (const page of [...functions].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    const id = functionIdOf(page);
    for (const { code, text } of errorCodesOf(page)) {
      if (!CODE.test(code)) continue; // malformed codes are reported by the style check
      const sentence = text.split(/(?<=[.;])\s+(?=[A-Z`(])/).find((s) => s.includes(`\`${code}\``)) ?? text;
      const uses = codes.get(code) ?? [];
      if (!uses.some((u) => u.id === id)) uses.push({ id, route: page.route, sentence: plain(sentence) });
      codes.set(code, uses);
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
  const site = await loadSiteContent(root);
  await writeFile(file, page.slice(0, cut.index) + errorCodeTables(site.pages.filter((p) => kindOfRoute(p.route) === 'function')));
  console.log(`${PAGE}: tables rewritten`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
