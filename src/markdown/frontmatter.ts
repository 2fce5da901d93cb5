import { parseDocument } from 'yaml';
import { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * Tags one page may have: each tag is a page of its own, listing its pages (1,000 tags on one page took 15 s, 10,000
 * did not finish in 3 minutes). Real pages have a handful.
 */
export const MAX_TAGS_PER_PAGE = 100;

const aliasSchema = z.union([z.string().startsWith('/'), z.object({ path: z.string().startsWith('/'), displayed_sidebar: z.null().optional() }).strict()]);

export const frontmatterSchema = z
  .object({
    id: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    sidebar_label: z.string().optional(),
    sidebar_position: z.number().optional(),
    sidebar_class_name: z.string().optional(),
    slug: z.string().optional(),
    /** Docusaurus also takes `{ label, permalink }` objects; docsgen files tags by label. */
    tags: z
      .array(z.union([z.string(), z.object({ label: z.string(), permalink: z.string().optional() }).transform((t) => t.label)]))
      .max(MAX_TAGS_PER_PAGE, `a page may have at most ${MAX_TAGS_PER_PAGE} tags (each tag is a page of its own)`)
      .optional(),
    keywords: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
    image: z.string().optional(),
    hide_table_of_contents: z.boolean().optional(),
    hide_title: z.boolean().optional(),
    displayed_sidebar: z.string().nullable().optional(),
    draft: z.boolean().optional(),
    pagination_next: z.string().nullable().optional(),
    pagination_prev: z.string().nullable().optional(),
    pagination_label: z.string().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    sidebar_custom_props: z.record(z.unknown()).optional(),
    /** `null` hides the edit link of this page. */
    custom_edit_url: z.string().nullable().optional(),
    /** Built and reachable by URL, but left out of the sidebar, search and sitemap. */
    unlisted: z.boolean().optional(),
    last_update: z.object({ date: z.union([z.string(), z.date().transform((d) => d.toISOString())]).optional(), author: z.string().optional() }).optional(),
    /** How the page is parsed: `detect` (by extension, the default), `md` or `mdx`. */
    format: z.enum(['md', 'mdx', 'detect']).optional(),
    /** Extra URLs that show this page (with a canonical link to it). */
    aliases: z.array(aliasSchema).optional(),
  })
  .passthrough();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export interface FrontmatterResult {
  data: Frontmatter;
  /** Lines the frontmatter block takes, including both `---` fences (0 when there is none). */
  lineCount: number;
  diagnostics: Diagnostic[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/** Parses the YAML block at the top of a page. Positions are in the page's own lines. */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  const match = FENCE.exec(source);
  if (!match) return { data: {}, lineCount: 0, diagnostics: [] };
  const yamlText = match[1] ?? '';
  const lineCount = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const diagnostics: Diagnostic[] = [];
  const doc = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: true });
  for (const error of doc.errors) {
    const pos = error.linePos?.[0];
    diagnostics.push({
      severity: 'error',
      code: 'frontmatter-yaml',
      file,
      line: (pos?.line ?? 1) + 1,
      column: pos?.col ?? 1,
      message: `Invalid YAML in frontmatter: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
      hint: 'Check indentation and quoting; values containing ": " or starting with a special character need quotes.',
    });
  }
  if (diagnostics.length) return { data: {}, lineCount, diagnostics };
  let raw: unknown;
  try {
    // Aliases expand here: a bomb of nested aliases, or one that names no anchor, throws.
    raw = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const bomb = /alias count|resource exhaustion/i.test(message);
    return {
      data: {},
      lineCount,
      diagnostics: [
        {
          severity: 'error',
          code: 'frontmatter-yaml',
          file,
          line: 2,
          column: 1,
          message: bomb ? 'Invalid YAML in frontmatter: its aliases expand to too many values (more than 100 alias uses).' : `Invalid YAML in frontmatter: ${message.split('\n')[0]}`,
          hint: bomb ? 'Write the values out instead of nesting aliases (*name) inside aliases.' : 'Every *alias must name an &anchor defined above it.',
        },
      ],
    };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      data: {},
      lineCount,
      diagnostics: [
        {
          severity: 'error',
          code: 'frontmatter-shape',
          file,
          line: 2,
          column: 1,
          message: 'Frontmatter must be a YAML mapping (key: value lines).',
          hint: 'Write one `key: value` per line between the `---` fences.',
        },
      ],
    };
  }
  const parsed = frontmatterSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const line = lineOfKey(yamlText, key);
      diagnostics.push({
        severity: 'error',
        code: 'frontmatter-field',
        file,
        line: line + 1,
        column: 1,
        message: `Frontmatter field \`${issue.path.join('.')}\`: ${issue.message}`,
        hint: issue.code === 'too_big' && key === 'tags' ? 'Keep the tags that say what the page is about; tags are for finding related pages.' : hintForKey(key),
      });
    }
    return { data: {}, lineCount, diagnostics };
  }
  return { data: parsed.data, lineCount, diagnostics };
}

function lineOfKey(yamlText: string, key: string): number {
  const index = yamlText.split(/\r?\n/).findIndex((l) => l.startsWith(`${key}:`));
  return index >= 0 ? index + 1 : 1;
}

function hintForKey(key: string): string {
  switch (key) {
    case 'tags':
    case 'keywords':
      return `Write \`${key}\` as a list: ${key}: [one, two]`;
    case 'sidebar_position':
      return 'Use a number, e.g. sidebar_position: 3';
    case 'aliases':
      return 'Write aliases as a list of absolute routes: aliases: ["/old/route"]';
    default:
      return 'See the frontmatter reference in the README.';
  }
}
