/**
 * What a page of a multi-locale site tells the browser and crawlers about its language: `<html lang>`
 * and `dir` (an Arabic page reads right to left), and its `<link rel="alternate" hreflang>` links to the
 * same page in every locale (plus `x-default`). Recorded and compared for multi-locale references only.
 */
import { attr, findFirst, elements, parseHtml } from './dom.js';

export interface PageLanguage {
  lang: string;
  dir: string;
  /** `<hreflang> <path>` per alternate link, in page order; the path without the origin. */
  alternates: string[];
}

export function extractPageLanguage(html: string): PageLanguage {
  const doc = parseHtml(html);
  const root = findFirst(doc, (el) => el.tagName === 'html');
  const alternates = elements(doc)
    .filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'hreflang') !== undefined && attr(el, 'href') !== undefined)
    .map((el) => `${attr(el, 'hreflang')} ${new URL(attr(el, 'href')!, 'http://site.invalid').pathname}`);
  return { lang: (root && attr(root, 'lang')) ?? '', dir: (root && attr(root, 'dir')) ?? '', alternates };
}

/** `lang`/`dir` as one comparable value, e.g. `ar rtl`. */
export function languageOf(page: PageLanguage): string {
  return `${page.lang} ${page.dir}`.trim();
}
