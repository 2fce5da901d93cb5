import { z } from 'zod';

/** A key path into a config's evaluated value: `['presets', 0, 1, 'docs', 'remarkPlugins', 2]`. */
/**
 * A locale's code, or its folder (`localeConfigs.*.path`): one folder name, since each names a folder
 * of the output and of the translations, so a `/`, a `..` or a control character would leave them.
 */
const folderName = z.string().superRefine((name, ctx) => {
  const problem = name.trim() === '' ? 'is empty' : /[/\\\p{Cc}]/u.test(name) ? 'holds a "/", a "\\" or a control character' : name === '.' || name === '..' ? 'is "." or ".."' : undefined;
  if (problem) ctx.addIssue({ code: 'custom', message: `is ${JSON.stringify(name)}, which ${problem}; it names a folder of the output and of the translations, so it must be one folder name` });
});
const KEY_PATH = z.array(z.union([z.string(), z.number()]));

/** Severity of a whole-site check (broken links, anchors, duplicate routes). */
export const severitySchema = z.enum(['ignore', 'warn', 'throw']);

const isAbsoluteUrl = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value) && URL.canParse(value);

const linkTarget = {
  /** An internal route, e.g. `/security/`. The base URL is prefixed when rendered. (An absolute URL moves to `href`, as Docusaurus reads it.) */
  to: z.string().startsWith('/', 'a route of this site starting with "/", or an absolute URL').optional(),
  /** An external URL, e.g. `https://example.com`, or a path on this host used as written (`/openapi`: no base URL added), as Docusaurus takes it. */
  href: z
    .string()
    .refine((v) => isAbsoluteUrl(v) || v.startsWith('/'), 'href is an absolute URL (https://…) or a path on this host starting with "/"; use `to` for a route of this site')
    .optional(),
};

/** Docusaurus takes `to: "https://…"` as an external link: so does docsgen, by reading it as `href`. */
const externalTo = (item: unknown): unknown => {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const { to, href } = item as { to?: unknown; href?: unknown };
  if (typeof to !== 'string' || href !== undefined || !isAbsoluteUrl(to)) return item;
  const { to: _moved, ...rest } = item as Record<string, unknown>;
  return { ...rest, href: to };
};

const linkItemSchema = z
  .object({
    type: z.literal('link'),
    /** The link's text; may be empty for an icon link drawn by `className` (a GitHub or Discord icon from the site's CSS). */
    label: z.string().default(''),
    position: z.enum(['left', 'right']).default('left'),
    /** Classes of the link, e.g. `header-github-link`, which the site's CSS draws as an icon. */
    className: z.string().optional(),
    /** The link's accessible name when its label is empty or says too little. */
    ariaLabel: z.string().optional(),
    ...linkTarget,
    /** A doc by id, or the first doc of a sidebar (Docusaurus's `doc` and `docSidebar` items): the plan fills `to`. */
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    /** The docs plugin instance whose doc or sidebar `docId`/`sidebarId` name (Docusaurus's `docsPluginId`); absent: the default one. */
    docsPluginId: z.string().optional(),
  })
  .strict();

const dropdownItemSchema = z
  .object({
    type: z.literal('dropdown'),
    label: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
    items: z.array(z.preprocess(externalTo, z.object({ label: z.string().min(1), ...linkTarget }).strict())).min(1),
  })
  .strict();

/** Raw HTML in the navbar (Docusaurus's `html` item), e.g. a badge or a small logo. */
const htmlItemSchema = z.object({ type: z.literal('html'), value: z.string(), position: z.enum(['left', 'right']).default('left'), className: z.string().optional() }).strict();

const builtinItem = <T extends string>(type: T) => z.object({ type: z.literal(type), position: z.enum(['left', 'right']).default('right') }).strict();

export const NAVBAR_ITEM_TYPES = ['link', 'dropdown', 'html', 'search', 'localeDropdown', 'docsVersionDropdown', 'colorModeToggle'] as const;

/** A navbar item without `type` is a link, as in Docusaurus. */
const withDefaultType = (item: unknown): unknown => externalTo(item && typeof item === 'object' && !('type' in item) ? { ...item, type: 'link' } : item);

