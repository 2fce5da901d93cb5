import path from 'node:path';
import { mapBlogOptions } from '../../blog/map-blog-options.js';
import { directionOf, localeName } from '../locale-names.js';
import type { SiteConfigInput } from '../schema.js';
import { addsSyntax } from '../../parse/syntax-plugins.js';
import { standInName } from './stand-in.js';
import { resolveDocVersions, type VersionsProblem } from './docs-versions.js';
import { docsInstancesOf, duplicateInstanceProblems, isDocsPluginName, type DocsInstance } from './docs-instances.js';
import { DEFAULT_DOCS_PLUGIN } from '../doc-version-name.js';
import { isLocalPath } from './local-plugins.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v) && !standInName(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** Docusaurus's severities onto ours (`log` prints, as `warn` does). */
const severity = (v: unknown) => (v === 'ignore' ? 'ignore' : v === 'throw' ? 'throw' : v === 'log' || v === 'warn' ? 'warn' : undefined);

/** What a Docusaurus config maps to, and what it says that docsgen does not do. */
export interface MappedConfig {
  input: SiteConfigInput;
  /** Options named once in the "ignored options" warning, as their key paths. */
  ignored: string[];
  /** Versions the docs options name that do not exist (an error, as in Docusaurus). */
  versionProblems: VersionsProblem[];
  /** The docs plugin's options docsgen acts on beyond the config schema (the sidebars file, remark plugins). */
  docs: { sidebarPath?: string | false; remarkPlugins: unknown[]; rehypePlugins: unknown[] };
  /** Key paths of the project's remark and rehype plugins that run (see `markdown.plugins`); `runsRemarkMath` when remark-math is one. */
  unifiedPlugins: { remark: PluginAt[]; rehype: PluginAt[]; runsRemarkMath: boolean };
}

/** The docs plugin's default `exclude` (partials, tests). */
const DOCUSAURUS_DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
const stringList = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined);

/** A docs `routeBasePath` (`docs`, `/`, `/guides/`) as a docsgen route prefix: `/docs/`, `/`, `/guides/`. */
const routeBaseOf = (routeBasePath: string) => {
  const inner = routeBasePath.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
};

/** A folder as the config writes it (`./docs/cn/dev/`) as content paths name it: `docs/cn/dev`. */
const folderOf = (dir: string) => path.posix.normalize(dir.replace(/\\/g, '/')).replace(/\/+$/, '') || '.';

