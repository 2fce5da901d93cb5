import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { siteBaseUrlOf } from '../config/localize-config.js';
import { hrefOfRoute, outputPathOfRoute } from '../content/route-of-file.js';
import { prefixedOutput } from '../output/prefixed-output.js';
import { folderOfSession, runBuild, siteFingerprint, type BuildResult } from '../pipeline/build-site.js';
import { renderSite } from '../pipeline/render-site.js';
import type { Site } from '../site/site-types.js';
import { BookAssembler, type BookCover } from './book-html.js';
import { booksOfSite, type Book } from './book-pages.js';
import { findBrowser } from './find-browser.js';
import { finishPdf } from './pdf-outline.js';
import { printBook } from './print-book.js';

export interface PdfOptions {
  root: string;
  /** The PDF to write; with several books, each gets its version and locale before the extension. */
  out?: string;
  version?: string;
  locale?: string;
  browser?: string;
  /** Where a PDF without `--out` is written (the folder the command was started from). */
  cwd?: string;
  onProgress?: (phase: string, done: number, total: number) => void;
  /** Told once per PDF written. */
  onWritten?: (written: WrittenPdf) => void;
}

export interface WrittenPdf {
  file: string;
  version: string;
  locale: string;
  /** Site pages printed, and the PDF's pages, bookmarks and size. */
  docs: number;
  pages: number;
  bookmarks: number;
  bytes: number;
  durationMs: number;
}

export type PdfResult =
  | { ok: true; written: WrittenPdf[] }
  /** A usage problem (no browser, an unknown version or locale): one line, exit 2. */
  | { ok: false; usage: string }
  /** The site did not build: its problems, as `docsgen build` prints them, exit 1. */
  | { ok: false; build: BuildResult };

/** One locale's site, built into its own temporary folder as `docsgen build` builds it. */
interface BuiltLocale {
  site: Site;
  config: SiteConfig;
  outDir: string;
}

/**
 * Builds one locale into `outDir` with the session `docsgen build` uses (its caches, checks and
 * renderer), keeping the plan: the book reads its sidebars from there, not from the pages' navigation.
 */
async function buildLocale(options: PdfOptions, outDir: string, locale: string | undefined): Promise<{ built?: BuiltLocale; result: BuildResult }> {
  let built: BuiltLocale | undefined;
  const result = await runBuild(
    { root: options.root, outDir, locales: locale === undefined ? undefined : [locale], onProgress: options.onProgress },
    {
      outDirOf: () => outDir,
      fingerprint: (session) => siteFingerprint(session, options.root),
      skipWhenUnchanged: false,
      produce: async (session, output) => {
        const produced = await renderSite(session, prefixedOutput(output, folderOfSession(session.config)), options.onProgress);
        built = { site: session.site, config: session.config, outDir };
        return produced;
      },
    },
  );
  return { built: result.ok ? built : undefined, result };
}

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'docs';

/** Where a book goes: `--out` (or the site's name) as it is for one book; with several, their version and locale before `.pdf`. */
export function pdfFileOf(options: { out?: string; title: string; cwd: string }, suffixes: string[]): string {
  const file = path.resolve(options.cwd, options.out ?? `${slugOf(options.title)}.pdf`);
  if (!suffixes.length) return file;
  const ext = path.extname(file) || '.pdf';
  return `${file.slice(0, file.length - path.extname(file).length)}-${suffixes.map(slugOf).join('-')}${ext}`;
}

/** The PDF replaces the old one in one rename: a reader never opens half a book. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function coverOf(config: SiteConfig, book: Book, localeLabel: string | undefined): BookCover {
  const logo = config.navbar.logo;
  const src = logo && (/^[a-z]+:/i.test(logo.src) ? logo.src : hrefOfRoute(logo.src.startsWith('/') ? logo.src : `/${logo.src}`, config.baseUrl));
  return {
    title: config.title,
    tagline: config.tagline,
    ...(logo && src ? { logo: { src, alt: logo.alt } } : {}),
    version: book.version.label,
    ...(localeLabel ? { locale: localeLabel } : {}),
  };
}

/** One book of a built locale: assembled, printed, given its bookmarks, written. */
async function writeBook(options: PdfOptions, built: BuiltLocale, book: Book, file: string, browserPath: string): Promise<WrittenPdf> {
  const started = performance.now();
  const { config, outDir } = built;
  const locale = config.i18n.currentLocale ?? config.i18n.defaultLocale;
  const folder = folderOfSession(config);
  const readPage = (route: string) => readFile(path.join(outDir, folder, outputPathOfRoute(route)), 'utf8').catch(() => undefined);
  const several = config.i18n.locales.length > 1;
  const cover = coverOf(config, book, several ? (config.i18n.localeConfigs[locale]?.label ?? locale) : undefined);
  const assembler = new BookAssembler({ book, cover, readPage, baseUrl: config.baseUrl, siteUrl: config.url, onProgress: options.onProgress });
  const { html, pages: docs, head } = await assembler.assemble();
  const printed = await printBook({ html, entries: book.entries, outDir, siteBaseUrl: siteBaseUrlOf(config), browserPath, mermaidChunk: head.mermaidChunk, onProgress: options.onProgress });
  const title = `${config.title} ${book.version.label}`.trim();
  const { bytes, pages, bookmarks } = await finishPdf(printed, book.entries, { title, subject: config.tagline, lang: head.lang });
  await writeAtomically(file, bytes);
  return { file, version: book.version.name, locale, docs, pages, bookmarks, bytes: bytes.length, durationMs: performance.now() - started };
}

/** `docsgen pdf`: the site built into a temporary folder, then one PDF per docs version and locale (or the ones asked for). */
export async function makePdfs(options: PdfOptions): Promise<PdfResult> {
  const browser = findBrowser({ explicit: options.browser });
  if ('error' in browser) return { ok: false, usage: browser.error };
  const temp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-pdf-'));
  try {
    const written: WrittenPdf[] = [];
    const first = await buildLocale(options, path.join(temp, 'site-0'), options.locale);
    if (!first.built) return first.result.ok ? { ok: false, usage: 'docsgen pdf: the build wrote nothing to print.' } : { ok: false, build: first.result };
    const { i18n } = first.built.config;
    if (options.locale !== undefined && !i18n.locales.includes(options.locale))
      return { ok: false, usage: `docsgen pdf: the site has no locale "${options.locale}". Its locales: ${i18n.locales.join(', ')}.` };
    const locales = options.locale === undefined ? i18n.locales : [options.locale];
    const firstLocale = first.built.config.i18n.currentLocale ?? i18n.defaultLocale;
    for (const [i, locale] of locales.entries()) {
      const built = locale === firstLocale ? first : await buildLocale(options, path.join(temp, `site-${i + 1}`), locale);
      if (!built.built) return { ok: false, build: built.result };
      const books = booksOfSite(built.built.site, options.version);
      if ('error' in books) return { ok: false, usage: books.error };
      for (const book of books) {
        const suffixes = [...(books.length > 1 ? [book.version.name] : []), ...(locales.length > 1 ? [locale] : [])];
        const file = pdfFileOf({ out: options.out, title: built.built.config.title, cwd: options.cwd ?? process.cwd() }, suffixes);
        const done = await writeBook(options, built.built, book, file, browser.path);
        written.push(done);
        options.onWritten?.(done);
      }
    }
    return { ok: true, written };
  } finally {
    await rm(temp, { recursive: true, force: true, maxRetries: 3 });
  }
}
