/**
 * `docsgen pdf` (issue 39, item 1): a small docsgen fixture (nested sidebar, admonition, code, tabs)
 * and a small Docusaurus corpus project printed with the machine's Chromium, each PDF opened with
 * pdf-lib (pages, bookmarks, link annotations) and pdfjs (text). Skipped without Chromium, as the
 * browser tests are.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString, type PDFObject } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/pipeline/build-site.js';
import { findBrowser } from '../../src/pdf/find-browser.js';
import type { SidebarNode } from '../../src/site/site-types.js';
import { CHROMIUM_PATH } from '../helpers/browser.js';
import { copyFixture, FIXTURES, REPO_ROOT, removeDir } from '../helpers/build-fixture.js';
import { runCli } from '../helpers/cli.js';

const hasChromium = existsSync(CHROMIUM_PATH);

/** A bookmark or sidebar entry: its title and what is nested under it. */
interface TitleTree {
  title: string;
  children: TitleTree[];
}

/** What the sidebars of the site's (one) docs version list, links out left out: the bookmarks to expect. */
async function sidebarTitles(root: string): Promise<TitleTree[]> {
  const { session } = await analyseSite({ root });
  const tree = (nodes: SidebarNode[]): TitleTree[] => nodes.flatMap((n) => (n.type === 'link' ? [] : [{ title: n.label, children: n.type === 'category' ? tree(n.children) : [] }]));
  const titles = [...session.site.sidebars.values()].flatMap(tree);
  await session.close();
  return titles;
}

const textOf = (value: PDFObject | undefined): string => (value instanceof PDFHexString || value instanceof PDFString ? value.decodeText() : value instanceof PDFName ? value.decodeText() : '');

/** The page (0-based) a destination names: an explicit `[page /XYZ …]` or a name looked up in the catalog's `/Dests`. */
function pageOfDestination(doc: PDFDocument, dest: PDFObject | undefined): number | undefined {
  const pages = doc.getPages().map((p) => p.ref.toString());
  let explicit = dest instanceof PDFRef ? doc.context.lookup(dest) : dest;
  if (explicit instanceof PDFName || explicit instanceof PDFString || explicit instanceof PDFHexString) {
    const dests = doc.catalog.lookup(PDFName.of('Dests'), PDFDict);
    explicit = dests.lookup(PDFName.of(textOf(explicit)));
  }
  if (!(explicit instanceof PDFArray)) return undefined;
  const index = pages.indexOf(String(explicit.get(0)));
  return index < 0 ? undefined : index;
}

/** The PDF's bookmarks, nested, each with the page it opens. */
function outlineOf(doc: PDFDocument): (TitleTree & { page?: number })[] {
  const walk = (first: PDFObject | undefined): (TitleTree & { page?: number })[] => {
    const items: (TitleTree & { page?: number })[] = [];
    let item = first instanceof PDFRef ? doc.context.lookup(first, PDFDict) : undefined;
    while (item) {
      items.push({ title: textOf(item.lookup(PDFName.of('Title'))), page: pageOfDestination(doc, item.get(PDFName.of('Dest'))), children: walk(item.get(PDFName.of('First'))) });
      const next = item.get(PDFName.of('Next'));
      item = next instanceof PDFRef ? doc.context.lookup(next, PDFDict) : undefined;
    }
    return items;
  };
  const outlines = doc.catalog.lookup(PDFName.of('Outlines'));
  return outlines instanceof PDFDict ? walk(outlines.get(PDFName.of('First'))) : [];
}

const titlesOnly = (items: TitleTree[]): TitleTree[] => items.map((i) => ({ title: i.title, children: titlesOnly(i.children) }));
const flat = <T extends TitleTree>(items: T[]): T[] => items.flatMap((i) => [i, ...flat(i.children as T[])]);

/** Every link annotation: where an internal one lands (a page index, or `undefined` when it lands nowhere) and the external URLs. */
function linksOf(doc: PDFDocument): { internal: (number | undefined)[]; external: string[] } {
  const internal: (number | undefined)[] = [];
  const external: string[] = [];
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots!.lookup(i, PDFDict);
      if (annot.lookup(PDFName.of('Subtype')) !== PDFName.of('Link')) continue;
      const action = annot.lookup(PDFName.of('A'));
      if (action instanceof PDFDict && action.lookup(PDFName.of('S')) === PDFName.of('URI')) external.push(textOf(action.lookup(PDFName.of('URI'))));
      else internal.push(pageOfDestination(doc, action instanceof PDFDict ? action.get(PDFName.of('D')) : annot.get(PDFName.of('Dest'))));
    }
  }
  return { internal, external };
}

/** The text of each page, as pdfjs extracts it (item by item). */
async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str.trim()] : [])));
  }
  await pdf.destroy();
  return pages;
}

interface Printed {
  doc: PDFDocument;
  bytes: Uint8Array;
  texts: string[][];
  stdout: string;
  sidebar: TitleTree[];
}

async function printSite(root: string, out: string): Promise<Printed> {
  const result = await runCli(['pdf', root, '--out', out, '--browser', CHROMIUM_PATH], root);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const bytes = new Uint8Array(await readFile(out));
  return { doc: await PDFDocument.load(bytes), bytes, texts: await pageTexts(bytes), stdout: result.stdout, sidebar: await sidebarTitles(root) };
}