/** What a docs instance's own options are: its folder, routes, sidebars and versions. */
const INSTANCE_KEYS = ['id', 'path', 'routeBasePath', 'sidebarPath', 'lastVersion', 'versions', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning'];

/**
 * Another docs instance's options docsgen does not act on: its own folder, routes, sidebars and
 * versions are read; every other option is the default docs' for all instances, so one that differs is named.
 */
function instanceOptionsIgnored(instance: DocsInstance, defaults: Obj): string[] {
  return Object.entries(instance.options).flatMap(([key, value]) => {
    const same = value === defaults[key] || (typeof value !== 'function' && JSON.stringify(value) === JSON.stringify(defaults[key]));
    if (INSTANCE_KEYS.includes(key) || same) return [];
    return [typeof value === 'function' ? `${instance.key}[1].${key} (a function)` : `${instance.key}[1].${key}`];
  });
}

/** Static paths in Docusaurus are relative to `static/` (`img/logo.svg`); ours start with `/`. */
const staticPath = (p: string) => (/^[a-z]+:|^\//i.test(p) ? p : `/${p}`);

/** The classic preset's options, or the docs plugin's own entry in `plugins`. */
function presetOptions(config: Obj): { docs?: Obj | false; blog?: unknown; pages?: unknown; theme?: Obj; rest: string[]; index?: number } {
  const rest: string[] = [];
  for (const [index, entry] of ((config.presets as unknown[] | undefined) ?? []).entries()) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const label = str(name) ?? standInName(name) ?? 'a preset';
    if (typeof name === 'string' && /(^|\/)(preset-classic|@docusaurus\/preset-classic)$|^classic$/.test(name) && isObj(options)) {
      return {
        docs: options.docs === false ? false : isObj(options.docs) ? options.docs : {},
        blog: options.blog,
        pages: options.pages,
        theme: isObj(options.theme) ? options.theme : undefined,
        rest,
        index,
      };
    }
    rest.push(`presets: ${label}`);
  }
  return { rest };
}

/** The navbar logo, with its own size, style and dark-mode image as Docusaurus takes them. */
type LogoInput = NonNullable<NonNullable<SiteConfigInput['navbar']>['logo']>;

function mapLogo(logo: Obj): LogoInput {
  const size = (v: unknown) => (typeof v === 'number' && v > 0 ? v : str(v) || undefined);
  const style = isObj(logo.style) ? Object.fromEntries(Object.entries(logo.style).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) : undefined;
  const defined = Object.entries({
    alt: str(logo.alt) ?? '',
    src: staticPath(str(logo.src)!),
    srcDark: str(logo.srcDark) ? staticPath(str(logo.srcDark)!) : undefined,
    width: size(logo.width),
    height: size(logo.height),
    style,
    href: str(logo.href),
    className: str(logo.className),
  }).filter(([, v]) => v !== undefined);
  // Validated with the rest of the mapped config: a wrong type there is named at its key.
  return Object.fromEntries(defined) as LogoInput;
}

/** A key path into the evaluated config. */
type KeyPath = (string | number)[];

const UNIFIED_PLUGIN_KEYS = { remark: ['beforeDefaultRemarkPlugins', 'remarkPlugins'], rehype: ['beforeDefaultRehypePlugins', 'rehypePlugins'] } as const;

/** The name of a function of the config (handed over from the worker as a function of the same name, never called). */
const functionName = (v: unknown): string | undefined => (typeof v === 'function' && !standInName(v) ? v.name : undefined);

/** Packages whose work docsgen does itself on every page: listed in a config, they are not run again. */
const BUILT_IN_PLUGINS = ['@docusaurus/remark-plugin-npm2yarn'];

/** The installed package a function of the config came from, when it came from one. */
const packageOf = (v: unknown): string | undefined => {
  const name = typeof v === 'function' ? (v as { __docsgenPackage?: unknown }).__docsgenPackage : undefined;
  return typeof name === 'string' ? name : undefined;
};

/** Where a plugin of the project is in the evaluated config: its function, and its options when given as `[plugin, options]`. */
export interface PluginAt {
  plugin: KeyPath;
  options?: KeyPath;
}

/**
 * The docs plugin's remark and rehype plugins that are the project's code (a function, an ES
 * module's namespace whose default is one, or either in `[plugin, options]`), by key path from the
 * config's root, in Docusaurus's order; and the packages named there that are not installed.
 */
function projectPluginPaths(docsOptions: Obj, docsPath: KeyPath): { remark: PluginAt[]; rehype: PluginAt[]; notInstalled: string[]; runsRemarkMath: boolean } {
  const notInstalled: string[] = [];
  let runsRemarkMath = false;
  const pathsOf = (keys: readonly string[]) =>
    keys.flatMap((key) =>
      (Array.isArray(docsOptions[key]) ? (docsOptions[key] as unknown[]) : []).flatMap((entry, i): PluginAt[] => {
        const at: KeyPath = [...docsPath, key, i];
        const [plugin, pluginAt, optionsAt] = Array.isArray(entry) ? [entry[0], [...at, 0], entry.length > 1 ? [...at, 1] : undefined] : [entry, at, undefined];
        const missing = standInName(plugin);
        if (missing) return (notInstalled.push(`${keyLabel(docsPath)}.${key}[${i}] (${missing} is not installed: not run)`), []);
        const direct = functionName(plugin);
        const viaDefault = direct === undefined && isObj(plugin) ? functionName(plugin.default) : undefined;
        const name = direct ?? viaDefault;
        if (name === undefined) return [];
        // What docsgen does itself on every page (npm2yarn tabs) is not done a second time.
        if (BUILT_IN_PLUGINS.includes(packageOf(direct !== undefined ? plugin : (plugin as Obj).default) ?? '')) return [];
        if (name === 'remarkMath') runsRemarkMath = true;
        return [{ plugin: direct !== undefined ? pluginAt : [...pluginAt, 'default'], ...(optionsAt ? { options: optionsAt } : {}) }];
      }),
    );
  return { remark: pathsOf(UNIFIED_PLUGIN_KEYS.remark), rehype: pathsOf(UNIFIED_PLUGIN_KEYS.rehype), notInstalled, runsRemarkMath };
}

/** A key path as the config's text would write it: `presets.classic.docs` for the preset's docs, `plugins[4][1]` for a plugin's options. */
function keyLabel(at: KeyPath): string {
  if (at[0] === 'presets' && at[2] === 1 && at[3] === 'docs') return 'presets.classic.docs';
  return at.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** A remarkPlugins entry that is remark-math (the function, `[fn, options]`, or its stand-in when not installed). */
function isRemarkMath(entry: unknown): boolean {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  return standInName(plugin) === 'remark-math' || (typeof plugin === 'function' && plugin.name === 'remarkMath');
}

function mapNavbarItem(item: unknown, routeBase: string, ignored: string[], where: string): Obj | undefined {
  if (!isObj(item)) return undefined;
  const position = item.position === 'right' ? 'right' : 'left';
  const type = str(item.type) ?? 'default';
  const target = (i: Obj) => (str(i.href) ? { href: str(i.href) } : str(i.to) ? { to: staticPath(str(i.to)!) } : undefined);
  switch (type) {
    case 'default':
    case 'link': {
      const t = target(item);
      const className = str(item.className);
      // An icon link (`className: 'header-github-link'`, no label) is drawn by the site's CSS.
      if (!t || (!str(item.label) && !className)) return (ignored.push(`${where} (a link without label and to/href)`), undefined);
      const ariaLabel = str(item['aria-label']) ?? (str(item.label) ? undefined : hostOf(str(item.href)));
      return { type: 'link', label: str(item.label) ?? '', position, ...t, ...(className ? { className } : {}), ...(ariaLabel ? { ariaLabel } : {}) };
    }
    case 'html': {
      const value = str(item.value);
      return value === undefined ? undefined : { type: 'html', value, position, ...(str(item.className) ? { className: str(item.className) } : {}) };
    }
    case 'doc':
    case 'docSidebar': {
      // The plan knows which doc an id or a sidebar's first page is: it fills in `to`.
      const ref = type === 'doc' ? { docId: str(item.docId) ?? '' } : { sidebarId: str(item.sidebarId) ?? '' };
      const plugin = str(item.docsPluginId) ? { docsPluginId: str(item.docsPluginId) } : {};
      return { type: 'link', label: str(item.label) ?? (type === 'doc' ? (str(item.docId) ?? 'Docs') : 'Docs'), position, ...ref, ...plugin };
    }
    case 'dropdown': {
      const items = ((item.items as unknown[]) ?? []).flatMap((sub, j) => {
        if (!isObj(sub)) return [];
        const t = target(sub) ?? (str(sub.docId) ? { to: `${routeBase}${str(sub.docId)}` } : undefined);
        if (!t || !str(sub.label)) return (ignored.push(`${where}.items[${j}]`), []);
        return [{ label: str(sub.label), ...t }];
      });
      return items.length ? { type: 'dropdown', label: str(item.label) ?? 'More', position, items } : undefined;
    }
    case 'search':
    case 'localeDropdown':
    case 'docsVersionDropdown':
      return { type, position };
    default:
      ignored.push(`${where} (navbar item type "${type}")`);
      return undefined;
  }
}

/**
 * A Docusaurus config (already evaluated) onto docsgen's config. Everything docsgen cannot act on
 * is listed in `ignored`, by key path, for the one warning that names them.
 */
export function mapDocusaurusConfig(config: Obj, options: { engineThemeDir: string; versionsFileOf?: (plugin: string) => readonly string[] | undefined }): MappedConfig {
  const ignored: string[] = [];
  const redirects: { from: string; to: string }[] = [];
  const preset = presetOptions(config);
  ignored.push(...preset.rest);
  const instances = docsInstancesOf(config.plugins);
  // With the preset's docs off, a docs plugin without an id is the default docs.
  const ownDefault = preset.docs === false ? instances.find((i) => i.id === DEFAULT_DOCS_PLUGIN) : undefined;
  const docsOptions = ownDefault ? ownDefault.options : preset.docs === false ? {} : (preset.docs ?? {});
  const docsPath: KeyPath = ownDefault ? ['plugins', Number(ownDefault.key.slice('plugins['.length, -1)), 1] : ['presets', preset.index ?? 0, 1, 'docs'];
  const docsKey = keyLabel(docsPath);
  const otherInstances = instances.filter((i) => i !== ownDefault && !(i.id === DEFAULT_DOCS_PLUGIN && preset.docs !== false));
  const routeBase = routeBaseOf(str(docsOptions.routeBasePath) ?? 'docs');
  const themeConfig = isObj(config.themeConfig) ? config.themeConfig : {};
  const navbar = isObj(themeConfig.navbar) ? themeConfig.navbar : {};
  const footer = isObj(themeConfig.footer) ? themeConfig.footer : {};
  const markdown = isObj(config.markdown) ? config.markdown : {};
  const themes = ((config.themes as unknown[]) ?? []).map((t) => (Array.isArray(t) ? t[0] : t));
  const url = str(config.url) ?? 'https://example.com';
  const origin = URL.canParse(url) ? new URL(url).origin : 'https://example.com';

  for (const [key, value] of Object.entries(config)) {
    if (
      [
        'title',
        'tagline',
        'url',
        'baseUrl',
        'favicon',
        'trailingSlash',
        'onBrokenLinks',
        'onBrokenAnchors',
        'onBrokenMarkdownLinks',
        'onDuplicateRoutes',
        'markdown',
        'presets',
        'themes',
        'themeConfig',
        'staticDirectories',
        'organizationName',
        'projectName',
        'deploymentBranch',
        'githubHost',
        'customFields',
        'noIndex',
        'future',
        'titleDelimiter',
        'stylesheets',
        'scripts',
      ].includes(key)
    )
      continue;
    if (key === 'i18n') continue;
    if (key === 'plugins' && Array.isArray(value)) {
      value.forEach((p, i) => {
        const name = str(Array.isArray(p) ? p[0] : p) ?? standInName(Array.isArray(p) ? p[0] : p);
        const options = Array.isArray(p) && isObj(p[1]) ? p[1] : undefined;
        // Docs plugins are the docs' instances, read below.
        if (isDocsPluginName(name)) return;
        // The project's own plugins run for their data; what they do beyond it is named then (see local-plugins.ts).
        if (typeof name === 'string' && isLocalPath(name)) return;
        if (name === '@docusaurus/plugin-client-redirects' && options) {
          redirects.push(...clientRedirects(options));
          // `createRedirects` is code that runs on every route: not run here, so named.
          if (options.createRedirects !== undefined) ignored.push(`plugins[${i}].createRedirects (@docusaurus/plugin-client-redirects: only its \`redirects\` list is built)`);
          return;
        }
        // Sass stylesheets are not compiled; a Sass module's class names still apply (see docusaurus-resolve.ts).
        if (name === 'docusaurus-plugin-sass') return void ignored.push(`plugins[${i}] (docusaurus-plugin-sass: Sass is not compiled, so .scss rules do not apply)`);
        ignored.push(`plugins[${i}] (${name ?? 'a function plugin'})`);
      });
      continue;
    }
    ignored.push(key);
  }
  for (const key of Object.keys(docsOptions)) {
    if (['path', 'routeBasePath', 'sidebarPath', 'editUrl', 'admonitions', 'sidebarCollapsible', 'sidebarCollapsed', 'include', 'exclude', 'showLastUpdateTime', 'showLastUpdateAuthor'].includes(key))
      continue;
    if (['lastVersion', 'versions', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning'].includes(key)) continue;
    // The project's remark and rehype plugins run (those not installed are named below).
    if ([...UNIFIED_PLUGIN_KEYS.remark, ...UNIFIED_PLUGIN_KEYS.rehype].includes(key as never)) continue;
    ignored.push(`${docsKey}.${key}`);
  }
  for (const instance of otherInstances) ignored.push(...instanceOptionsIgnored(instance, docsOptions));
  for (const key of Object.keys(themeConfig))
    if (!['navbar', 'footer', 'colorMode', 'announcementBar', 'algolia', 'prism', 'tableOfContents', 'docs', 'image', 'metadata'].includes(key)) ignored.push(`themeConfig.${key}`);
  if (isObj(themeConfig.prism)) ignored.push('themeConfig.prism (code is highlighted with shiki, github-light and github-dark)');
  for (const t of themes) if (str(t) !== '@docusaurus/theme-mermaid') ignored.push(`themes: ${str(t) ?? standInName(t) ?? 'a theme'}`);

  const navbarItems = ((navbar.items as unknown[]) ?? []).flatMap((item, i) => mapNavbarItem(item, routeBase, ignored, `themeConfig.navbar.items[${i}]`) ?? []);
  if (bool(isObj(themeConfig.colorMode) ? themeConfig.colorMode.disableSwitch : undefined) !== true) navbarItems.push({ type: 'colorModeToggle', position: 'right' });
  const footerLinks = ((footer.links as unknown[]) ?? []).flatMap((column, i) => {
    if (!isObj(column)) return [];
    const items = ((column.items as unknown[]) ?? []).flatMap((item, j): Obj[] => {
      if (!isObj(item) || !str(item.label)) return (ignored.push(`themeConfig.footer.links[${i}].items[${j}]`), []);
      return str(item.href) ? [{ label: str(item.label), href: str(item.href) }] : str(item.to) ? [{ label: str(item.label), to: staticPath(str(item.to)!) }] : [];
    });
    return [{ title: str(column.title) ?? '', items }];
  });
  const logo = isObj(navbar.logo) && str(navbar.logo.src) ? mapLogo(navbar.logo) : undefined;
  const colorMode = isObj(themeConfig.colorMode) ? themeConfig.colorMode : {};
  const announcement = isObj(themeConfig.announcementBar) ? themeConfig.announcementBar : undefined;
  const algolia = isObj(themeConfig.algolia) && str(themeConfig.algolia.appId) && str(themeConfig.algolia.apiKey) && str(themeConfig.algolia.indexName) ? themeConfig.algolia : undefined;
  const toc = isObj(themeConfig.tableOfContents) ? themeConfig.tableOfContents : {};
  const remarkPlugins = ['beforeDefaultRemarkPlugins', 'remarkPlugins'].flatMap((key) => (Array.isArray(docsOptions[key]) ? (docsOptions[key] as unknown[]) : []));
  const unifiedPlugins = projectPluginPaths(docsOptions, docsPath);
  ignored.push(...unifiedPlugins.notInstalled);
  const editUrl = str(docsOptions.editUrl);
  if (docsOptions.editUrl !== undefined && !editUrl) ignored.push(`${docsKey}.editUrl (a function)`);

  const input: SiteConfigInput = {
    title: str(config.title) ?? 'Docs',
    tagline: str(config.tagline) ?? '',
    ...(isObj(config.customFields) ? { customFields: config.customFields } : {}),
    ...(str(config.titleDelimiter) ? { titleDelimiter: str(config.titleDelimiter) } : {}),
    url: origin,
    baseUrl: str(config.baseUrl) ?? '/',
    ...(typeof config.trailingSlash === 'boolean' ? { trailingSlash: config.trailingSlash } : {}),
    favicon: str(config.favicon) ? staticPath(str(config.favicon)!) : undefined,
    contentDir: folderOf(str(docsOptions.path) ?? 'docs'),
    staticDir: str(((config.staticDirectories as unknown[]) ?? [])[0]) ?? 'static',
    themeDir: options.engineThemeDir,
    // Paths as the config wrote them (relative to the site folder, or absolute from require.resolve); the loader checks them.
    customCss: [preset.theme?.customCss].flat().filter((c): c is string => typeof c === 'string'),
    colorMode: {
      defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
      disableSwitch: bool(colorMode.disableSwitch) ?? false,
      respectPrefersColorScheme: bool(colorMode.respectPrefersColorScheme) ?? false,
    },
    navbar: { title: str(navbar.title), logo, hideOnScroll: bool(navbar.hideOnScroll) ?? false, items: navbarItems as NonNullable<SiteConfigInput['navbar']>['items'] },
    footer: { style: footer.style === 'light' ? 'light' : 'dark', links: footerLinks as NonNullable<SiteConfigInput['footer']>['links'], copyright: str(footer.copyright) ?? '' },
    ...(algolia
      ? {
          algolia: { appId: str(algolia.appId)!, apiKey: str(algolia.apiKey)!, indexName: str(algolia.indexName)!, contextualSearch: bool(algolia.contextualSearch) ?? true },
          search: { provider: 'algolia' as const },
        }
      : {}),
    toc: { minHeadingLevel: Number(toc.minHeadingLevel ?? 2), maxHeadingLevel: Number(toc.maxHeadingLevel ?? 3) },
    onBrokenLinks: severity(config.onBrokenLinks) ?? 'throw',
    onBrokenAnchors: severity(config.onBrokenAnchors) ?? 'warn',
    onDuplicateRoutes: severity(config.onDuplicateRoutes) ?? 'warn',
    ...(announcement && str(announcement.content)
      ? { announcementBar: { id: str(announcement.id) ?? 'announcement-bar', content: str(announcement.content)!, isCloseable: bool(announcement.isCloseable) ?? true } }
      : {}),
    markdown: {
      // Docusaurus 3 reads `.md` as MDX unless the project says otherwise (`markdown.format`).
      format: markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx',
      missingPackages: 'stand-in',
      // Docusaurus's mdx1Compat.admonitions: on unless the project turns it off, or opts into v4's defaults.
      legacyAdmonitionTitles: bool(isObj(markdown.mdx1Compat) ? markdown.mdx1Compat.admonitions : undefined) ?? !v4MdxDefaults(config.future),
      // Settled here, once: a remark plugin that adds syntax needs the parser it extends.
      // (The project's installed plugins are asked where they run, in the compile threads: see project-plugins.ts.)
      ...(remarkPlugins.some(addsSyntax) ? { parser: 'remark' as const } : {}),
      // remark-math's syntax docsgen reads itself when the project's copy does not run: TeX braces are never MDX expressions.
      ...(remarkPlugins.some(isRemarkMath) && !unifiedPlugins.runsRemarkMath ? { math: true } : {}),
    },
    mermaid: markdown.mermaid === true || themes.includes('@docusaurus/theme-mermaid'),
    docs: {
      routeBasePath: routeBase,
      style: 'docusaurus',
      linkResolution: 'docusaurus',
      defaultSidebar: 'autogenerated',
      categoryOverviews: false,
      numberPrefixes: true,
      untitledIndex: 'file',
      tagSlugs: 'kebab-case',
      excerptDescriptions: true,
      showLastUpdateTime: docsOptions.showLastUpdateTime === true,
      showLastUpdateAuthor: docsOptions.showLastUpdateAuthor === true,
      ...(stringList(docsOptions.include) ? { include: stringList(docsOptions.include) } : {}),
      exclude: stringList(docsOptions.exclude) ?? DOCUSAURUS_DEFAULT_EXCLUDE,
      cards: 'docusaurus',
      sidebarCollapsed: bool(docsOptions.sidebarCollapsed) ?? true,
      admonitionKeywords: (isObj(docsOptions.admonitions) && Array.isArray(docsOptions.admonitions.keywords) ? docsOptions.admonitions.keywords : []).filter(
        (k): k is string => typeof k === 'string' && /^[\w-]+$/.test(k),
      ),
    },
    // The classic preset's blog plugin runs unless the preset says `blog: false`.
    ...(preset.blog === false ? {} : { blog: mapBlogOptions(isObj(preset.blog) ? preset.blog : {}, ignored) }),
    ...(isObj(config.i18n) ? { i18n: mapI18n(config.i18n) } : {}),
    ...(editUrl ? { editUrl } : {}),
    ...(redirects.length ? { redirects } : {}),
    ...headTagsOf(config, ignored),
    // The pages plugin: `src/pages` unless the preset turns it off or moves it.
    ...(preset.pages === false ? {} : { pagesDir: str(isObj(preset.pages) ? preset.pages.path : undefined) ?? 'src/pages' }),
  };
  const sidebarPath = docsOptions.sidebarPath === false ? false : str(docsOptions.sidebarPath);
  const versioned = resolveDocVersions({
    options: docsOptions,
    optionsKey: docsKey,
    versionsFile: options.versionsFileOf?.(DEFAULT_DOCS_PLUGIN),
    routeBase,
    contentDir: input.contentDir ?? 'docs',
    sidebarPath,
  });
  // Every other docs instance is versions of its own: its folder at its routeBasePath, with its sidebars.
  const others = otherInstances.map((instance) =>
    resolveDocVersions({
      options: instance.options,
      plugin: instance.id,
      optionsKey: `${instance.key}[1]`,
      versionsFile: options.versionsFileOf?.(instance.id),
      routeBase: routeBaseOf(str(instance.options.routeBasePath) ?? 'docs'),
      contentDir: folderOf(str(instance.options.path) ?? 'docs'),
      sidebarPath: instance.options.sidebarPath === false ? false : str(instance.options.sidebarPath),
    }),
  );
  if (options.versionsFileOf?.(DEFAULT_DOCS_PLUGIN)?.length || docsOptions.includeCurrentVersion === false || others.length)
    input.docs = { ...input.docs, versions: [...versioned.versions, ...others.flatMap((o) => o.versions)] };
  const plugins = (key: string) => (docsOptions[key] as unknown[]) ?? [];
  return {
    input,
    ignored,
    versionProblems: [...duplicateInstanceProblems(instances, preset.docs !== false), ...versioned.problems, ...others.flatMap((o) => o.problems)],
    unifiedPlugins: { remark: unifiedPlugins.remark, rehype: unifiedPlugins.rehype, runsRemarkMath: unifiedPlugins.runsRemarkMath },
    docs: {
      sidebarPath,
      remarkPlugins: [...plugins('beforeDefaultRemarkPlugins'), ...plugins('remarkPlugins')],
      rehypePlugins: [...plugins('beforeDefaultRehypePlugins'), ...plugins('rehypePlugins')],
    },
  };
}

/** Docusaurus's `stylesheets` and `scripts`: URLs, or objects of attributes (`href`/`src` required); anything else is named as ignored. */
function headTagsOf(config: Obj, ignored: string[]): Pick<SiteConfigInput, 'stylesheets' | 'scripts'> {
  const tags = (key: 'stylesheets' | 'scripts', url: 'href' | 'src') =>
    (Array.isArray(config[key]) ? (config[key] as unknown[]) : []).flatMap((entry, i): (string | Record<string, string | boolean>)[] => {
      if (typeof entry === 'string' && entry) return [entry];
      if (isObj(entry) && typeof entry[url] === 'string')
        return [Object.fromEntries(Object.entries(entry).filter((e): e is [string, string | boolean] => typeof e[1] === 'string' || typeof e[1] === 'boolean'))];
      return (ignored.push(`${key}[${i}]`), []);
    });
  const stylesheets = tags('stylesheets', 'href');
  const scripts = tags('scripts', 'src');
  return { ...(stylesheets.length ? { stylesheets } : {}), ...(scripts.length ? { scripts } : {}) };
}

/** Whether a Docusaurus config takes v4's MDX defaults (`future: { v4: true }` or `v4.mdx1CompatDisabledByDefault`): no MDX 1 compatibility. */
function v4MdxDefaults(future: unknown): boolean {
  const v4 = isObj(future) ? future.v4 : undefined;
  return v4 === true || (isObj(v4) && v4.mdx1CompatDisabledByDefault === true);
}

/** Docusaurus's `i18n`: locales, each with Docusaurus's defaults (its name in its own language, its script's direction). */
function mapI18n(i18n: Obj): NonNullable<SiteConfigInput['i18n']> {
  const locales = stringList(i18n.locales)?.filter(Boolean) ?? [];
  const defaultLocale = str(i18n.defaultLocale) ?? locales[0] ?? 'en';
  const all = locales.includes(defaultLocale) ? locales : [defaultLocale, ...locales];
  const given = isObj(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const localeConfigs = Object.fromEntries(
    all.map((code) => {
      const own = isObj(given[code]) ? given[code] : {};
      const direction = own.direction === 'rtl' || own.direction === 'ltr' ? own.direction : directionOf(code);
      const entry = { label: str(own.label) ?? localeName(code), direction, ...(str(own.htmlLang) ? { htmlLang: str(own.htmlLang) } : {}), ...(str(own.path) ? { path: str(own.path) } : {}) };
      return [code, entry];
    }),
  );
  return { defaultLocale, locales: all, ...(str(i18n.path) ? { path: str(i18n.path) } : {}), localeConfigs };
}

/** The client-redirects plugin's `redirects` list: each `from` (a path or several) to its `to`. */
function clientRedirects(options: Obj): { from: string; to: string }[] {
  const list = Array.isArray(options.redirects) ? options.redirects : [];
  return list.flatMap((entry) => {
    if (!isObj(entry) || !str(entry.to)) return [];
    const from = (Array.isArray(entry.from) ? entry.from : [entry.from]).filter((f): f is string => typeof f === 'string' && f.startsWith('/'));
    return from.map((f) => ({ from: f, to: str(entry.to)! }));
  });
}

/** An icon link's accessible name when the config gives none: the site it leads to (`github.com`). */
function hostOf(href: string | undefined): string | undefined {
  return href && URL.canParse(href) ? new URL(href).hostname.replace(/^www\./, '') : undefined;
}
