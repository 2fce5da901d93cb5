import { parse, serialize } from 'parse5';
import { hrefOfRoute, withoutBaseUrl } from '../content/route-of-file.js';
import type { Book, BookEntry } from './book-pages.js';
import { flattenEntries } from './book-pages.js';
import { attrOf, detach, elementFrom, elementsOf, escapeHtml, firstElement, hasClass, insertBefore, removeAttr, setAttr, textOf, type HtmlElement, type HtmlParent } from './html-tree.js';

/** The made-up origin the book and the built site are served from inside the browser (never a real host). */
export const BOOK_ORIGIN = 'http://docsgen-pdf.invalid';
/** Where the book itself is served from, at the site's root so the pages' absolute asset paths resolve. */
export const BOOK_PATH = '/__docsgen-book.html';

export interface BookCover {
  title: string;
  tagline: string;
  logo?: { src: string; alt: string };
  /** The version's label, shown on the cover (absent for a site without versions). */
  version?: string;
  /** The locale's label, shown on the cover of a site with several. */
  locale?: string;
}

export interface BookInput {
  book: Book;
  cover: BookCover;
  /** The built page of a route, as HTML (undefined when the build wrote none). */
  readPage: (route: string) => Promise<string | undefined>;
  /** The base URL the book's pages were built with (a locale's own, e.g. `/fr/`). */
  baseUrl: string;
  /** The site's address (`url` of the config), for links to pages that are not in the book; empty: kept as written. */
  siteUrl: string;
  onProgress?: (phase: string, done: number, total: number) => void;
}

/** Parts of a page the book does not print: navigation, buttons and what repeats on every page. */
const DROPPED_CLASSES = ['breadcrumbs', 'toc-mobile', 'copy-page', 'pagination-nav', 'doc-footer', 'copy-button', 'hash-link'];

