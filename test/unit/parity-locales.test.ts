/**
 * A Docusaurus build of several locales puts the default locale at the root and each other one under
 * `/<locale>/`: the parity reference tags every page with its locale so the comparison can score each
 * locale on its own, and a build of the default locale only is recorded exactly as before.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparePage, compareSite, type Reference } from '../parity/compare.js';
import { extractPage, type PageFeatures } from '../parity/extract.js';
import { builtLocales, generatedLocales, isLocaleNotFoundPage, localeOfRoute } from '../parity/locales.js';
import { extractPageLanguage } from '../parity/page-language.js';

let site: string;

async function writeFiles(files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
    await writeFile(path.join(site, rel), text);
  }
}

const I18N = { defaultLocale: 'en', locales: ['en', 'fr', 'de'], path: 'i18n', currentLocale: 'de', localeConfigs: {} };

beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'parity-locales-'));
});
afterEach(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('parity reference locales', () => {
  it('reads the configured locales and the one .docusaurus/ was generated for', async () => {
    await writeFiles({ '.docusaurus/i18n.json': JSON.stringify(I18N) });
    expect(await generatedLocales(path.join(site, '.docusaurus'))).toEqual({ defaultLocale: 'en', locales: ['en', 'fr', 'de'], currentLocale: 'de' });
  });

  it('lists the default locale and each other locale the build folder holds', async () => {
    await writeFiles({ 'build/index.html': '', 'build/fr/index.html': '', 'build/fr/docs/intro/index.html': '' });
    expect(builtLocales(I18N, path.join(site, 'build'))).toEqual({ defaultLocale: 'en', locales: ['en', 'fr'] });
  });

  it('treats a build of the default locale only as a single-locale site', async () => {
    await writeFiles({ 'build/index.html': '', 'build/docs/intro/index.html': '' });
    expect(builtLocales(I18N, path.join(site, 'build'))).toBeUndefined();
  });

  it("gives a route the locale of its first segment, and the default locale's otherwise", () => {
    const locales = { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'] };
    expect(localeOfRoute('/fr/docs/intro', locales)).toBe('fr');
    expect(localeOfRoute('/pt-BR', locales)).toBe('pt-BR');
    expect(localeOfRoute('/docs/intro', locales)).toBe('en');
    expect(localeOfRoute('/french/docs', locales)).toBe('en');
    expect(localeOfRoute('/', locales)).toBe('en');
  });

  it("leaves each locale's 404 page out, as the root one is, but not a page that merely ends in 404", () => {
    const locales = { defaultLocale: 'en', locales: ['en', 'fr'] };
    expect(isLocaleNotFoundPage('/fr/404', locales)).toBe(true);
    expect(isLocaleNotFoundPage('/fr/docs/404', locales)).toBe(false);
    expect(isLocaleNotFoundPage('/en/404', locales)).toBe(false);
  });

  it("reads a page's language, direction and hreflang alternates, and names each one docsgen gets wrong", () => {
    const docusaurus = `<!doctype html><html lang=ar dir=rtl class="docs-wrapper plugin-docs docs-doc-page"><head><title>FAQ</title>
<link data-rh=true rel=alternate href=https://docs.example.org/docs/faq/ hreflang=en /><link data-rh=true rel=alternate href=https://docs.example.org/ar/docs/faq/ hreflang=ar />
<link data-rh=true rel=alternate href=https://docs.example.org/docs/faq/ hreflang=x-default /></head><body></body></html>`;
    const language = extractPageLanguage(docusaurus);
    expect(language).toEqual({ lang: 'ar', dir: 'rtl', alternates: ['en /docs/faq/', 'ar /ar/docs/faq/', 'x-default /docs/faq/'] });
    const features = extractPage(docusaurus, { servedPath: '/ar/docs/faq/', baseUrl: '/' });
    const result = comparePage(
      { route: '/ar/docs/faq', servedPath: '/ar/docs/faq/', locale: 'ar', kind: 'doc', features, language },
      { route: '/ar/docs/faq', servedPath: '/ar/docs/faq/', features, language: { lang: 'ar', dir: 'ltr', alternates: ['en /docs/faq/', 'ar /ar/docs/faq/'] } },
    );
    expect(result.differences.map((d) => [d.kind, d.reference, d.docsgen])).toEqual([
      ['language', 'ar rtl', 'ar ltr'],
      ['alternates', 'only here: x-default /docs/faq/', 'only here: -'],
    ]);
  });

  it('scores each locale on its own: a locale docsgen did not build scores 0 while the default one is whole', () => {
    const features = (text: string): PageFeatures => ({ url: '', title: text, h1: text, headings: [], links: [], images: [], admonitions: 0, tabs: 0, codeBlocks: 0, text });
    const reference: Reference = {
      generator: 'Docusaurus v3.10.2',
      baseUrl: '/',
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      pages: [
        { route: '/docs/intro', servedPath: '/docs/intro', locale: 'en', kind: 'doc', features: features('Introduction to the protocol') },
        { route: '/fr/docs/intro', servedPath: '/fr/docs/intro', locale: 'fr', kind: 'doc', features: features('Introduction au protocole') },
      ],
    };
    const result = compareSite(reference, [{ route: '/docs/intro', servedPath: '/docs/intro', features: features('Introduction to the protocol') }], undefined);
    expect(result.locales).toEqual([
      { locale: 'en', pages: 1, missing: 0, overall: 1 },
      { locale: 'fr', pages: 1, missing: 1, overall: 0 },
    ]);
    expect(result.pages.map((p) => [p.route, p.locale])).toEqual([
      ['/docs/intro', 'en'],
      ['/fr/docs/intro', 'fr'],
    ]);
  });
});
