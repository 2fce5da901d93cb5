import useDocusaurusContext from './useDocusaurusContext.js';

type I18n = ReturnType<typeof useDocusaurusContext>['i18n'];

/**
 * `@generated/i18n`: the site's locales, as Docusaurus generates them (`useDocusaurusContext().i18n`).
 * Read when a field is read, not when the module loads: a page module is loaded once and rendered for
 * the locale being built.
 */
const i18n: I18n = {
  get defaultLocale() {
    return useDocusaurusContext().i18n.defaultLocale;
  },
  get locales() {
    return useDocusaurusContext().i18n.locales;
  },
  get currentLocale() {
    return useDocusaurusContext().i18n.currentLocale;
  },
  get localeConfigs() {
    return useDocusaurusContext().i18n.localeConfigs;
  },
};
export default i18n;