/** A page's heading ids in the book: the page's anchor first, so two pages' `#usage` never meet. */
export const anchorInPage = (pageAnchor: string, id: string): string => `${pageAnchor}--${id.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`)}`;

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A link of the book waiting for every page to be read: where it goes, and the page it falls back to when that heading is missing. */
interface PendingLink {
  el: HtmlElement;
  target: string;
  page: string;
}

/** A book entry with its depth and, for a page, its article (kept as a tree until every link is known). */
interface Chapter {
  entry: BookEntry;
  depth: number;
  article?: HtmlElement;
}

/** What the book's `<head>` takes from the site's pages: their stylesheets, language and direction. */
export interface PageHead {
  stylesheets: string[];
  lang: string;
  dir: string;
  /** The site's Mermaid chunk (its URL in the pages' data), to draw the book's diagrams as the site does. */
  mermaidChunk?: string;
}

/** The hashed URL of the pages' Mermaid chunk, from the data every built page carries. */
function mermaidChunkOf(doc: HtmlParent): string | undefined {
  const data = firstElement(doc, (el) => el.tagName === 'script' && attrOf(el, 'id') === '__docsgen_data');
  try {
    const parsed = JSON.parse(data ? textOf(data) : 'null') as { site?: { chunks?: Record<string, unknown> } } | null;
    const chunk = parsed?.site?.chunks?.mermaid;
    return typeof chunk === 'string' ? chunk : undefined;
  } catch {
    return undefined;
  }
}

function headOf(doc: HtmlParent): PageHead {
  const html = firstElement(doc, (el) => el.tagName === 'html');
  const stylesheets = elementsOf(doc)
    .filter((el) => el.tagName === 'link' && attrOf(el, 'rel') === 'stylesheet' && attrOf(el, 'href'))
    .map((el) => attrOf(el, 'href')!);
  const mermaidChunk = mermaidChunkOf(doc);
  return { stylesheets, lang: (html && attrOf(html, 'lang')) || 'en', dir: (html && attrOf(html, 'dir')) || 'ltr', ...(mermaidChunk ? { mermaidChunk } : {}) };
}

/** The article of a built page: the doc's own content, without the site's frame. */
const articleOf = (doc: HtmlParent): HtmlElement | undefined => firstElement(doc, (el) => el.tagName === 'article' && hasClass(el, 'doc-article')) ?? firstElement(doc, (el) => el.tagName === 'main');

/** Every tab panel shown, under its tab's label; the tab bar goes (a reader of paper cannot click it). */
function unfoldTabs(article: HtmlElement): void {
  const all = elementsOf(article);
  const byId = new Map(all.flatMap((el) => (attrOf(el, 'id') ? [[attrOf(el, 'id')!, el] as const] : [])));
  for (const panel of all.filter((el) => attrOf(el, 'role') === 'tabpanel')) {
    removeAttr(panel, 'hidden');
    const tab = byId.get(attrOf(panel, 'aria-labelledby') ?? '');
    const label = tab ? textOf(tab).trim() : '';
    if (label) insertBefore(panel, elementFrom(`<p class="pdf-tab-label">${escapeHtml(label)}</p>`));
  }
  for (const tablist of all.filter((el) => attrOf(el, 'role') === 'tablist')) detach(tablist);
  for (const details of all.filter((el) => el.tagName === 'details')) setAttr(details, 'open', '');
}

const inSvg = (el: HtmlElement) => el.namespaceURI === 'http://www.w3.org/2000/svg';

/** Ids (and the attributes naming them) under the page's anchor; an SVG keeps its own, which its `url(#…)` paints name. */
function prefixIds(article: HtmlElement, page: string, ids: Set<string>): void {
  for (const el of elementsOf(article)) {
    if (inSvg(el)) continue;
    const id = attrOf(el, 'id');
    if (id) {
      setAttr(el, 'id', anchorInPage(page, id));
      ids.add(anchorInPage(page, id));
    }
    for (const name of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']) {
      const value = attrOf(el, name);
      if (value)
        setAttr(
          el,
          name,
          value
            .split(/\s+/)
            .map((v) => anchorInPage(page, v))
            .join(' '),
        );
    }
  }
}

/** Images load from the site's files, whatever the page's depth; the browser prints only what has loaded, so none waits to be scrolled to. */
function absoluteMedia(article: HtmlElement, pageUrl: URL): void {
  for (const el of elementsOf(article)) {
    const src = attrOf(el, 'src');
    if (src && (el.tagName === 'img' || el.tagName === 'source' || el.tagName === 'video')) setAttr(el, 'src', new URL(src, pageUrl).href);
    const srcset = attrOf(el, 'srcset');
    if (srcset)
      setAttr(
        el,
        'srcset',
        srcset.replace(/(^|,\s*)(\S+)/g, (_, sep: string, url: string) => `${sep}${new URL(url, pageUrl).href}`),
      );
    if (el.tagName === 'img') removeAttr(el, 'loading');
  }
}

/** The candidates a site link's path names as a route: as written, and with or without its trailing slash or `.html`. */
function routesOfPath(pathname: string, baseUrl: string): string[] {
  const route = withoutBaseUrl(decode(pathname), baseUrl);
  const bare = route.replace(/\.html$/, '').replace(/\/index$/, '/');
  return [...new Set([route, bare, bare.endsWith('/') ? bare.replace(/\/+$/, '') || '/' : `${bare}/`])];
}

export class BookAssembler {
  private readonly ids = new Set<string>();
  private readonly pending: PendingLink[] = [];

  constructor(private readonly input: BookInput) {}

  /** Where a link of a page leads in the book: a heading or page of the book, the site for pages the book does not hold, else as written. */
  private rewriteLink(el: HtmlElement, page: string, pageUrl: URL): void {
    const href = attrOf(el, 'href');
    if (href === undefined) return;
    const url = (() => {
      try {
        return new URL(href, pageUrl);
      } catch {
        return undefined;
      }
    })();
    if (!url || url.origin !== BOOK_ORIGIN) return;
    const fragment = url.hash ? decode(url.hash.slice(1)) : '';
    const samePage = href.startsWith('#');
    const anchor = samePage
      ? page
      : routesOfPath(url.pathname, this.input.baseUrl)
          .map((r) => this.input.book.anchorOfRoute.get(r))
          .find(Boolean);
    if (!anchor) {
      // A page of the site the book does not hold (a tag page, another version): the link goes to the site.
      if (this.input.siteUrl) setAttr(el, 'href', new URL(`${url.pathname}${url.search}${url.hash}`, this.input.siteUrl).href);
      removeAttr(el, 'target');
      return;
    }
    this.pending.push({ el, target: fragment ? anchorInPage(anchor, fragment) : anchor, page: anchor });
  }

  /** One page's article, ready for the book: its frame and buttons gone, tabs unfolded, ids and links made the book's. */
  private async articleOf(entry: BookEntry): Promise<HtmlElement | undefined> {
    if (entry.route === undefined) return undefined;
    const html = await this.input.readPage(entry.route);
    const article = html === undefined ? undefined : articleOf(parse(html));
    if (!article) return undefined;
    const pageUrl = new URL(hrefOfRoute(entry.route, this.input.baseUrl), BOOK_ORIGIN);
    for (const el of elementsOf(article)) if (DROPPED_CLASSES.some((c) => hasClass(el, c)) || el.tagName === 'script') detach(el);
    unfoldTabs(article);
    prefixIds(article, entry.id, this.ids);
    absoluteMedia(article, pageUrl);
    for (const el of elementsOf(article)) if (el.tagName === 'a' && !inSvg(el)) this.rewriteLink(el, entry.id, pageUrl);
    return article;
  }

  /** Links whose heading is missing (a broken anchor) go to the page, so every link of the book lands inside it. */
  private resolveLinks(): void {
    for (const link of this.pending) setAttr(link.el, 'href', `#${this.ids.has(link.target) ? link.target : link.page}`);
  }

  /** The whole book as one HTML document, and how many site pages it holds. */
  async assemble(): Promise<{ html: string; pages: number; head: PageHead }> {
    const flat = flattenEntries(this.input.book.entries);
    for (const { entry } of flat) this.ids.add(entry.id);
    const chapters: Chapter[] = [];
    let head: PageHead | undefined;
    for (const [i, { entry, depth }] of flat.entries()) {
      this.input.onProgress?.('Assembling the book', i + 1, flat.length);
      if (!head && entry.route !== undefined) head = await this.headOf(entry.route);
      chapters.push({ entry, depth, article: await this.articleOf(entry) });
    }
    // Only now is every heading of the book known: a link to a missing one can fall back to its page.
    this.resolveLinks();
    head ??= { stylesheets: [], lang: 'en', dir: 'ltr' };
    return { html: bookDocument(head, this.input.cover, this.input.book.entries, chapters), pages: chapters.filter((c) => c.article).length, head };
  }

  private async headOf(route: string): Promise<PageHead | undefined> {
    const html = await this.input.readPage(route);
    return html === undefined ? undefined : headOf(parse(html));
  }
}

/** The cover: the site's logo, title and tagline, and the version (and locale) the book is of. */
function coverHtml(cover: BookCover): string {
  return [
    '<section class="pdf-cover">',
    cover.logo ? `<img class="pdf-cover-logo" src="${escapeHtml(cover.logo.src)}" alt="${escapeHtml(cover.logo.alt)}">` : '',
    `<h1 class="pdf-cover-title">${escapeHtml(cover.title)}</h1>`,
    cover.tagline ? `<p class="pdf-cover-tagline">${escapeHtml(cover.tagline)}</p>` : '',
    cover.version ? `<p class="pdf-cover-version">${escapeHtml(cover.version)}</p>` : '',
    cover.locale ? `<p class="pdf-cover-locale">${escapeHtml(cover.locale)}</p>` : '',
    '</section>',
  ].join('');
}

/** The table of contents, nested as the sidebar is; page numbers are filled in once the first print has placed every entry. */
function tocHtml(entries: readonly BookEntry[], title: string): string {
  const list = (items: readonly BookEntry[]): string =>
    items.length === 0
      ? ''
      : `<ol>${items
          .map(
            (e) =>
              `<li><a class="pdf-toc-row" href="#${e.id}"><span class="pdf-toc-title">${escapeHtml(e.title)}</span><span class="pdf-toc-page" data-page-of="${e.id}"></span></a>${list(e.children)}</li>`,
          )
          .join('')}</ol>`;
  return `<nav class="pdf-toc" aria-label="${escapeHtml(title)}"><h1 class="pdf-toc-heading">${escapeHtml(title)}</h1>${list(entries)}</nav>`;
}

function chapterHtml({ entry, depth, article }: Chapter): string {
  const inner = article
    ? `<div class="${escapeHtml(attrOf(article, 'class') ?? 'doc-article')}">${serialize(article)}</div>`
    : `<h1 class="pdf-part-title">${escapeHtml(entry.title)}</h1>${entry.description ? `<p class="pdf-part-description">${escapeHtml(entry.description)}</p>` : ''}`;
  return `<section class="pdf-chapter pdf-depth-${Math.min(depth, 5)}${article ? '' : ' pdf-part'}" id="${entry.id}">${inner}</section>`;
}

/** The book: the site's stylesheets in light mode, the cover, the contents and every chapter in sidebar order. */
function bookDocument(head: PageHead, cover: BookCover, entries: readonly BookEntry[], chapters: readonly Chapter[]): string {
  const title = [cover.title, cover.version].filter(Boolean).join(' ');
  return [
    `<!doctype html><html lang="${escapeHtml(head.lang)}" dir="${escapeHtml(head.dir)}" data-theme="light" class="pdf-book"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    ...head.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    '</head><body class="pdf-book-body">',
    coverHtml(cover),
    tocHtml(entries, 'Contents'),
    `<main id="main-content" class="pdf-chapters">${chapters.map(chapterHtml).join('')}</main>`,
    '</body></html>',
  ].join('');
}
