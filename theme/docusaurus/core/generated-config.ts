import useDocusaurusContext from './useDocusaurusContext.js';

type SiteConfig = ReturnType<typeof useDocusaurusContext>['siteConfig'];

/** `@generated/docusaurus.config`: the site's config as components see it, read when a field is read (see generated-i18n.ts). */
const siteConfig = new Proxy({} as SiteConfig, { get: (_target, key) => useDocusaurusContext().siteConfig[key as keyof SiteConfig] });
export default siteConfig;
