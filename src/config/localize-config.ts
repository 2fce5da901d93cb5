import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJsonData } from '../content/json-data.js';
import { ConfigError } from './config-error.js';
import type { DocVersion, SiteConfig } from './schema.js';
import { DEFAULT_DOCS_PLUGIN, docsTranslationFolder } from './doc-version-name.js';

/** A translations file as Docusaurus writes it (`write-translations`): each id to `{ message, description }`. */
type Messages = Record<string, string>;

/**
 * The config of one locale: the same site served under the locale's folder (`/fr/`, none for the
 * default locale), its navbar, footer, blog titles and version labels in the locale's words, and the
 * translated strings pages and sidebars look up. Every locale is localised this way, the default one
 * too (a site whose default locale is not English translates the theme's strings in `i18n/<default>/`).
 */
export function localizeConfig(config: SiteConfig, root: string, requested: string | undefined, configFile: string): SiteConfig {
  const { i18n } = config;
  const locale = requested ?? i18n.defaultLocale;
  if (!i18n.locales.includes(locale))
    throw new ConfigError(configFile, [
      {
        path: 'i18n.locales',
        message: `does not list the locale "${locale}" that was asked for`,
        fix: `build one of ${i18n.locales.map((l) => `"${l}"`).join(', ')}, or add "${locale}" to i18n.locales`,
      },
    ]);
  const folder = path.join(root, i18n.path, locale);
  const read = (file: string) => readMessages(path.join(folder, file));
  const navbar = read('docusaurus-theme-classic/navbar.json');
  const footer = read('docusaurus-theme-classic/footer.json');
  const blogOptions = read('docusaurus-plugin-content-blog/options.json');
  const docsMessages = Object.fromEntries(
    [CURRENT_DOCS, ...config.docs.versions.filter((v) => v.name !== 'current')].flatMap((version) => {
      const messages = read(`${docsTranslationFolder(version)}.json`);
      return Object.keys(messages).length ? [[version.name, messages]] : [];
    }),
  );
  const versionLabel = (name: string, label: string) => docsMessages[name]?.['version.label'] ?? label;
  const t = (messages: Messages, key: string, fallback: string) => messages[key] ?? fallback;
  return {
    ...config,
    baseUrl: localeBaseUrlOf(config, config.baseUrl, locale),
    navbar: {
      ...config.navbar,
      ...(config.navbar.title !== undefined ? { title: t(navbar, 'title', config.navbar.title) } : {}),
      ...(config.navbar.logo ? { logo: { ...config.navbar.logo, alt: t(navbar, 'logo.alt', config.navbar.logo.alt) } } : {}),
      items: config.navbar.items.map((item) => {
        if (item.type === 'link') return { ...item, label: item.label ? t(navbar, `item.label.${item.label}`, item.label) : item.label };
        if (item.type === 'dropdown')
          return { ...item, label: t(navbar, `item.label.${item.label}`, item.label), items: item.items.map((sub) => ({ ...sub, label: t(navbar, `item.label.${sub.label}`, sub.label) })) };
        return item;
      }),
    },
    footer: {
      ...config.footer,
      copyright: t(footer, 'copyright', config.footer.copyright),
      links: config.footer.links.map((column) => ({
        ...column,
        title: t(footer, `link.title.${column.title}`, column.title),
        items: column.items.map((link) => ({ ...link, label: t(footer, `link.item.label.${link.label}`, link.label) })),
      })),
    },
    versions: { ...config.versions, current: { ...config.versions.current, label: versionLabel('current', config.versions.current.label) } },
    docs: { ...config.docs, versions: config.docs.versions.map((v) => ({ ...v, label: versionLabel(v.name, v.label) })) },
    ...(config.blog
      ? {
          blog: {
            ...config.blog,
            title: t(blogOptions, 'title', config.blog.title),
            description: t(blogOptions, 'description', config.blog.description),
            blogSidebarTitle: t(blogOptions, 'sidebar.title', config.blog.blogSidebarTitle),
          },
        }
      : {}),
    i18n: { ...i18n, currentLocale: locale, messages: { ...read('code.json'), ...i18n.messages }, docsMessages: { ...docsMessages, ...i18n.docsMessages } },
  };
}

/** A locale's folder in the output and its URLs (`fr`, or its `localeConfigs` path). */
export function localeFolderOf(config: Pick<SiteConfig, 'i18n'>, locale: string): string {
  return (config.i18n.localeConfigs[locale]?.path ?? locale).replace(/^\/+|\/+$/g, '');
}

/** The base URL a locale's pages are served under: the site's for the default locale, else the locale's folder under it. */
export function localeBaseUrlOf(config: Pick<SiteConfig, 'i18n'>, siteBaseUrl: string, locale: string): string {
  return locale === config.i18n.defaultLocale ? siteBaseUrl : `${siteBaseUrl}${localeFolderOf(config, locale)}/`;
}

/** The base URL of the whole site (the default locale's), from a locale's config. */
export function siteBaseUrlOf(config: Pick<SiteConfig, 'i18n' | 'baseUrl'>): string {
  const { currentLocale, defaultLocale } = config.i18n;
  if (currentLocale === undefined || currentLocale === defaultLocale) return config.baseUrl;
  return config.baseUrl.slice(0, -(localeFolderOf(config, currentLocale).length + 1));
}

/**
 * Where a plugin's translated files are for the locale being built, relative to the site root
 * (`i18n/fr/docusaurus-plugin-content-docs/current`), as Docusaurus lays them out; undefined for a
 * config that builds no particular locale.
 */
export function localizedFolderOf(config: Pick<SiteConfig, 'i18n'>, plugin: 'docs' | 'blog' | 'pages', version: Pick<DocVersion, 'name' | 'plugin'> = CURRENT_DOCS): string | undefined {
  const { currentLocale, path: i18nPath } = config.i18n;
  if (currentLocale === undefined) return undefined;
  const locale = `${i18nPath.replace(/\/+$/, '')}/${currentLocale}`;
  return plugin === 'docs' ? `${locale}/${docsTranslationFolder(version)}` : `${locale}/docusaurus-plugin-content-${plugin}`;
}

const CURRENT_DOCS = { name: 'current', plugin: DEFAULT_DOCS_PLUGIN };

/** A translations JSON file's messages; none when it does not exist. A file that is not valid JSON is an error naming it. */
function readMessages(file: string): Messages {
  return existsSync(file) ? messagesFromText(readFileSync(file, 'utf8'), file) : {};
}

/** A translations file's text as messages by id (`"id": "text"` or `"id": { "message": "text" }`); entries of other shapes are left out. */
export function messagesFromText(text: string, file: string): Messages {
  const read = parseJsonData(text);
  if ('problem' in read) {
    const { line, column, message } = read.problem;
    throw new ConfigError(file, [{ path: '(file)', at: { file, line, column }, message, fix: 'fix the JSON, or regenerate it with `docusaurus write-translations`' }]);
  }
  const value = read.data;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([id, entry]) => {
      const message =
        typeof entry === 'string' ? entry : entry && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string' ? (entry as { message: string }).message : undefined;
      return message === undefined ? [] : [[id, message]];
    }),
  );
}
