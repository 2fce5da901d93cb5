import type { SiteConfig } from '../config/schema.js';
import { localeBaseUrlOf, siteBaseUrlOf } from '../config/localize-config.js';
import { pageMessages } from '../shared/theme-messages.js';
import { directionOf, localeName } from '../config/locale-names.js';
import { hrefOfRoute } from '../content/route-of-file.js';
import type { NavbarItemData, SiteData } from '../shared/page-types.js';
import { searchTagOfVersion } from '../shared/search-tag.js';

const linkHref = (link: { to?: string; href?: string }, baseUrl: string) => (link.to ? hrefOfRoute(link.to, baseUrl) : (link.href ?? '#'));

/** Each docs instance's latest version as a search tag, when the site has more than one instance (see `SiteData['search']['contextTags']`). */
function contextTagsOf(config: SiteConfig): Pick<SiteData['search'], 'contextTags'> {
  const versions = config.docs.versions;
  const instances = [...new Set(versions.map((v) => v.plugin))];
  if (instances.length < 2) return {};
  const latestOf = (plugin: string) => versions.find((v) => v.plugin === plugin && v.isLast) ?? versions.find((v) => v.plugin === plugin)!;
  return { contextTags: instances.map((instance) => ({ instance, tag: searchTagOfVersion(latestOf(instance).name) })) };
}

/** The theme's view of the config: small, serialisable, the same on every page. */
export function toSiteData(config: SiteConfig, extra: { chunks: Record<string, string>; sections: Record<string, string>; mode: SiteData['mode']; versions?: SiteData['versions'] }): SiteData {
  const base = config.baseUrl;
  const items: NavbarItemData[] = config.navbar.items.map((item) => {
    switch (item.type) {
      case 'link':
        return {
          type: 'link',
          label: item.label,
          href: linkHref(item, base),
          external: Boolean(item.href),
          position: item.position,
          ...(item.className ? { className: item.className } : {}),
          ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
        };
      case 'html':
        return { type: 'html', value: prefixRootLinks(item.value, base), position: item.position, ...(item.className ? { className: item.className } : {}) };
      case 'dropdown':
        return { type: 'dropdown', label: item.label, position: item.position, items: item.items.map((s) => ({ label: s.label, href: linkHref(s, base), external: Boolean(s.href) })) };
      default:
        return { type: item.type, position: item.position };
    }
  });
  const { i18n } = config;
  const locale = i18n.currentLocale ?? i18n.defaultLocale;
  // A locale the config does not describe is named in its own language and written its script's way, as Docusaurus does.
  const localeOf = (code: string) => ({
    code,
    label: i18n.localeConfigs[code]?.label ?? localeName(code),
    direction: i18n.localeConfigs[code]?.direction ?? directionOf(code),
    htmlLang: i18n.localeConfigs[code]?.htmlLang ?? code,
  });
  const siteBaseUrl = siteBaseUrlOf(config);
  const staticUrl = (p: string | undefined) => (p ? (/^[a-z]+:/i.test(p) ? p : hrefOfRoute(p.startsWith('/') ? p : `/${p}`, base)) : undefined);
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    tagline: config.tagline,
    ...(Object.keys(config.customFields).length ? { customFields: config.customFields } : {}),
    url: config.url,
    baseUrl: base,
    favicon: staticUrl(config.favicon),
    colorMode: config.colorMode,
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo ? logoData(config.navbar.logo, staticUrl) : undefined,
      hideOnScroll: config.navbar.hideOnScroll,
      items,
    },
    footer: {
      style: config.footer.style,
      links: config.footer.links.map((c) => ({ title: c.title, items: c.items.map((i) => ({ label: i.label, href: linkHref(i, base), external: Boolean(i.href) })) })),
      copyright: config.footer.copyright,
    },
    socialLinks: config.socialLinks,
    announcementBar: config.announcementBar && { ...config.announcementBar, content: prefixRootLinks(config.announcementBar.content, config.baseUrl) },
    locale: localeOf(locale),
    locales: i18n.locales.map((code) => {
      const { direction: _direction, ...rest } = localeOf(code);
      return { ...rest, baseUrl: localeBaseUrlOf(config, siteBaseUrl, code), isDefault: code === i18n.defaultLocale };
    }),
    messages: pageMessages(i18n.messages),
    version: { name: config.versions.lastVersion, label: config.versions.current.label },
    versions: extra.versions ?? [],
    search: {
      provider: config.algolia && config.search.provider === 'algolia' ? 'algolia' : 'local',
      placeholder: config.search.placeholder,
      maxResultsPerGroup: config.algolia?.maxResultsPerGroup ?? config.search.maxResultsPerGroup,
      indexName: config.algolia?.indexName ?? 'docs',
      appId: config.algolia?.appId,
      apiKey: config.algolia?.apiKey,
      contextualSearch: config.algolia?.contextualSearch ?? true,
      ...contextTagsOf(config),
      insightsScript: config.search.insightsScript,
      hosts: config.algolia?.hosts,
      missingResultsUrl: config.search.missingResultsUrl,
    },
    analytics: config.analytics,
    chatbot: config.chatbot,
    mermaid: config.mermaid,
    chunks: extra.chunks,
    sections: extra.sections,
    mode: extra.mode,
  };
}

/** Root-relative links in configured HTML (`href="/guides/"`) get the base URL, like every other link of the site. */
export function prefixRootLinks(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  return html.replace(/\b(href|src)=(["'])\/(?!\/)/g, (_all, attr: string, quote: string) => `${attr}=${quote}${baseUrl}`);
}

/** The navbar logo as pages read it: static paths as URLs under the base URL, the rest as configured. */
function logoData(logo: NonNullable<SiteConfig['navbar']['logo']>, staticUrl: (p: string | undefined) => string | undefined): NonNullable<SiteData['navbar']['logo']> {
  const { srcDark, href, ...rest } = logo;
  return {
    ...rest,
    src: staticUrl(logo.src)!,
    ...(srcDark ? { srcDark: staticUrl(srcDark)! } : {}),
    ...(href ? { href: /^[a-z]+:/i.test(href) ? href : staticUrl(href)! } : {}),
  };
}
