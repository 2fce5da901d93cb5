import { siteData } from '../site-context.js';

/** `siteConfig` with the fields docsgen's config shares with Docusaurus's. */
export default function useDocusaurusContext() {
  const site = siteData();
  return {
    siteConfig: { title: site?.title ?? '', tagline: site?.tagline ?? '', url: site?.url ?? '', baseUrl: site?.baseUrl ?? '/', favicon: site?.favicon, customFields: {}, themeConfig: {} },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: { defaultLocale: 'en', locales: ['en'], currentLocale: 'en', localeConfigs: {} },
    codeTranslations: {},
  };
}
