/**
 * docsgen's pages against the reference Docusaurus wrote: per page, a text-parity score and the list
 * of what differs; per site, the routes one side lacks, the sidebars, and the overall score.
 */
import type { PageFeatures, PageKind } from './extract.js';
import type { SiteLocales } from './locales.js';
import { languageOf, type PageLanguage } from './page-language.js';
import type { Sidebars } from './sidebars.js';
import { firstDivergence, similarity, tokens, tokenSurplus } from './similarity.js';

export interface ReferencePage {
  route: string;
  servedPath: string;
  /** The page's locale, recorded for multi-locale builds only (the route's `/<locale>/` prefix, else the default). */
  locale?: string;
  kind: PageKind;
  features: PageFeatures;
  /** `<html lang dir>` and the hreflang alternates, recorded for multi-locale builds only. */
  language?: PageLanguage;
}

import type { RecordedWarning } from './build-warnings.js';

export interface Reference {
  /** The generator meta tag of the build that was recorded, e.g. `Docusaurus v3.6.3`. */
  generator: string;
  baseUrl: string;
  pages: ReferencePage[];
  /** Docusaurus's resolved sidebars, labels depth-first; absent when `.docusaurus/` was not there. In a multi-locale reference, the default locale's. */
  sidebars?: Sidebars;
  /** The locales of a multi-locale build (absent when it holds the default locale only). */
  i18n?: SiteLocales;
  /** The other locales' sidebars (labels translated by `current.json`), by locale, where recorded. */
  localeSidebars?: Record<string, Sidebars>;
  /** What Docusaurus warned about in that build (from its log, `npm run parity:warnings`); absent when not recorded. */
  warnings?: RecordedWarning[];
}

/** Page kinds docsgen is expected to build; blog posts and third-party plugin pages are recorded, not compared. */
export const COMPARED_KINDS: readonly PageKind[] = ['doc', 'category', 'tags', 'tag', 'page', 'blog'];