const navbarItemSchema = z.preprocess(
  withDefaultType,
  z.discriminatedUnion('type', [
    linkItemSchema,
    dropdownItemSchema,
    htmlItemSchema,
    builtinItem('search'),
    builtinItem('localeDropdown'),
    builtinItem('docsVersionDropdown'),
    builtinItem('colorModeToggle'),
  ]),
);

/** Exactly one of `to` and `href` on every link-like object. */
function checkLinkTargets(value: { to?: string; href?: string }, ctx: z.RefinementCtx, path: (string | number)[]): void {
  if (Boolean(value.to) === Boolean(value.href)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: 'give exactly one of `to` (internal route) or `href` (external URL)' });
  }
}

const footerLinkSchema = z.preprocess(externalTo, z.object({ label: z.string().min(1), ...linkTarget }).strict());

/** One version of the docs: its folder, its URL prefix, its sidebars and what readers are told about it. */
const docVersionSchema = z
  .object({
    /**
     * `current` (the content folder being written) or a released version's name, e.g. `1.0.0`; a version
     * of another docs plugin instance than the default carries its id: `community/current`.
     */
    name: z.string().min(1),
    /**
     * The Docusaurus docs plugin instance (its `id`) the version belongs to: `default` for the preset's
     * docs (and docsgen's own). Each instance has its own folder, routes, sidebars, tags and versions,
     * and the version menu, banners and badges compare a version only with its instance's others.
     */
    plugin: z
      .string()
      .regex(/^[\w-]+$/, 'a docs plugin id is letters, digits, "_" and "-"')
      .default('default'),
    /** Shown in the version dropdown, the badge and the banners, e.g. `Next` or `1.0.0`. */
    label: z.string().min(1),
    /** The version's docs folder, relative to the site root, e.g. `versioned_docs/version-1.0.0`. */
    contentDir: z.string().min(1),
    /** Where its pages are served, starting and ending with "/", e.g. `/docs/1.0.0/` (the last version: `/docs/`). */
    routeBasePath: z.string().regex(/^\/(.*\/)?$/, 'a version\'s routeBasePath starts and ends with "/"'),
    /** Its `sidebars.js` or versioned sidebars JSON (absolute path); absent: generated from its folders; `false`: none. */
    sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
    /** The banner above its pages: none, "unreleased documentation" or "no longer actively maintained". */
    banner: z.enum(['none', 'unreleased', 'unmaintained']).default('none'),
    /** Shows "Version: <label>" above its pages. */
    badge: z.boolean().default(false),
    /** The latest released version, which the banners and the dropdown send readers to. */
    isLast: z.boolean().default(false),
    /** Asks search engines not to index its pages. */
    noIndex: z.boolean().default(false),
  })
  .strict();

export type DocVersion = z.output<typeof docVersionSchema>;

