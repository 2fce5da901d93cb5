import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFObject } from 'pdf-lib';
import type { BookEntry } from './book-pages.js';

/** A named destination of the PDF: the page it is on (0-based) and its explicit form, for bookmarks to point at. */
export interface NamedDestination {
  pageIndex: number;
  dest: PDFArray;
}

const nameText = (key: PDFObject | undefined): string => (key instanceof PDFName ? key.decodeText() : key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : String(key));

/** The destinations Chromium wrote for the book's anchors: the catalog's `/Dests` dictionary, or the `/Names` tree's. */
export function namedDestinations(doc: PDFDocument): Map<string, NamedDestination> {
  const pageIndexOf = new Map(doc.getPages().map((page, i) => [page.ref.toString(), i]));
  const found = new Map<string, NamedDestination>();
  const add = (name: string, value: PDFObject | undefined) => {
    let dest = value instanceof PDFRef ? doc.context.lookup(value) : value;
    if (dest instanceof PDFDict) dest = dest.lookup(PDFName.of('D'));
    if (!(dest instanceof PDFArray)) return;
    const page = dest.get(0);
    const pageIndex = page instanceof PDFRef ? pageIndexOf.get(page.toString()) : undefined;
    if (pageIndex !== undefined) found.set(name, { pageIndex, dest });
  };
  const dests = doc.catalog.lookup(PDFName.of('Dests'));
  if (dests instanceof PDFDict) for (const [key, value] of dests.entries()) add(nameText(key), value);
  const names = doc.catalog.lookup(PDFName.of('Names'));
  const tree = names instanceof PDFDict ? names.lookup(PDFName.of('Dests')) : undefined;
  const walk = (node: PDFObject | undefined) => {
    if (!(node instanceof PDFDict)) return;
    const pairs = node.lookup(PDFName.of('Names'));
    if (pairs instanceof PDFArray) for (let i = 0; i + 1 < pairs.size(); i += 2) add(nameText(pairs.lookup(i)), pairs.get(i + 1));
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i++) walk(kids.lookup(i));
  };
  walk(tree);
  return found;
}

/** The 1-based page each entry starts on, as the table of contents prints it. */
export function pageNumbersOf(doc: PDFDocument, entries: readonly BookEntry[]): Map<string, number> {
  const dests = namedDestinations(doc);
  const numbers = new Map<string, number>();
  const visit = (entry: BookEntry) => {
    const dest = dests.get(entry.id);
    if (dest) numbers.set(entry.id, dest.pageIndex + 1);
    entry.children.forEach(visit);
  };
  entries.forEach(visit);
  return numbers;
}

/**
 * The bookmarks, nested as the sidebar is, each opening its entry's page. Entries Chromium wrote no
 * destination for (none, as every entry is a link target of the contents) are left out, their
 * children moving up. Below the top level, bookmarks start closed so a large book opens readable.
 */
export function addOutline(doc: PDFDocument, entries: readonly BookEntry[]): number {
  const dests = namedDestinations(doc);
  const { context } = doc;
  let count = 0;
  const items = (list: readonly BookEntry[], parent: PDFRef): PDFRef[] => {
    const made: { ref: PDFRef; dict: PDFDict }[] = [];
    for (const entry of list) {
      const dest = dests.get(entry.id);
      if (!dest) {
        made.push(...items(entry.children, parent).map((ref) => ({ ref, dict: context.lookup(ref, PDFDict) })));
        continue;
      }
      const ref = context.nextRef();
      const dict = context.obj({ Title: PDFHexString.fromText(entry.title), Parent: parent, Dest: dest.dest });
      context.assign(ref, dict);
      count++;
      const children = items(entry.children, ref);
      if (children.length) {
        dict.set(PDFName.of('First'), children[0]!);
        dict.set(PDFName.of('Last'), children[children.length - 1]!);
        dict.set(PDFName.of('Count'), PDFNumber.of(-children.length));
      }
      made.push({ ref, dict });
    }
    made.forEach(({ dict }, i) => {
      dict.set(PDFName.of('Parent'), parent);
      if (i > 0) dict.set(PDFName.of('Prev'), made[i - 1]!.ref);
      else dict.delete(PDFName.of('Prev'));
      if (i < made.length - 1) dict.set(PDFName.of('Next'), made[i + 1]!.ref);
      else dict.delete(PDFName.of('Next'));
    });
    return made.map((m) => m.ref);
  };
  const root = context.nextRef();
  const top = items(entries, root);
  const outlines = context.obj({ Type: 'Outlines', Count: top.length });
  if (top.length) {
    outlines.set(PDFName.of('First'), top[0]!);
    outlines.set(PDFName.of('Last'), top[top.length - 1]!);
  }
  context.assign(root, outlines);
  doc.catalog.set(PDFName.of('Outlines'), root);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
  return count;
}

/** The printed book with its bookmarks and document properties: the final PDF. */
export async function finishPdf(
  pdf: Uint8Array,
  entries: readonly BookEntry[],
  info: { title: string; subject: string; lang: string },
): Promise<{ bytes: Uint8Array; pages: number; bookmarks: number }> {
  const doc = await PDFDocument.load(pdf);
  const bookmarks = addOutline(doc, entries);
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setSubject(info.subject);
  doc.setLanguage(info.lang);
  doc.setCreator('docsgen pdf');
  return { bytes: await doc.save(), pages: doc.getPageCount(), bookmarks };
}