export const DIFFERENCE_KINDS = ['missing-page', 'url', 'title', 'h1', 'headings', 'heading-ids', 'links', 'images', 'admonitions', 'tabs', 'code-blocks', 'text', 'language', 'alternates'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface Difference {
  kind: DifferenceKind;
  reference: string;
  docsgen: string;
}

export interface PageResult {
  route: string;
  locale?: string;
  kind: PageKind;
  /** Text parity, 0..1 (0 for a page docsgen did not write). */
  score: number;
  exact: boolean;
  tokens: number;
  differences: Difference[];
}

export interface SidebarResult {
  id: string;
  equal: boolean;
  reference: number;
  docsgen: number;
  firstDifference?: { at: number; reference: string; docsgen: string };
}

/** One locale's share of a multi-locale site: its compared pages, how many docsgen did not write, its text parity. */
export interface LocaleResult {
  locale: string;
  pages: number;
  missing: number;
  overall: number;
}

export interface SiteResult {
  pages: PageResult[];
  /** Per locale, for a multi-locale reference (absent otherwise). */
  locales?: LocaleResult[];
  missingRoutes: string[];
  extraRoutes: string[];
  sidebars: SidebarResult[];
  /** Text parity over all compared pages, weighted by their reference token counts. */
  overall: number;
  minimum: number;
  pagesBelow90: number;
  differenceCounts: Record<DifferenceKind, number>;
}

export interface DocsgenPage {
  route: string;
  servedPath: string;
  features: PageFeatures;
  language?: PageLanguage;
}

function multisetDelta(a: readonly string[], b: readonly string[]): { missing: string[]; extra: string[] } {
  const counts = new Map<string, number>();
  for (const x of a) counts.set(x, (counts.get(x) ?? 0) + 1);
  for (const x of b) counts.set(x, (counts.get(x) ?? 0) - 1);
  const missing: string[] = [];
  const extra: string[] = [];
  for (const [x, c] of counts) {
    for (let i = 0; i < Math.abs(c); i++) (c > 0 ? missing : extra).push(x);
  }
  return { missing, extra };
}

/**
 * Docusaurus inlines small images as `data:` URIs, which keep no file name: each one stands for one of
 * the images only docsgen names.
 */
function inlinedImagesMatched(delta: { missing: string[]; extra: string[] }): { missing: string[]; extra: string[] } {
  const inlined = delta.missing.filter((x) => x === 'data-uri').length;
  const matched = Math.min(inlined, delta.extra.length);
  let dropped = 0;
  return {
    missing: delta.missing.filter((x) => x !== 'data-uri' || dropped++ >= matched),
    extra: delta.extra.slice(matched),
  };
}

const list = (xs: readonly string[], limit = 5) => (xs.length ? xs.slice(0, limit).join(', ') + (xs.length > limit ? ` (+${xs.length - limit})` : '') : '-');

function headingLines(f: PageFeatures, withIds: boolean): string[] {
  return f.headings.map((h) => `h${h.level} ${h.text}${withIds ? ` #${h.id}` : ''}`);
}

export function comparePage(ref: ReferencePage, page: DocsgenPage | undefined): PageResult {
  const refTokens = tokens(ref.features.text);
  const locale = ref.locale === undefined ? {} : { locale: ref.locale };
  if (!page) {
    return {
      route: ref.route,
      ...locale,
      kind: ref.kind,
      score: 0,
      exact: true,
      tokens: refTokens.length,
      differences: [{ kind: 'missing-page', reference: ref.servedPath, docsgen: '(not written)' }],
    };
  }
  const r = ref.features;
  const d = page.features;
  const differences: Difference[] = [];
  const add = (kind: DifferenceKind, reference: string, docsgen: string) => differences.push({ kind, reference, docsgen });
  if (r.url !== d.url) add('url', r.url || '(no canonical link)', d.url || '(no canonical link)');
  if (r.title !== d.title) add('title', r.title, d.title);
  if (r.h1 !== d.h1) add('h1', r.h1, d.h1);
  const rh = headingLines(r, false);
  const dh = headingLines(d, false);
  if (rh.join('\n') !== dh.join('\n')) {
    const delta = multisetDelta(rh, dh);
    add('headings', `${rh.length} headings; only here: ${list(delta.missing, 3)}`, `${dh.length} headings; only here: ${list(delta.extra, 3)}`);
  } else if (headingLines(r, true).join('\n') !== headingLines(d, true).join('\n')) {
    const delta = multisetDelta(headingLines(r, true), headingLines(d, true));
    add('heading-ids', list(delta.missing, 3), list(delta.extra, 3));
  }
  const links = multisetDelta(r.links, d.links);
  if (links.missing.length || links.extra.length) add('links', `only here: ${list(links.missing)}`, `only here: ${list(links.extra)}`);
  const images = inlinedImagesMatched(multisetDelta(r.images, d.images));
  if (images.missing.length || images.extra.length) add('images', `only here: ${list(images.missing)}`, `only here: ${list(images.extra)}`);
  if (r.admonitions !== d.admonitions) add('admonitions', String(r.admonitions), String(d.admonitions));
  if (r.tabs !== d.tabs) add('tabs', String(r.tabs), String(d.tabs));
  if (r.codeBlocks !== d.codeBlocks) add('code-blocks', String(r.codeBlocks), String(d.codeBlocks));
  if (ref.language) {
    const mine = page.language ?? { lang: '', dir: '', alternates: [] };
    if (languageOf(ref.language) !== languageOf(mine)) add('language', languageOf(ref.language), languageOf(mine) || '(none)');
    const alternates = multisetDelta(ref.language.alternates, mine.alternates);
    if (alternates.missing.length || alternates.extra.length) add('alternates', `only here: ${list(alternates.missing)}`, `only here: ${list(alternates.extra)}`);
  }
  const pageTokens = tokens(d.text);
  const sim = similarity(refTokens, pageTokens);
  if (sim.ratio < 1) {
    const at = firstDivergence(refTokens, pageTokens);
    const missing = tokenSurplus(refTokens, pageTokens);
    const extra = tokenSurplus(pageTokens, refTokens);
    add(
      'text',
      `${(sim.ratio * 100).toFixed(1)}%${sim.exact ? '' : ' (order-free estimate)'}; from token ${at?.at ?? 0}: "${at?.reference ?? ''}"; more here: ${list(missing, 8)}`,
      `"${at?.docsgen ?? ''}"; more here: ${list(extra, 8)}`,
    );
  }
  return { route: ref.route, ...locale, kind: ref.kind, score: sim.ratio, exact: sim.exact, tokens: refTokens.length, differences };
}

export function compareSidebars(reference: Sidebars, docsgen: Sidebars): SidebarResult[] {
  return Object.entries(reference).map(([id, labels]) => {
    const mine = docsgen[id] ?? [];
    let at = 0;
    while (at < labels.length && at < mine.length && labels[at] === mine[at]) at++;
    const equal = at === labels.length && at === mine.length;
    return {
      id,
      equal,
      reference: labels.length,
      docsgen: mine.length,
      ...(equal ? {} : { firstDifference: { at, reference: labels[at] ?? '(end)', docsgen: mine[at] ?? (docsgen[id] ? '(end)' : '(no such sidebar)') } }),
    };
  });
}

/** Text parity over pages, each weighted by its reference token count (at least 1). */
function weightedScore(results: readonly PageResult[]): number {
  const totalTokens = results.reduce((n, r) => n + Math.max(r.tokens, 1), 0);
  return totalTokens ? results.reduce((n, r) => n + r.score * Math.max(r.tokens, 1), 0) / totalTokens : 1;
}

function localeResults(site: SiteLocales, results: readonly PageResult[]): LocaleResult[] {
  return site.locales.map((locale) => {
    const mine = results.filter((r) => r.locale === locale);
    return { locale, pages: mine.length, missing: mine.filter((r) => r.differences.some((d) => d.kind === 'missing-page')).length, overall: weightedScore(mine) };
  });
}

export function compareSite(reference: Reference, pages: DocsgenPage[], docsgenSidebars: Sidebars | undefined, docsgenLocaleSidebars: Record<string, Sidebars> = {}): SiteResult {
  const mine = new Map(pages.map((p) => [p.route, p]));
  const compared = reference.pages.filter((p) => COMPARED_KINDS.includes(p.kind));
  const results = compared.map((ref) => comparePage(ref, mine.get(ref.route)));
  const known = new Set(reference.pages.map((p) => p.route));
  const differenceCounts = Object.fromEntries(DIFFERENCE_KINDS.map((k) => [k, 0])) as Record<DifferenceKind, number>;
  for (const r of results) for (const d of r.differences) differenceCounts[d.kind]++;
  return {
    pages: results,
    ...(reference.i18n ? { locales: localeResults(reference.i18n, results) } : {}),
    missingRoutes: results.filter((r) => r.differences.some((d) => d.kind === 'missing-page')).map((r) => r.route),
    extraRoutes: pages.filter((p) => !known.has(p.route)).map((p) => p.route),
    sidebars: [
      ...(reference.sidebars ? compareSidebars(reference.sidebars, docsgenSidebars ?? {}) : []),
      // Each other locale's, in its words (`current.json`), named `<locale>:<sidebar id>`.
      ...Object.entries(reference.localeSidebars ?? {}).flatMap(([locale, sidebars]) => compareSidebars(sidebars, docsgenLocaleSidebars[locale] ?? {}).map((r) => ({ ...r, id: `${locale}:${r.id}` }))),
    ],
    overall: weightedScore(results),
    minimum: results.reduce((m, r) => Math.min(m, r.score), 1),
    pagesBelow90: results.filter((r) => r.score < 0.9).length,
    differenceCounts,
  };
}
