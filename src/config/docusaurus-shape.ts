import { z } from 'zod';
import { toConfigIssues, type ConfigIssue } from './format-issues.js';

/**
 * The types a Docusaurus config must have where docsgen reads it, checked before it is mapped:
 * a wrong type is a refusal with its key path (as Docusaurus's own validation refuses it), never a
 * crash in the mapping. Objects pass other keys through: what docsgen does not read is named as
 * ignored later, not refused.
 */
const loose = <T extends z.ZodRawShape>(shape: T) => z.object(shape).passthrough();
const list = z.array(z.unknown());
const text = z.string();

const navbarItem = loose({ label: text.optional(), to: text.optional(), href: text.optional(), type: text.optional(), items: z.array(z.unknown()).optional() });
const footerColumn = loose({ title: text.nullable().optional(), items: z.array(loose({ label: text.optional(), to: text.optional(), href: text.optional() })).optional() });

const docusaurusShape = loose({
  title: text,
  url: text,
  baseUrl: text.optional(),
  tagline: text.optional(),
  favicon: text.optional(),
  trailingSlash: z.boolean().optional(),
  presets: list.optional(),
  plugins: list.optional(),
  themes: list.optional(),
  staticDirectories: z.array(text).optional(),
  i18n: loose({ defaultLocale: text.optional(), locales: z.array(text).optional() }).optional(),
  markdown: loose({}).optional(),
  themeConfig: loose({
    navbar: loose({ title: text.optional(), items: z.array(navbarItem).optional(), logo: loose({ src: text.optional(), alt: text.optional() }).optional() }).optional(),
    footer: loose({ links: z.array(z.unknown()).optional(), copyright: text.optional(), style: text.optional() }).optional(),
    colorMode: loose({}).optional(),
    announcementBar: loose({ id: text.optional(), content: text.optional() }).optional(),
    tableOfContents: loose({ minHeadingLevel: z.number().optional(), maxHeadingLevel: z.number().optional() }).optional(),
  }).optional(),
});

/** The preset's options (`['classic', { docs: {...} }]`), where docsgen reads the docs options. */
const presetEntry = z.union([text, z.tuple([z.unknown()]).rest(z.unknown())]);
const docsOptions = loose({ path: text.optional(), routeBasePath: text.optional(), sidebarPath: z.union([text, z.literal(false)]).optional() });

/** Issues of one part of the config, with their key paths from the config's root. */
function issuesAt(schema: z.ZodTypeAny, value: unknown, at: (string | number)[], config: unknown): ConfigIssue[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : toConfigIssues(
        result.error.issues.map((e) => ({ ...e, path: [...at, ...e.path] })),
        config,
      );
}

export function docusaurusShapeIssues(config: unknown): ConfigIssue[] {
  const issues = issuesAt(docusaurusShape, config, [], config);
  // A footer entry is a column (`{ title, items }`) or, in the simple footer, a link itself.
  const links = (config as { themeConfig?: { footer?: { links?: unknown } } } | undefined)?.themeConfig?.footer?.links;
  if (Array.isArray(links))
    links.forEach((entry, i) => {
      const isColumn = entry !== null && typeof entry === 'object' && 'items' in entry;
      issues.push(...issuesAt(isColumn ? footerColumn : navbarItem, entry, ['themeConfig', 'footer', 'links', i], config));
    });
  const presets = (config as { presets?: unknown }).presets;
  if (Array.isArray(presets)) {
    presets.forEach((preset, i) => {
      const entry = presetEntry.safeParse(preset);
      if (!entry.success) return void issues.push(...issuesAt(presetEntry, preset, ['presets', i], config));
      const options = Array.isArray(preset) ? (preset[1] as { docs?: unknown } | undefined) : undefined;
      if (options && (typeof options !== 'object' || options === null))
        return void issues.push({ path: `presets[${i}][1]`, message: `is ${JSON.stringify(options)}; accepted: an object of preset options`, fix: 'e.g. { docs: { sidebarPath: "./sidebars.js" } }' });
      if (options?.docs === undefined || options.docs === false) return;
      issues.push(...issuesAt(docsOptions, options.docs, ['presets', i, 1, 'docs'], config));
    });
  }
  return issues;
}
