/**
 * What a reader of one page would compare between Docusaurus and docsgen: the `<title>`, the H1, the
 * h2/h3 outline, where the links go, which images show, how many admonitions, tab groups and code
 * blocks there are, and the article's visible text. Page chrome (navbar, sidebar, table of contents,
 * breadcrumbs, pagination, footer) is left out on both sides, so only the page's own content counts.
 */
import { attr, classes, elements, findFirst, findOutermost, hasClass, parseHtml, textOf, type Element } from './dom.js';

export type Generator = 'docusaurus' | 'docsgen';

/** What produced a page, as Docusaurus's `<html>` classes tell it (docsgen pages are compared, never classified). */
export type PageKind = 'doc' | 'category' | 'tags' | 'tag' | 'page' | 'blog' | 'other';

export interface Heading {
  level: 2 | 3;
  text: string;
  id: string;
}

export interface PageFeatures {
  /** The page's own URL from its canonical link, without origin and base URL (`/docs/intro` or `/docs/intro/`, as `trailingSlash` makes it). */
  url: string;
  title: string;
  h1: string;
  headings: Heading[];
  /** Internal link targets, normalised by `normaliseLink`, in document order. */
  links: string[];
  /** Image file names without a content hash. */
  images: string[];
  admonitions: number;
  tabs: number;
  codeBlocks: number;
  /** The visible text of the article, whitespace collapsed. */
  text: string;
}

export interface PageContext {
  /** The page's route without the base URL, e.g. `/docs/intro` (how it was served: with its trailing slash, if any). */
  servedPath: string;
  baseUrl: string;
}

export function detectGenerator(html: string): Generator {
  return /<html[^>]*\sdata-route=/.test(html) ? 'docsgen' : 'docusaurus';
}

export function docusaurusPageKind(html: string): PageKind {
  const htmlClass = (/<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/);
  const has = (c: string) => htmlClass.includes(c);
  if (has('plugin-blog')) return 'blog';
  if (has('plugin-pages')) return 'page';
  // A generated-index category page has `docs-doc-page` too; its content block tells it apart.
  // (Minified pages may leave a one-class attribute unquoted: `class=generatedIndexPage_vN59`.)
  if (has('docs-doc-page')) return /\bgeneratedIndexPage_[A-Za-z0-9]/.test(html) ? 'category' : 'doc';
  if (has('docs-tags-list-page')) return 'tags';
  if (has('docs-tags-doc-list-page')) return 'tag';
  if (has('plugin-docs')) return 'category';
  return 'other';
}

const NOT_SHOWN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

/** Parts of a page no reader takes for content: code, icons, copy buttons, heading anchors, hidden duplicates. */
function notContent(el: Element): boolean {
  return (
    NOT_SHOWN.has(el.tagName) ||
    (el.tagName === 'button' && /copy|wrap/i.test(`${attr(el, 'aria-label') ?? ''} ${attr(el, 'title') ?? ''} ${attr(el, 'class') ?? ''}`)) ||
    attr(el, 'aria-hidden') === 'true' ||
    hasClass(el, 'hash-link') ||
    hasClass(el, 'copy-page') ||
    // A diagram the browser draws: Docusaurus writes an empty container, docsgen the source it draws from.
    hasClass(el, 'mermaid-diagram') ||
    hasClass(el, 'docusaurus-mermaid-container') ||
    // Page chrome a content root may still hold: breadcrumbs, pagination, the mobile table of contents.
    el.tagName === 'nav' ||
    hasClass(el, 'theme-doc-toc-mobile') ||
    hasClass(el, 'toc-mobile') ||
    hasClass(el, 'pagination-nav')
  );
}

const byClass = (name: string) => (el: Element) => hasClass(el, name);
const byTag = (tag: string) => (el: Element) => el.tagName === tag;

/** The elements whose content is the page's own, in order. */
function contentRoots(doc: ReturnType<typeof parseHtml>, generator: Generator, kind: PageKind): Element[] {
  const first = (test: (el: Element) => boolean) => findFirst(doc, test);
  if (generator === 'docusaurus') {
    const pick =
      (kind === 'doc' && first(byClass('theme-doc-markdown'))) ||
      (kind === 'category' && first(byClass('generatedIndexPage'))) ||
      (kind === 'page' && first((el) => attr(el, 'id') === '__docusaurus_skipToContent_fallback')) ||
      // A tag page's (or a blog list's) <main> holds its header and one <article> per doc or post: all of it, not the first article.
      ((kind === 'tag' || kind === 'tags' || kind === 'blog') && first(byTag('main'))) ||
      first(byClass('theme-doc-markdown')) ||
      (() => {
        const main = first(byTag('main'));
        // An MDX page's content is the <article> in <main>, beside an optional table of contents.
        return main && (findFirst(main, byTag('article')) ?? main);
      })() ||
      first(byTag('body'));
    return pick ? [pick] : [];
  }
  const article = first(byClass('doc-article'));
  if (article) {
    // A blog post's date, reading time and authors sit between its header and its body, as in Docusaurus's post header.
    return article.childNodes.filter((c): c is Element => 'tagName' in c && (hasClass(c, 'doc-header') || hasClass(c, 'blog-post-header') || hasClass(c, 'markdown')));
  }
  const pick = first(byClass('generated-page')) ?? first(byTag('main')) ?? first(byTag('body'));
  return pick ? [pick] : [];
}

