/**
 * The locales of a Docusaurus build. `.docusaurus/i18n.json` names the configured locales, the default
 * one and the locale that folder was generated for (Docusaurus rewrites `.docusaurus/` for each locale
 * it builds, so after a build of all locales it holds the last one's data). The default locale's pages
 * are at the site root, every other locale's under `/<locale>/` (`build/<locale>/`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SiteLocales {
  defaultLocale: string;
  /** The locales the recorded build holds, the default one first. */
  locales: string[];
}

interface I18nJson {
  defaultLocale?: string;
  locales?: string[];
  currentLocale?: string;
}

/** What a `.docusaurus/` folder says: the configured locales and the one it was generated for. */
export async function generatedLocales(generatedDir: string): Promise<{ defaultLocale: string; locales: string[]; currentLocale: string } | undefined> {
  const text = await readFile(path.join(generatedDir, 'i18n.json'), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const data = JSON.parse(text) as I18nJson;
  if (!data.defaultLocale || !data.locales) return undefined;
  return { defaultLocale: data.defaultLocale, locales: data.locales, currentLocale: data.currentLocale ?? data.defaultLocale };
}

/**
 * The locales a build folder holds: the default one, and each other configured locale whose
 * `<build>/<locale>/` folder is there. `undefined` when it holds the default locale only (a
 * single-locale site, or one built with `--locale <default>`), so such references stay as they were.
 */
export function builtLocales(configured: { defaultLocale: string; locales: string[] }, buildDir: string): SiteLocales | undefined {
  const others = configured.locales.filter((l) => l !== configured.defaultLocale && existsSync(path.join(buildDir, l, 'index.html')));
  return others.length ? { defaultLocale: configured.defaultLocale, locales: [configured.defaultLocale, ...others] } : undefined;
}

/** The locale a route belongs to: its first segment when that names a non-default locale, else the default. */
export function localeOfRoute(route: string, site: SiteLocales): string {
  const first = route.split('/')[1] ?? '';
  return first !== site.defaultLocale && site.locales.includes(first) ? first : site.defaultLocale;
}

/** Each locale's own 404 page (`<locale>/404.html`), which is no more a page of the site than the root `404.html`. */
export function isLocaleNotFoundPage(route: string, site: SiteLocales): boolean {
  return site.locales.some((l) => l !== site.defaultLocale && route === `/${l}/404`);
}
