import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { stripPathNumberPrefixes } from '../content/number-prefix.js';
import type { SourceFile } from '../content/source-file.js';
import type { CompiledDoc } from './compiled-doc.js';
import { parseFrontmatter } from './frontmatter.js';
import { excerptOf } from './excerpt.js';
import { escapeHeadingIds, htmlCommentsToMdx, unwrapMdxCodeBlocks } from './mdx-compat.js';
import { mdxErrorToDiagnostic } from './mdx-errors.js';
import { normaliseAdmonitionTitles, remarkAdmonitions } from './remark-admonitions.js';
import { remarkHeadingIds } from './remark-heading-ids.js';
import { remarkLinks } from './remark-links.js';
import { DEFAULT_MAX_PAGE_BYTES, pageLimitProblems } from './page-limits.js';
import { remarkMdxComponents } from './remark-mdx-components.js';
import { remarkMdxImports } from './remark-mdx-imports.js';
import { compileMdxGuarded } from './compile-mdx-guarded.js';
import { PageLimitError, remarkNestingLimit } from './remark-nesting-limit.js';
import { remarkMdxExpressions } from './remark-mdx-expressions.js';
import { remarkNpm2Yarn } from './remark-npm2yarn.js';
import { supportedModulesHint } from '../shared/docusaurus-modules.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeSafeUrls } from './rehype-safe-urls.js';
import { remarkEscapeHtml } from './remark-escape-html.js';
import { remarkMarkdownTwin } from './remark-markdown-twin.js';
import { rehypeHeadingLinks } from './rehype-heading-links.js';
import { rehypeSearchSections } from './rehype-search-sections.js';
import './vfile-data.js';
import { diagnosticsOfMessages } from './page-messages.js';
import type { ParserName } from '../parse/parse.js';
import { parserPlugin } from '../parse/unified-parser.js';
import { ProjectPluginError, projectPlugins, type ProjectPlugins, type ProjectPluginsRef } from './project-plugins.js';

/** Everything compiling a page depends on besides its own text; part of the cache key. */
export interface CompileOptions {
  contentDir: string;
  /** Every docs folder (each version's), relative to the site root, when there are several. */
  contentDirs?: readonly string[];
  /** A page without `description` frontmatter is described by its excerpt (Docusaurus's rule). */
  excerptDescriptions?: boolean;
  /** The static folder relative to the site root: images may be linked from there too. */
  staticDir?: string;
  tocMin: number;
  tocMax: number;
  /** Components the theme provides to MDX without an import. */
  mdxComponents: readonly string[];
  /** Largest page in bytes (default 1 MB). */
  maxPageBytes?: number;
  /** `false`: raw HTML in `.md` pages is shown as text (sites that build untrusted contributions). */
  rawHtml?: boolean;
  /** Admonition keywords besides the built-in ones (Docusaurus's `admonitions.keywords`). */
  admonitionKeywords?: readonly string[];
  /** `false`: `:::note Title` is not read as a titled admonition (Docusaurus's `future.v4`). */
  legacyAdmonitionTitles?: false;
  /** `@theme/*` modules the site provides itself (swizzled components), allowed besides docsgen's own. */
  themeModules?: readonly string[];
  /** Docusaurus number prefixes (`01-intro.md`) are left out of the title a file name gives. */
  numberPrefixes?: boolean;
  /** `file`: a page without a title or heading is named by its file even when that is `index` (Docusaurus); absent: an index page by its folder. */
  untitledIndex?: 'file';
  /** The site's `markdown.format`: absent is `detect` (by extension). */
  format?: 'md' | 'mdx';
  /** Which parser reads the page (`markdown.parser`, settled at config load); satteri when unset. */
  parser?: ParserName;
  /** TeX between dollars is math (`markdown.math`), shown as its TeX in `code.language-math`. */
  math?: boolean;
  /** The project's own remark and rehype plugins (`markdown.plugins`), run after docsgen's. */
  projectPlugins?: ProjectPluginsRef;
}

/** docsgen's transformers; the syntax they read (GFM, frontmatter, directives, MDX) is the parser's, see src/parse. */
function remarkPlugins(options: CompileOptions, mdx: boolean): PluggableList {
  return [
    remarkNestingLimit,
    [remarkNpm2Yarn, { mdx }],
    [remarkAdmonitions, { keywords: options.admonitionKeywords ?? [] }],
    [remarkHeadingIds, { tocMin: options.tocMin, tocMax: options.tocMax }],
    [remarkLinks, { contentDir: options.contentDir, contentDirs: options.contentDirs, staticDir: options.staticDir }],
    remarkMarkdownTwin,
  ];
}

const rehypePlugins: PluggableList = [rehypeSafeUrls, rehypeCodeBlocks, rehypeHeadingLinks, rehypeSearchSections];

const processors = new Map<string, ReturnType<typeof markdownProcessor>>();

