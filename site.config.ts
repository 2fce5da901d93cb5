import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Tessera',
  tagline: 'Build real web applications from data, logic and templates, without code.',
  url: 'https://docs.tessera.example',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
  navbar: {
    title: 'Tessera',
    logo: { alt: 'Tessera logo', src: 'img/logo.svg' },
    hideOnScroll: true,
    items: [
      { type: 'link', label: 'Docs', to: '/' },
      { type: 'link', label: 'Concepts', to: '/building-concepts/' },
      { type: 'link', label: 'Functions', to: '/building-concepts/logic/functions/all-functions/' },
      { type: 'link', label: 'How-to', to: '/how to/interactive manuals/' },
      { type: 'link', label: 'Security', to: '/security/' },
      { type: 'search', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'colorModeToggle', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Quickstart', to: '/quickstart' },
          { label: 'Building concepts', to: '/building-concepts/' },
          { label: 'Function reference', to: '/building-concepts/logic/functions/all-functions/' },
          { label: 'Licences and billing', to: '/licenses-&-billing/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Discord', href: 'https://discord.tessera.example' },
          { label: 'LinkedIn', href: 'https://linkedin.tessera.example' },
          { label: 'YouTube', href: 'https://youtube.tessera.example' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Security', to: '/security/' },
          { label: 'Policies', to: '/policies/' },
          { label: 'Roadmap', to: '/Roadmap' },
          { label: 'FAQ', to: '/Frequently asked questions' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 Tessera Labs B.V.',
  },
  socialLinks: [
    { label: 'Discord', href: 'https://discord.tessera.example', icon: 'discord' },
    { label: 'LinkedIn', href: 'https://linkedin.tessera.example', icon: 'linkedin' },
    { label: 'YouTube', href: 'https://youtube.tessera.example', icon: 'youtube' },
  ],
  algolia: {
    appId: 'TESSERA0DOCS',
    apiKey: 'search-only-public-key',
    indexName: 'tessera_docs',
    contextualSearch: true,
  },
  search: { provider: 'local', missingResultsUrl: 'https://git.tessera.example/docs/issues/new?title=Search%3A+{query}' },
  analytics: { domain: 'docs.tessera.example', script: 'https://plausible.io/js/script.js' },
  chatbot: {
    stylesheet: 'https://cdn.jsdelivr.net/npm/@tessera-labs/docs-chatbot@1/dist/chatbot.css',
    module: 'https://cdn.jsdelivr.net/npm/@tessera-labs/docs-chatbot@1/dist/chatbot.js',
    title: 'Tessera Documentation Chatbot',
  },
  versions: { lastVersion: 'current', current: { label: 'Next' } },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr' } } },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  announcementBar: {
    id: 'certification-2025',
    content: 'Students get free Tessera certification. <a href="/Getting%20started/StudentCertification">See how</a>.',
    isCloseable: true,
  },
  mermaid: true,
  sidebar: { hideable: false, autoCollapseCategories: false },
  editUrl: 'https://git.tessera.example/docs/edit/main',
});