/** The checks every book passes: pages, bookmarks as the sidebar, contents with the right page numbers, links that land inside. */
function expectBook({ doc, texts, sidebar }: Printed): void {
  const outline = outlineOf(doc);
  const entries = flat(outline);
  expect(doc.getPageCount()).toBeGreaterThan(entries.length);
  expect(titlesOnly(outline)).toEqual(sidebar);
  for (const entry of entries) expect(entry.page, entry.title).toBeGreaterThanOrEqual(2);
  // The contents (page 2 on) give each entry's title, then the page its bookmark opens.
  const contents = texts.slice(1, 3).flat();
  for (const entry of entries) {
    const at = contents.indexOf(entry.title);
    expect(at, `${entry.title} in the contents`).toBeGreaterThanOrEqual(0);
    expect(
      contents.slice(at + 1).find((s) => /^\d+$/.test(s)),
      entry.title,
    ).toBe(String(entry.page! + 1));
  }
  const { internal } = linksOf(doc);
  // At least one link per contents row; each lands on a page of the book.
  expect(internal.length).toBeGreaterThanOrEqual(entries.length);
  for (const page of internal) expect(page).toBeTypeOf('number');
}

/** The first page of the chapters (after the cover and the contents) with this text. */
const pageWith = (texts: string[][], text: string): number => texts.findIndex((items, i) => i > 1 && items[0] !== 'Contents' && items.join(' ').includes(text));

describe('docsgen pdf: the browser', () => {
  it('says what to install when there is no Chromium or Chrome', () => {
    expect(findBrowser({ pathEnv: '', known: [] })).toMatchInlineSnapshot(`
      {
        "error": "docsgen pdf: no Chromium or Chrome found (looked for chromium, chromium-browser, google-chrome, google-chrome-stable). Install Debian's chromium (apt-get install chromium) or pass --browser /path/to/chrome.",
      }
    `);
    expect(findBrowser({ pathEnv: '', known: ['/nowhere/chromium'] })).toMatchInlineSnapshot(`
      {
        "error": "docsgen pdf: no Chromium or Chrome found (looked for /nowhere/chromium, chromium, chromium-browser, google-chrome, google-chrome-stable). Install Debian's chromium (apt-get install chromium) or pass --browser /path/to/chrome.",
      }
    `);
  });

  it('refuses a --browser that cannot be run, before building anything (exit 2)', async () => {
    const result = await runCli(['pdf', path.join(FIXTURES, 'basic'), '--browser', '/nowhere/chrome'], REPO_ROOT);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatchInlineSnapshot(`
      "docsgen pdf: --browser /nowhere/chrome is not a program that can be run. Name the Chromium or Chrome executable, e.g. --browser /usr/bin/chromium.
      "
    `);
  });
});

describe.skipIf(!hasChromium)('docsgen pdf: a docsgen site', () => {
  let root: string;
  let printed: Printed;
  beforeAll(async () => {
    root = await copyFixture('basic');
    printed = await printSite(root, path.join(root, 'book.pdf'));
  });
  afterAll(() => removeDir(root));

  it('prints a book: cover, contents with page numbers, bookmarks as the sidebar nests, links that land inside it', () => {
    expectBook(printed);
    expect(printed.texts[0]).toEqual(expect.arrayContaining(['Fixture Docs', 'A small site that exercises every engine feature.']));
    expect(printed.stdout).toMatch(/^Wrote book\.pdf: \d+ PDF pages from 7 docs pages, 9 bookmarks, [\d.]+ MB in [\d.]+s \(current, en\)\n$/);
  });

  it('keeps code, admonitions and every tab panel under its label', () => {
    const page = pageWith(printed.texts, 'const b = 2;');
    expect(page).toBeGreaterThan(1);
    expect(printed.texts[page]!.map((s) => s.toLowerCase())).toContain('remember this');
    const tabs = printed.texts[pageWith(printed.texts, 'The answer is 42.')]!;
    expect(tabs).toEqual(expect.arrayContaining(['JavaScript', 'Python', 'Hidden text.']));
    expect(tabs.join(' ')).toContain("requests.get('/api')");
  });

  it('points a link between pages at the page it names, inside the PDF', () => {
    const { doc, texts } = printed;
    const inner = outlineOf(doc)
      .flatMap((e) => flat([e]))
      .find((e) => e.title === 'Inner page')!;
    const from = pageWith(texts, 'Intro paragraph linking');
    const annots = doc.getPages()[from]!.node.Annots()!;
    const targets = Array.from({ length: annots.size() }, (_, i) => {
      const annot = annots.lookup(i, PDFDict);
      return pageOfDestination(doc, annot.get(PDFName.of('Dest')));
    });
    expect(targets).toContain(inner.page);
  });
});

describe.skipIf(!hasChromium)('docsgen pdf: a Docusaurus project', () => {
  let root: string;
  let printed: Printed;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-pdf-classic-'));
    await cp(path.join(FIXTURES, 'docusaurus-corpus', 'classic-template'), root, { recursive: true });
    printed = await printSite(root, path.join(root, 'classic.pdf'));
  });
  afterAll(() => removeDir(root));

  it('prints the classic template: bookmarks as its autogenerated sidebar, code, admonitions and external links kept', () => {
    expectBook(printed);
    expect(pageWith(printed.texts, 'npm init docusaurus@latest my-website classic')).toBeGreaterThan(1);
    expect(printed.texts.flat().map((s) => s.toLowerCase())).toContain('my tip');
    expect(linksOf(printed.doc).external).toContain('https://docusaurus.new/');
  });
});