function markdownProcessor(options: CompileOptions, project: ProjectPlugins) {
  return unified()
    .use(parserPlugin, { format: 'md', parser: options.parser, math: options.math, syntax: project.syntax })
    .use(remarkPlugins(options, false))
    .use(project.remark)
    .use(options.rawHtml === false ? [remarkEscapeHtml] : [])
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(withProjectRehype(project))
    .freeze();
}

const NO_PROJECT_PLUGINS: ProjectPlugins = { remark: [], rehype: [] };

/** The project's rehype plugins after docsgen's URL and code block stages, before headings get their links and the search its sections (as Docusaurus runs them after its own). */
function withProjectRehype(project: ProjectPlugins): PluggableList {
  return project.rehype.length ? [rehypeSafeUrls, rehypeCodeBlocks, ...project.rehype, rehypeHeadingLinks, rehypeSearchSections] : rehypePlugins;
}

/** `format` in frontmatter wins, then the site's `markdown.format`; `detect` goes by the extension. */
function formatOf(source: SourceFile, pageFormat: 'md' | 'mdx' | 'detect' | undefined, siteFormat: 'md' | 'mdx' | undefined): 'md' | 'mdx' {
  if (pageFormat === 'md' || pageFormat === 'mdx') return pageFormat;
  return pageFormat === 'detect' ? source.kind : (siteFormat ?? source.kind);
}

/**
 * Docusaurus gives every MDX page a `toc` export (`<TOCInline toc={toc} />`). Added only when the
 * page mentions `toc` without declaring it, so other pages compile to the same code as before.
 */
function withTocExport(code: string, source: string, toc: readonly { id: string; text: string; level: number }[]): string {
  if (!/\btoc\b/.test(source) || /^\s*(export\s+(const|let|var|function)\s+toc\b|import\b[^\n]*\btoc\b)/m.test(source)) return code;
  const items = toc.map((t) => ({ value: t.text, id: t.id, level: t.level }));
  return `${code}\nexport const toc = ${JSON.stringify(items)};\n`;
}

function fileNameTitle(contentPath: string, options: Pick<CompileOptions, 'numberPrefixes' | 'untitledIndex'> = {}): string {
  const parts = (options.numberPrefixes ? stripPathNumberPrefixes(contentPath) : contentPath).split('/');
  const name = parts.at(-1)!.replace(/\.mdx?$/, '');
  const folder = parts.at(-2);
  return name === 'index' && folder && options.untitledIndex !== 'file' ? folder : name;
}

/** The per-file stage: one source file in, one serialisable compiled page out. Never throws for bad content. */
export async function compilePage(source: SourceFile, options: CompileOptions): Promise<CompiledDoc> {
  const limits = pageLimitProblems(source.source, source.file, options.maxPageBytes ?? DEFAULT_MAX_PAGE_BYTES, formatOf(source, undefined, options.format) === 'mdx');
  if (limits.length) return failedPage(source, limits);
  try {
    return await compileWithin(source, options);
  } catch (error) {
    if (error instanceof PageLimitError) return failedPage(source, [limitDiagnostic(source, error)]);
    if (error instanceof ProjectPluginError)
      return failedPage(source, [
        {
          severity: 'error',
          code: 'project-plugin-failed',
          file: source.file,
          line: 1,
          column: 1,
          message: error.message,
          hint: 'Fix the plugin for what this page holds, or remove it from the config; other pages are not affected.',
        },
      ]);
    // Whatever the toolchain throws for one page (a stack overflow on a pathological tree, say) is this page's error, not the build's.
    const message = error instanceof Error ? error.message : String(error);
    return failedPage(source, [
      {
        severity: 'error',
        code: 'compile-failed',
        file: source.file,
        line: 1,
        column: 1,
        message: `This page could not be compiled: ${message.split('\n')[0]}`,
        hint: 'Simplify the construct the message names; other pages are not affected.',
      },
    ]);
  }
}

/** A page with nothing compiled yet: its identity, frontmatter and title, no body. */
function emptyPage(source: SourceFile, fields: Pick<CompiledDoc, 'frontmatter' | 'title' | 'description'>): Omit<CompiledDoc, 'content' | 'diagnostics'> {
  return { file: source.file, contentPath: source.contentPath, hash: source.hash, ...fields, toc: [], anchors: [], links: [], assets: [], sections: [], hasMermaid: false, markdown: '' };
}

function limitDiagnostic(source: SourceFile, error: PageLimitError): Diagnostic {
  return { severity: 'error', code: error.code, file: source.file, line: error.line, column: error.column, message: error.message, hint: error.hint };
}

function failedPage(source: SourceFile, diagnostics: Diagnostic[]): CompiledDoc {
  return { ...emptyPage(source, { frontmatter: {}, title: fileNameTitle(source.contentPath), description: '' }), content: { kind: 'html', html: '' }, diagnostics };
}

/**
 * What the parser reads of a page (frontmatter included, the compatibility rewrites applied) and as which
 * format. Everything after the parse is the same code for either parser, so two parsers that give the same
 * tree for this input build the same page: the parser parity test compares here.
 */