export const configSchema = z
  .object({
    /** Site title, shown in the navbar and every `<title>`. */
    title: z.string().min(1),
    /** Between a page's title and the site's in `<title>` (Docusaurus's `titleDelimiter`): `Install | Acme`. */
    titleDelimiter: z.string().default('|'),
    /** One-line description of the site; used on the home page and as the default meta description. */
    tagline: z.string().default(''),
    /**
     * The site's own data for its components (Docusaurus's `customFields`), read by `useDocusaurusContext().siteConfig.customFields`.
     * It goes into every page's data, so keep it small.
     */
    customFields: z.record(z.unknown()).default({}),
    /**
     * Data the site's components read by plugin name, then instance id (Docusaurus's global data:
     * `usePluginData('releases')`, `@generated/globalData`). A Docusaurus project's own plugins give it
     * (their `setGlobalData`). Written once per site as one module the browser loads before hydrating.
     */
    globalData: z.record(z.record(z.unknown())).default({}),
    /** Production origin, e.g. `https://docs.example.com` (no path). Used for canonical links and the sitemap. */
    url: z
      .string()
      .url()
      .refine((u) => URL.canParse(u) && new URL(u).pathname === '/', 'url is an origin only: put the path in `baseUrl`'),
    /** Path the site is served under; starts and ends with `/`. */
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'baseUrl starts and ends with "/", e.g. "/" or "/docs/"')
      .default('/'),
    /**
     * Docusaurus's `trailingSlash`: `true` gives every route a trailing slash, `false` takes it off (the
     * home page keeps `/`), absent leaves routes as their files make them (`a/index.md` is `/a/`).
     */
    trailingSlash: z.boolean().optional(),
    /** Favicon path inside `static/`. */
    favicon: z.string().optional(),
    contentDir: z.string().default('content'),
    staticDir: z.string().default('static'),
    themeDir: z.string().default('theme'),
    /**
     * The project's own `@theme/*` components, which its pages' imports (and `docs.contentWrapper`) find
     * before docsgen's: Docusaurus's swizzled components in `src/theme`. Absent: the theme folder.
     */
    swizzleDir: z.string().optional(),
    /** The `@theme/*` import paths the swizzle folder provides (found when the config loads), which pages may import. */
    swizzled: z.array(z.string()).default([]),
    /**
     * Page-shell components the project replaces with its own (Docusaurus's swizzled `@theme/DocVersionBanner`,
     * `@theme/DocVersionBadge`, `@theme/DocCard` on generated indexes, `@theme/DocPaginator`): rendered in place of the theme's on every page that shows one.
     */
    shellComponents: z.array(z.enum(['DocVersionBanner', 'DocVersionBadge', 'DocCard', 'DocPaginator'])).default([]),
    /**
     * Stylesheets loaded after the theme's, in this order (Docusaurus's `theme.customCss`), as paths
     * from the site root. They may style anything and set Infima's `--ifm-*` variables (primary colour,
     * fonts, background), which the theme's colours and fonts follow.
     */
    customCss: z.array(z.string()).default([]),
    /**
     * Stylesheets every page links in its `<head>` after the theme's (Docusaurus's `stylesheets`): a URL,
     * or the attributes of the `<link>` (`href` and others, such as `integrity` and `crossorigin`).
     */
    stylesheets: z.array(z.union([z.string().min(1), z.record(z.string(), z.union([z.string(), z.boolean()])).refine((a) => typeof a.href === 'string', 'a stylesheet needs an href')])).default([]),
    /**
     * Scripts every page loads in its `<head>` (Docusaurus's `scripts`): a URL, or the attributes of the
     * `<script>` (`src` and others, such as `async` and `defer`).
     */
    scripts: z.array(z.union([z.string().min(1), z.record(z.string(), z.union([z.string(), z.boolean()])).refine((a) => typeof a.src === 'string', 'a script needs a src')])).default([]),
    outDir: z.string().default('build'),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('dark'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({}),
    navbar: z
      .object({
        title: z.string().optional(),
        logo: z
          .object({
            alt: z.string(),
            /** Path inside `static/` (or a URL). */
            src: z.string(),
            /** The logo shown in dark mode, when it differs (a white logo for a dark navbar). */
            srcDark: z.string().optional(),
            /**
             * The logo's size as `<img>` attributes. Unset, the image's own size scaled to the navbar's
             * logo height (32 px) is filled in when the config loads, so the page reserves its place.
             */
            width: z.union([z.number().positive(), z.string().min(1)]).optional(),
            height: z.union([z.number().positive(), z.string().min(1)]).optional(),
            /** Inline style of the image, as in Docusaurus (`{ borderRadius: '50%' }`). */
            style: z.record(z.union([z.string(), z.number()])).optional(),
            /** Where the logo leads (default: the home page). */
            href: z.string().optional(),
            className: z.string().optional(),
          })
          .strict()
          .optional(),
        hideOnScroll: z.boolean().default(true),
        items: z.array(navbarItemSchema).default([]),
      })
      .strict()
      .default({}),
    footer: z
      .object({
        style: z.enum(['light', 'dark']).default('dark'),
        links: z.array(z.object({ title: z.string(), items: z.array(footerLinkSchema) }).strict()).default([]),
        copyright: z.string().default(''),
      })
      .strict()
      .default({}),
    algolia: z
      .object({
        appId: z.string().min(1),
        /** The public, search-only key. Never the admin key. */
        apiKey: z.string().min(1),
        indexName: z.string().min(1),
        contextualSearch: z.boolean().default(true),
        maxResultsPerGroup: z.number().int().positive().default(5),
        insights: z.boolean().default(false),
        /**
         * Hosts to query instead of Algolia's, e.g. `['https://search-proxy.example.com']` or a
         * `docsgen preview` / `docsgen serve` URL, which answer Algolia's multi-query API from the local index.
         */
        hosts: z.array(z.string().url()).min(1).optional(),
      })
      .strict()
      .optional(),
    search: z
      .object({
        /** `local`: a static index built with the site; `algolia`: the hosted index configured in `algolia`. */
        provider: z.enum(['local', 'algolia']).default('local'),
        maxResultsPerGroup: z.number().int().positive().default(5),
        placeholder: z.string().default('Search docs'),
        /**
         * Words or phrases that mean the same, each group led by the form the pages use, e.g.
         * `[['logout', 'log out', 'sign out'], ['sso', 'single sign on']]`: a query with any of them finds the first.
         */
        synonyms: z.array(z.array(z.string().min(1)).min(2)).default([]),
        /** URL of the search-insights script; analytics events are only sent when set. */
        insightsScript: z.string().url().optional(),
        /**
         * Where the no-results screen's 'Let us know' link goes, e.g.
         * `https://github.com/org/docs/issues/new?title=Search:+{query}` (`{query}` is replaced by the query).
         */
        missingResultsUrl: z.string().url().optional(),
      })
      .strict()
      .default({}),
    analytics: z
      .object({ domain: z.string().min(1), script: z.string().url() })
      .strict()
      .optional(),
    chatbot: z
      .object({ stylesheet: z.string().url(), module: z.string().url(), title: z.string().min(1), buttonLabel: z.string().default('Ask AI') })
      .strict()
      .optional(),
    versions: z
      .object({
        lastVersion: z.string().default('current'),
        current: z
          .object({ label: z.string().default('Next') })
          .strict()
          .default({}),
      })
      .strict()
      .default({}),
    /**
     * Languages, as Docusaurus's `i18n`: the default locale is served at the base URL, every other one
     * under its own folder (`/fr/`), each a whole site built from the same sources with the translated
     * files of `<path>/<locale>/` taking the place of the originals where they exist:
     * `docusaurus-plugin-content-docs/current/` (docs), `.../version-X/` (a version's docs),
     * `docusaurus-plugin-content-blog/`, `docusaurus-plugin-content-pages/`, and the strings of
     * `code.json`, `docusaurus-theme-classic/navbar.json` and `footer.json`, and `current.json` (sidebar labels).
     */
    i18n: z
      .object({
        defaultLocale: folderName.default('en'),
        locales: z.array(folderName).min(1).default(['en']),
        /** The translations' folder, relative to the site root. */
        path: z.string().default('i18n'),
        localeConfigs: z
          .record(
            z
              .object({
                label: z.string(),
                /** Default: the way its script is written (right to left for Arabic, Hebrew, Persian, Urdu...). */
                direction: z.enum(['ltr', 'rtl']).optional(),
                /** `<html lang>` and `hreflang` (default: the locale's code). */
                htmlLang: z.string().optional(),
                /** Its folder in the output and the URLs (default: the locale's code). */
                path: z.preprocess((p) => (typeof p === 'string' ? p.replace(/^\/+|\/+$/g, '') : p), folderName).optional(),
              })
              .strict(),
          )
          .default({ en: { label: 'English', direction: 'ltr' } }),
        /** The locale this config builds; the loader sets it (the default locale unless one is asked for). */
        currentLocale: z.string().optional(),
        /** Translated strings by id (`code.json`): what `<Translate id>` and `translate()` show; the loader fills it from `<path>/<locale>/code.json`. */
        messages: z.record(z.string()).default({}),
        /** Each docs version's translated sidebar labels and version label (`current.json`, `version-1.0.0.json`), by version name; the loader fills it. */
        docsMessages: z.record(z.record(z.string())).default({}),
      })
      .strict()
      .refine((i18n) => i18n.locales.includes(i18n.defaultLocale), { message: 'defaultLocale must be one of the locales' })
      .default({}),
    toc: z
      .object({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) })
      .strict()
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel')
      .default({}),
    onBrokenLinks: severitySchema.default('warn'),
    onBrokenAnchors: severitySchema.default('warn'),
    onDuplicateRoutes: severitySchema.default('warn'),
    announcementBar: z
      .object({ id: z.string().min(1), content: z.string().min(1), isCloseable: z.boolean().default(true) })
      .strict()
      .optional(),
    mermaid: z.boolean().default(true),
    sidebar: z
      .object({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) })
      .strict()
      .default({}),
    /**
     * A 1200×630 social card (PNG) per page for `og:image`, drawn at build time and cached by content.
     * Off by default: a cold build spends about 9 ms of CPU a card (a warm build none).
     */
    socialCards: z.boolean().default(false),
    markdown: z
      .object({
        /** Largest page, in bytes of Markdown: a bigger one is an error (it would take minutes and gigabytes). */
        maxPageBytes: z
          .number()
          .int()
          .positive()
          .default(1024 * 1024),
        /**
         * Raw HTML in `.md` pages is passed to the page as CommonMark says (and Docusaurus and VitePress
         * do). `false` shows it as text: for sites that build contributions they do not trust.
         */
        rawHtml: z.boolean().default(true),
        /**
         * `:::note Title` (the MDX 1 way of titling an admonition) read as `:::note[Title]`, as Docusaurus 3
         * does by default. `false` leaves such a line as text, as Docusaurus does with `future.v4` or
         * `markdown.mdx1Compat.admonitions: false`.
         */
        legacyAdmonitionTitles: z.boolean().default(true),
        /**
         * How `.md` and `.mdx` files are read: `detect` by extension (`.md` CommonMark, `.mdx` MDX; docsgen's
         * default), `mdx` every file as MDX (Docusaurus 3's default), `md` every file as CommonMark. A page's
         * `format` frontmatter wins.
         */
        format: z.enum(['detect', 'mdx', 'md']).default('detect'),
        /**
         * A package a page imports that is not installed: `error` (the page fails), or `stand-in` (it renders
         * its children only, with one warning per package; Docusaurus projects built without `npm install`).
         */
        missingPackages: z.enum(['error', 'stand-in']).default('error'),
        /**
         * `$…$` and `$$…$$` are math, as remark-math reads them (a Docusaurus project whose
         * `remarkPlugins` include remark-math gets it): the TeX is kept as written, in
         * `code.language-math`, never read as MDX expressions. Pages are then read by the remark parser.
         */
        math: z.boolean().default(false),
        /**
         * Which parser reads Markdown and MDX. `satteri` (the default) is a native parser, tens of
         * times faster; `remark` is remark-parse with micromark's extensions, the reference: both give
         * the same pages byte for byte. A Docusaurus project whose remark plugins add syntax (a
         * micromark extension, such as remark-math) is read with `remark`.
         */
        parser: z.enum(['satteri', 'remark']).default('satteri'),
        /**
         * The project's own remark and rehype plugins (a Docusaurus project's `remarkPlugins`,
         * `rehypePlugins`, and their `beforeDefault…` forms), run after docsgen's own in that order.
         * Set by the config loader, not written by hand: `module` is the project's config compiled to
         * one CommonJS file (absolute path; its packages load from the project's `node_modules`), and
         * each entry gives the key paths of a plugin's function and of its options in the value it exports.
         */
        plugins: z
          .object({
            module: z.string(),
            /** The folder the config's code sees as its working folder when it runs again (the site root). */
            cwd: z.string(),
            remark: z.array(z.object({ plugin: KEY_PATH, options: KEY_PATH.optional() }).strict()),
            rehype: z.array(z.object({ plugin: KEY_PATH, options: KEY_PATH.optional() }).strict()),
          })
          .strict()
          .optional(),
      })
      .strict()
      .default({}),
    /**
     * Routes served by something docsgen does not build (a Docusaurus project's blog index): links to
     * them are not reported as broken. Each entry is a route; `/blog` covers `/blog` and `/blog/`.
     */
    knownRoutes: z.array(z.string().startsWith('/')).default([]),
    /**
     * Old URLs that lead on to a page (Docusaurus's client-redirects plugin): each `from` route gets a
     * small page that sends readers (and search engines, through its canonical link) to `to`, a route of
     * this site or an absolute URL. A `from` a page already has is left to that page.
     */
    redirects: z.array(z.object({ from: z.string().startsWith('/'), to: z.string().min(1) }).strict()).default([]),
    /** Where the docs are served and how their sidebars are made (a Docusaurus project's docs options map here). */
    docs: z
      .object({
        /** URL prefix of every content page, starting and ending with `/` (Docusaurus's `routeBasePath`: `/docs/`). */
        routeBasePath: z
          .string()
          .regex(/^\/(.*\/)?$/, 'routeBasePath starts and ends with "/"')
          .default('/'),
        /** How files become ids and URLs: docsgen's (paths as written) or Docusaurus's (number prefixes stripped, `id` renames). */
        style: z.enum(['docsgen', 'docusaurus']).default('docsgen'),
        /**
         * How links are followed: `exact` (a `.md` link from the page's folder, a route as written) or
         * `docusaurus` (a `.md` link also from the docs root and the site folder, a route with or without
         * its trailing slash), as Docusaurus follows them.
         */
        linkResolution: z.enum(['exact', 'docusaurus']).default('exact'),
        /** Without a sidebars file: docsgen's `folders` sidebar, or Docusaurus's one `autogenerated` sidebar of the docs folder. */
        defaultSidebar: z.enum(['folders', 'autogenerated']).default('folders'),
        /** A large folder without an index page gets a generated overview page (docsgen's); Docusaurus projects get only the pages Docusaurus makes. */
        categoryOverviews: z.boolean().default(true),
        /** Categories of generated sidebars start collapsed. */
        sidebarCollapsed: z.boolean().default(true),
        /** A `sidebars.js` file (absolute path); absent: one sidebar generated from the folders. `false`: no sidebar. */
        sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
        /** Strip Docusaurus number prefixes (`01-intro.md` → `intro`) from URLs, ids and labels; the prefix still orders the sidebar. */
        numberPrefixes: z.boolean().default(false),
        /**
         * What a page without a title or heading is called: an `index` page takes its folder's name
         * (`guides/index.md` is "guides", docsgen's), or every page its file's name (`index`, as Docusaurus does).
         */
        untitledIndex: z.enum(['folder', 'file']).default('folder'),
        /**
         * A component every doc page's content is rendered inside, as an import path (Docusaurus's swizzled
         * `@theme/DocItem/Content`, which adds its own elements around the Markdown). Absent: none.
         */
        contentWrapper: z.string().optional(),
        /** Admonition keywords besides the built-in ones (Docusaurus's `admonitions.keywords`). */
        admonitionKeywords: z.array(z.string().regex(/^[\w-]+$/)).default([]),
        /** A tag's URL segment: its name `as-written`, or `kebab-case` as Docusaurus makes it (`Public networks` → `public-networks`). */
        tagSlugs: z.enum(['as-written', 'kebab-case']).default('as-written'),
        /**
         * The docs' versions, newest first (Docusaurus's versioned docs: `versions.json`, filled in when a
         * Docusaurus config loads). Empty: one version, `contentDir` served at `routeBasePath`.
         */
        versions: z.array(docVersionSchema).default([]),
        /** A page without `description` frontmatter is described by its first line of prose (Docusaurus's excerpt): cards, tag pages, meta description. */
        excerptDescriptions: z.boolean().default(false),
        /** Each page shows when its file was last committed (git), or its `last_update.date` (Docusaurus's `showLastUpdateTime`). */
        showLastUpdateTime: z.boolean().default(false),
        /** Each page shows who last committed its file (git), or its `last_update.author` (`showLastUpdateAuthor`). */
        showLastUpdateAuthor: z.boolean().default(false),
        /** Pages to read, as globs from each docs folder (Docusaurus's `include`); default: every `.md` and `.mdx`. */
        include: z.array(z.string().min(1)).default(['**/*.{md,mdx}']),
        /** Pages to leave out, as globs from each docs folder (Docusaurus's `exclude`); `_`-prefixed files and folders are partials either way. */
        exclude: z.array(z.string().min(1)).default([]),
        /** How a category's generated page shows its items: `docsgen` cards, or `docusaurus` cards (icons, "N items" for a category). */
        cards: z.enum(['docsgen', 'docusaurus']).default('docsgen'),
      })
      .strict()
      .default({}),
    /**
     * A folder of standalone pages, relative to the site root (Docusaurus's `src/pages`): React components
     * (`.js`, `.jsx`, `.ts`, `.tsx`, default export) and `.md`/`.mdx` pages, each at the route of its path
     * (`index` is the folder's own route), shown without the docs' sidebar. Absent: none.
     */
    pagesDir: z.string().optional(),
    /**
     * A blog, as Docusaurus's blog plugin makes it (off when absent): posts from `path` (`.md`/`.mdx`,
     * dated by frontmatter `date` or a `2021-08-26-` file or folder name), list pages of `postsPerPage`
     * posts at `routeBasePath` (`/blog`, `/blog/page/2`), tag pages, the archive, author pages from
     * `authors.yml`, feeds (`rss.xml`, `atom.xml`, `feed.json`), and a sidebar of the latest posts.
     * e.g. `blog: { path: 'blog', title: 'News' }`.
     */
    blog: z
      .object({
        /** The posts' folder, relative to the site root. */
        path: z.string().default('blog'),
        routeBasePath: z.string().default('blog'),
        title: z.string().default('Blog'),
        description: z.string().default('Blog'),
        postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
        blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
        blogSidebarTitle: z.string().default('Recent posts'),
        showReadingTime: z.boolean().default(true),
        /** Authors by key, relative to the blog folder. */
        authorsMapPath: z.string().default('authors.yml'),
        /** Predefined tags, relative to the blog folder; `false`: none. */
        tags: z.union([z.string(), z.literal(false)]).default('tags.yml'),
        /** `null`: no archive page. */
        archiveBasePath: z.string().nullable().default('archive'),
        tagsBasePath: z.string().default('tags'),
        authorsBasePath: z.string().default('authors'),
        feedOptions: z
          .object({
            type: z.array(z.enum(['rss', 'atom', 'json'])).default(['rss', 'atom']),
            title: z.string().optional(),
            description: z.string().optional(),
            copyright: z.string().optional(),
            language: z.string().optional(),
            /** Style sheets (`rss.xsl`, `atom.xsl` and their CSS) beside the feeds, so a browser shows them as a page. */
            xslt: z.boolean().default(false),
            /** Posts per feed, newest first; `false`: all. */
            limit: z.union([z.number().int().positive(), z.literal(false)]).default(20),
          })
          .strict()
          .default({}),
        /** Base of the "Edit this page" link of posts; the post's path is appended. */
        editUrl: z.string().url().optional(),
        /** Report tags not in the tags file, authors written in the frontmatter, posts without a truncate marker. */
        onInlineTags: severitySchema.default('ignore'),
        onInlineAuthors: severitySchema.default('ignore'),
        onUntruncatedBlogPosts: severitySchema.default('ignore'),
      })
      .strict()
      .optional(),
    /** Base of the "Edit this page" link; the content file's path is appended. */
    editUrl: z.string().url().optional(),
    /** Community links shown in the navbar (icons) and footer. */
    socialLinks: z.array(z.object({ label: z.string(), href: z.string().url(), icon: z.enum(['discord', 'linkedin', 'youtube', 'github', 'x']) }).strict()).default([]),
  })
  .strict()
  .superRefine((config, ctx) => {
    config.navbar.items.forEach((item, i) => {
      if (item.type === 'link' && !item.docId && !item.sidebarId) checkLinkTargets(item, ctx, ['navbar', 'items', i]);
      if (item.type === 'link' && !item.label && !item.className)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['navbar', 'items', i, 'label'], message: 'a navbar link needs a label, or a className that draws it (an icon link)' });
      if (item.type === 'dropdown') item.items.forEach((sub, j) => checkLinkTargets(sub, ctx, ['navbar', 'items', i, 'items', j]));
    });
    config.footer.links.forEach((column, i) => column.items.forEach((link, j) => checkLinkTargets(link, ctx, ['footer', 'links', i, 'items', j])));
  });

/** What an author writes in `site.config.ts`. */
export type SiteConfigInput = z.input<typeof configSchema>;
/** What the engine reads: validated, defaults applied. */
export type SiteConfig = z.output<typeof configSchema>;
export type Severity = z.output<typeof severitySchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
