/**
 * The Docusaurus modules docsgen provides to MDX pages, by import path, and the file under the
 * engine's `theme/docusaurus/` that implements each. Shared by the compile check (a located error
 * for anything else) and the bundler's resolver.
 */
export const THEME_MODULES: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/MDXComponents': 'MDXComponents.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/BackToTopButton': 'BackToTopButton.tsx',
};

export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/Link': 'core/Link.tsx',
  '@docusaurus/router': 'core/router.ts',
  '@docusaurus/useBaseUrl': 'core/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'core/useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'core/BrowserOnly.tsx',
  '@docusaurus/Head': 'core/Head.tsx',
  '@docusaurus/Translate': 'core/Translate.tsx',
  '@docusaurus/Interpolate': 'core/Interpolate.tsx',
  '@docusaurus/ExecutionEnvironment': 'core/ExecutionEnvironment.ts',
  '@docusaurus/useIsBrowser': 'core/useIsBrowser.ts',
  '@docusaurus/useGlobalData': 'core/useGlobalData.ts',
  '@docusaurus/theme-common': 'core/theme-common.ts',
  '@docusaurus/plugin-content-docs/client': 'core/docs-client.ts',
  '@docusaurus/isInternalUrl': 'core/isInternalUrl.ts',
  '@generated/i18n': 'core/generated-i18n.ts',
  '@generated/globalData': 'core/generated-global-data.ts',
  '@generated/docusaurus.config': 'core/generated-config.ts',
};

/** The engine module for a Docusaurus import path, or undefined when docsgen has none. */
export function docusaurusModuleFile(specifier: string): string | undefined {
  return THEME_MODULES[specifier] ?? DOCUSAURUS_MODULES[specifier];
}

/** Whether an import path is one of Docusaurus's virtual namespaces. */
export function isDocusaurusNamespace(specifier: string): boolean {
  return specifier.startsWith('@theme/') || specifier.startsWith('@docusaurus/') || specifier.startsWith('@generated/') || specifier === '@theme';
}

export function supportedModulesHint(): string {
  return `docsgen provides ${Object.keys(THEME_MODULES).join(', ')}; ${Object.keys(DOCUSAURUS_MODULES).join(', ')}.`;
}