export function parserInputOf(source: SourceFile, pageFormat: 'md' | 'mdx' | 'detect' | undefined, options: CompileOptions): { document: string; format: 'md' | 'mdx' } {
  const value = options.legacyAdmonitionTitles === false ? source.source : normaliseAdmonitionTitles(source.source, options.admonitionKeywords);
  const format = formatOf(source, pageFormat, options.format);
  return { format, document: format === 'md' ? value : escapeHeadingIds(htmlCommentsToMdx(unwrapMdxCodeBlocks(value))) };
}

async function compileWithin(source: SourceFile, options: CompileOptions): Promise<CompiledDoc> {
  const fm = parseFrontmatter(source.source, source.file);
  // Without `description` frontmatter, a Docusaurus project's page is described by its excerpt (its first line of prose).
  const excerpt = options.excerptDescriptions && fm.data.description === undefined ? excerptOf(source.source.split('\n').slice(fm.lineCount).join('\n')) : undefined;
  const base = emptyPage(source, { frontmatter: fm.data, title: fm.data.title ?? fileNameTitle(source.contentPath, options), description: fm.data.description ?? excerpt ?? '' });
  if (fm.diagnostics.length) return { ...base, content: { kind: 'html', html: '' }, diagnostics: fm.diagnostics };

  // A page may narrow or widen its own table of contents (Docusaurus's `toc_min/max_heading_level`).
  options = { ...options, tocMin: fm.data.toc_min_heading_level ?? options.tocMin, tocMax: fm.data.toc_max_heading_level ?? options.tocMax };
  const input = parserInputOf(source, fm.data.format, options);
  const vfile = new VFile({ path: source.file, value: input.document, data: { contentPath: source.contentPath } });
  const diagnostics: Diagnostic[] = [];
  let content: CompiledDoc['content'];
  const project = options.projectPlugins ? await projectPlugins(options.projectPlugins) : NO_PROJECT_PLUGINS;
  if (input.format === 'md') {
    const key = JSON.stringify(options);
    let processor = processors.get(key);
    if (!processor) processors.set(key, (processor = markdownProcessor(options, project)));
    const tree = (await processor.run(processor.parse(vfile), vfile)) as HastRoot;
    content = { kind: 'html', html: toHtml(tree, { allowDangerousHtml: true }) };
  } else {
    try {
      const compiled = await compileMdxGuarded(vfile, {
        format: 'mdx',
        outputFormat: 'program',
        jsxImportSource: 'react',
        remarkPlugins: [
          [parserPlugin, { format: 'mdx', parser: options.parser, math: options.math, syntax: project.syntax }],
          remarkMdxExpressions,
          ...remarkPlugins(options, true),
          [remarkMdxComponents, { provided: options.mdxComponents }],
          [remarkMdxImports, { themeModules: options.themeModules, contentDir: options.contentDir }],
          ...project.remark,
        ],
        rehypePlugins: withProjectRehype(project),
      });
      content = { kind: 'mdx', code: withTocExport(String(compiled.value), source.source, vfile.data.toc ?? []) };
      for (const u of vfile.data.unknownComponents ?? []) {
        diagnostics.push({
          severity: 'error',
          code: 'mdx-unknown-component',
          file: source.file,
          line: u.line,
          column: u.column,
          message: `Unknown component <${u.name}>: it is neither imported nor provided by the theme.`,
          hint: `Import it at the top of the file (import ${u.name.split('.')[0]} from '...') or use one the theme provides: ${options.mdxComponents.join(', ')}.`,
        });
      }
      for (const u of vfile.data.unsupportedImports ?? []) {
        diagnostics.push({
          severity: 'error',
          code: 'mdx-unsupported-import',
          file: source.file,
          line: u.line,
          column: u.column,
          message: `Cannot import '${u.specifier}': docsgen does not provide this Docusaurus module.`,
          hint: `${supportedModulesHint()} Import a component of your own with a relative or @site/ path instead.`,
        });
      }
    } catch (error) {
      if (error instanceof PageLimitError || error instanceof ProjectPluginError) throw error;
      diagnostics.push(mdxErrorToDiagnostic(error, source.file));
      content = { kind: 'mdx', code: '' };
    }
  }
  const data = vfile.data;
  for (const p of data.problems ?? []) diagnostics.push({ severity: 'error', file: source.file, ...p });
  diagnostics.push(...diagnosticsOfMessages(vfile, source.file));
  return {
    ...base,
    title: fm.data.title ?? data.headingTitle ?? base.title,
    ...(data.headingTitle !== undefined ? { contentTitle: { text: data.headingTitle, inPlace: data.headingTitleInPlace ?? false } } : {}),
    toc: data.toc ?? [],
    anchors: data.anchors ?? [],
    links: data.links ?? [],
    assets: data.assets ?? [],
    sections: data.sections ?? [],
    hasMermaid: data.hasMermaid ?? false,
    markdown: data.markdownTwin ?? '',
    content,
    diagnostics,
  };
}
