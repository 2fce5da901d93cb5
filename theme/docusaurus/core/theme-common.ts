/** `@docusaurus/theme-common`: the hooks pages commonly use, on docsgen's colour mode and storage. */
import { useEffect, useState } from 'react';
import { siteData } from '../site-context.js';

type ColorMode = 'light' | 'dark';

function readMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function useColorMode() {
  // Light on the server and at hydration; the real mode once mounted, and on every toggle.
  const [colorMode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    setMode(readMode());
    const onChange = () => setMode(readMode());
    window.addEventListener('docsgen:colormode', onChange);
    return () => window.removeEventListener('docsgen:colormode', onChange);
  }, []);
  const setColorMode = (mode: ColorMode) => {
    document.documentElement.setAttribute('data-theme', mode);
    window.dispatchEvent(new CustomEvent('docsgen:colormode', { detail: mode }));
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

export function useThemeConfig(): Record<string, unknown> {
  return {};
}

export function usePrismTheme(): Record<string, unknown> {
  return { plain: {}, styles: [] };
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A group of Docusaurus's class names: a name the table lacks is still a string (`theme-<name>`), never a crash. */
const classGroup = (names: Record<string, string | ((arg: string | number) => string)>) =>
  new Proxy(names, { get: (target, key) => (typeof key === 'string' ? (target[key] ?? `theme-${kebab(key)}`) : undefined) });

/**
 * Docusaurus's stable class names (`ThemeClassNames.docs.docMarkdown` is `theme-doc-markdown`), which
 * swizzled components put on their elements so a project's CSS finds them.
 */
export const ThemeClassNames = {
  page: classGroup({ docsDocPage: 'docs-doc-page', docsTagsListPage: 'docs-tags-list-page', docsTagDocListPage: 'docs-tags-doc-list-page', mdxPage: 'mdx-page' }),
  wrapper: classGroup({ main: 'main-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' }),
  common: classGroup({
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    admonitionType: (type) => `theme-admonition-${type}`,
  }),
  layout: classGroup({}),
  docs: classGroup({
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level) => `theme-doc-sidebar-item-link-level-${level}`,
  }),
  blog: classGroup({}),
};

export { default as useIsBrowser } from './useIsBrowser.js';

/**
 * Docusaurus's plural messages (`1 item|{count} items`): the forms follow the locale's plural categories
 * in order; a message with another number of forms is read as English (one, other).
 */
export function usePluralForm() {
  const locale = siteData()?.locale.code ?? 'en';
  return {
    selectMessage: (count: number, message: string): string => {
      const forms = message.split('|');
      if (forms.length === 1) return forms[0]!;
      const rules = new Intl.PluralRules(locale);
      const categories = rules.resolvedOptions().pluralCategories;
      const form = forms.length === categories.length ? forms[categories.indexOf(rules.select(count))] : count === 1 ? forms[0] : forms[forms.length - 1];
      return (form ?? forms[forms.length - 1]!).replace(/\{count\}/g, String(count));
    },
  };
}