export function normaliseText(text: string): string {
  return text
    .replace(/[\u200b\u200c\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Docusaurus (webpack) writes `name-<hex>.ext`; docsgen `name.<hex>.ext` for copied assets and `name.<BASE32>.ext` for bundles.
const HASHED_NAME = /^(.+?)(?:[-.][0-9a-f]{8,}|\.[0-9A-Z]{8})(\.[A-Za-z0-9]+)$/;

/** `logo-3f2a9c1d0b.png` -> `logo.png`: bundlers add content hashes, readers see the same file. */
export function fileName(url: string): string {
  if (url.startsWith('data:')) return 'data-uri';
  const base = decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? '');
  const m = HASHED_NAME.exec(base);
  return m ? `${m[1]}${m[2]}` : base;
}

/**
 * An internal link as a route: base URL removed, `.html` and `/index.html` dropped, trailing slash
 * dropped (a route is a route; the slash policy is compared once per site, not on every link), the
 * fragment kept. Links to files (`.pdf`, `.json`, hashed assets) become `file:<name>`. External
 * links return undefined.
 */
export function normaliseLink(href: string, ctx: PageContext): string | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href, `http://site.invalid${ctx.baseUrl.replace(/\/$/, '')}${ctx.servedPath}`);
  } catch {
    return undefined;
  }
  if (url.host !== 'site.invalid') return undefined;
  let p = decodeURIComponent(url.pathname);
  const base = ctx.baseUrl.replace(/\/$/, '');
  if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length) || '/';
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const last = p.split('/').pop() ?? '';
  if (/\.[a-z0-9]{1,5}$/i.test(last)) return `file:${fileName(p)}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return `${p}${url.hash}`;
}

function canonicalPath(doc: ReturnType<typeof parseHtml>, baseUrl: string): string {
  const link = findFirst(doc, (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
  const href = link && attr(link, 'href');
  if (!href) return '';
  const p = decodeURIComponent(new URL(href, 'http://site.invalid').pathname);
  const base = baseUrl.replace(/\/$/, '');
  return base && p.startsWith(`${base}/`) ? p.slice(base.length) : p;
}

function headingText(el: Element): string {
  return normaliseText(textOf(el, notContent));
}

export function extractPage(html: string, ctx: PageContext, kind: PageKind = 'doc'): PageFeatures {
  const generator = detectGenerator(html);
  const doc = parseHtml(html);
  const titleEl = findFirst(doc, byTag('title'));
  const roots = contentRoots(doc, generator, kind);
  const inRoots = roots.flatMap((r) => [r, ...elements(r, notContent)]);
  const h1 = inRoots.find(byTag('h1'));
  const headings = inRoots.filter((el) => el.tagName === 'h2' || el.tagName === 'h3').map((el): Heading => ({ level: el.tagName === 'h2' ? 2 : 3, text: headingText(el), id: attr(el, 'id') ?? '' }));
  const links = inRoots
    .filter((el) => el.tagName === 'a' && attr(el, 'href') !== undefined)
    .map((el) => normaliseLink(attr(el, 'href')!, ctx))
    .filter((l): l is string => l !== undefined);
  const images = inRoots.filter((el) => el.tagName === 'img' && attr(el, 'src')).map((el) => fileName(attr(el, 'src')!));
  const count = (test: (el: Element) => boolean) => roots.reduce((n, r) => n + findOutermost(r, test, notContent).length + (test(r) ? 1 : 0), 0);
  return {
    url: canonicalPath(doc, ctx.baseUrl),
    title: normaliseText(titleEl ? textOf(titleEl) : ''),
    h1: h1 ? headingText(h1) : '',
    headings,
    links,
    images,
    admonitions: count((el) => classes(el).includes('theme-admonition') || classes(el).includes('admonition')),
    tabs: count((el) => attr(el, 'role') === 'tablist'),
    codeBlocks: count(byTag('pre')),
    text: normaliseText(roots.map((r) => textOf(r, notContent)).join(' ')),
  };
}
