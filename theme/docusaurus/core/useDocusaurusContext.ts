import { siteData } from '../site-context.js';
import { publishedGlobalData } from '../../../src/shared/global-data.js';

/** `siteConfig` with the fields docsgen's config shares with Docusaurus's. */
export default function useDocusaurusContext() {
  const site = siteData();
  return {
    siteConfig: {
      title: site?.title ?? '',
      tagline: site?.tagline ?? '',
      url: site?.url ?? '',
      baseUrl: site?.baseUrl ?? '/',
      favicon: site?.favicon,
      customFields: site?.customFields ?? {},
      themeConfig: {},
    },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: publishedGlobalData(),
    i18n: {
      defaultLocale: site?.locales.find((l) => l.isDefault)?.code ?? site?.locale.code ?? 'en',
      locales: site?.locales.map((l) => l.code) ?? ['en'],
      currentLocale: site?.locale.code ?? 'en',
      localeConfigs: Object.fromEntries((site?.locales ?? []).map((l) => [l.code, { label: l.label, htmlLang: l.htmlLang, path: l.baseUrl }])),
    },
    codeTranslations: site?.messages ?? {},
  };
}
