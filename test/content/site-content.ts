/**
 * Reads the Tessera content once and turns each page into the measurable facts the content check
 * needs: route, aliases, frontmatter, prose paragraphs and their words, links, Mermaid diagrams and
 * the plain text used for placeholder and fact checks. Parsing is remark-only (no rendering, no
 * highlighting) so the whole site reads in a few seconds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { routeOfFile } from '../../src/content/route-of-file.js';
import { scanContent } from '../../src/content/scan-content.js';
import type { TagDefinition } from '../../src/content/source-file.js';
import { parseFrontmatter, type Frontmatter } from '../../src/markdown/frontmatter.js';
import { normaliseAdmonitionTitles } from '../../src/markdown/remark-admonitions.js';
import { REPO_ROOT } from '../helpers/build-fixture.js';

export const FUNCTIONS_ROOT = '/building-concepts/logic/functions/all-functions/';
export const TUTORIALS_ROOT = '/how to/interactive manuals/';
export const ELEMENTS_ROOT = '/building-concepts/ui/Elements/';

export interface RouteLine {
  route: string;
  flags: string[];
  /** The `alias=X` flag's target, if any. */
  aliasOf?: string;
}

export interface Paragraph {
  /** Whole text, inline code included, whitespace normalised. */
  text: string;
  /** Words of prose (inline code left out). */
  words: number;
  line: number;
}

export interface PageLink {
  /** The decoded target route (alias targets not yet resolved). */
  route: string;
  line: number;
}

export interface Page {
  file: string;
  route: string;
  aliases: string[];
  frontmatter: Frontmatter;
  paragraphs: Paragraph[];
  proseWords: number;
  links: PageLink[];
  mermaid: { source: string; line: number }[];
  /** Every fenced code block: language, meta (`title="..."`), source and line. */
  codeBlocks: CodeBlock[];
  /** Prose without any code (inline or fenced), per paragraph, heading or table row: for spelling. */
  prose: { text: string; line: number }[];
  /** Aliases whose entry says `displayed_sidebar: null` (the page shown there without a sidebar). */
  aliasesWithoutSidebar: string[];
  /** The Markdown source as written (frontmatter included), for section-level checks. */
  source: string;
  /** Sentences of all visible text except code blocks (tables as one sentence per row), for fact checks. */
  sentences: { text: string; line: number }[];
  /** Every visible text except code blocks, with its line, for placeholder checks. */
  texts: { text: string; line: number }[];
}

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  line: number;
}

export interface SiteContent {
  pages: Page[];
  tags: Map<string, TagDefinition>;
  routeLines: RouteLine[];
  /** Every route a page answers (its own and its aliases) to that page. */
  byRoute: Map<string, Page>;
}

/** Unist nodes are walked generically: the checks only need type, value, children and position. */
interface AnyNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  name?: string;
  children?: AnyNode[];
  data?: { directiveLabel?: boolean };
  position?: { start: { line: number } };
}

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze();
const mdx = createProcessor({ format: 'mdx', remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] });

/** Same escape compile-page.ts applies: `## Title {#id}` would otherwise be a JS expression in MDX. */
function escapeHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}[ \t].*?)[ \t]*\{#([A-Za-z0-9_:.-]+)\}[ \t]*$/gm, '$1 \\{#$2\\}');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const lineOf = (node: AnyNode) => node.position?.start.line ?? 0;

/** Text of a phrasing subtree. `withCode` keeps inline code (for duplicate and fact checks). */
function inlineText(node: AnyNode, withCode: boolean): string {
  if (node.type === 'inlineCode') return withCode ? (node.value ?? '') : ' ';
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'break') return ' ';
  if (node.type === 'html' || node.type === 'image' || node.type === 'imageReference' || node.type.startsWith('mdx')) {
    // JSX inside a paragraph still carries prose children (`<kbd>Ctrl</kbd>`); raw HTML does not count.
    return node.type === 'mdxJsxTextElement' ? (node.children ?? []).map((c) => inlineText(c, withCode)).join('') : ' ';
  }
  return (node.children ?? []).map((c) => inlineText(c, withCode)).join('');
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?;:])\s+(?=[A-Z€"(*0-9])/).map(normalise).filter(Boolean);
}

/**
 * Prose = paragraphs anywhere (top level, list items, blockquotes, admonitions, markdown inside MDX
 * components). Not prose: headings, tables, code, raw HTML, JSX tags themselves, admonition titles.
 */
function analyse(tree: Root): Pick<Page, 'paragraphs' | 'links' | 'mermaid' | 'sentences' | 'texts' | 'codeBlocks' | 'prose'> {
  const paragraphs: Paragraph[] = [];
  const codeBlocks: CodeBlock[] = [];
  const prose: Page['prose'] = [];
  const links: PageLink[] = [];
  const mermaid: Page['mermaid'] = [];
  const sentences: Page['sentences'] = [];
  const texts: Page['texts'] = [];
  const walk = (node: AnyNode) => {
    switch (node.type) {
      case 'yaml':
        return;
      case 'code':
        codeBlocks.push({ lang: node.lang ?? '', meta: node.meta ?? '', value: node.value ?? '', line: lineOf(node) });
        if (node.lang === 'mermaid') mermaid.push({ source: node.value ?? '', line: lineOf(node) });
        return;
      case 'link':
      case 'definition':
        if (node.url) links.push({ route: node.url, line: lineOf(node) });
        break;
      case 'paragraph':
        if (!node.data?.directiveLabel) {
          const text = normalise(inlineText(node, true));
          paragraphs.push({ text, words: countWords(inlineText(node, false)), line: lineOf(node) });
        }
        for (const s of splitSentences(inlineText(node, true))) sentences.push({ text: s, line: lineOf(node) });
        texts.push({ text: inlineText(node, true), line: lineOf(node) });
        prose.push({ text: normalise(inlineText(node, false)), line: lineOf(node) });
        break;
      case 'heading':
        sentences.push({ text: normalise(inlineText(node, true)), line: lineOf(node) });
        texts.push({ text: inlineText(node, true), line: lineOf(node) });
        prose.push({ text: normalise(inlineText(node, false)), line: lineOf(node) });
        break;
      case 'tableRow': {
        const row = (node.children ?? []).map((cell) => normalise(inlineText(cell, true))).join(' | ');
        sentences.push({ text: row, line: lineOf(node) });
        texts.push({ text: row, line: lineOf(node) });
        prose.push({ text: (node.children ?? []).map((cell) => normalise(inlineText(cell, false))).join(' | '), line: lineOf(node) });
        break;
      }
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as AnyNode);
  return { paragraphs, links, mermaid, sentences, texts, codeBlocks, prose };
}

/** `/a/b`, `x.md` or `../x` as written in a page → the decoded route it points to, or undefined for external/anchor-only links. */
export function resolveLink(url: string, page: { route: string; contentPath: string }): string | undefined {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined;
  const target = url.split('#')[0]!.split('?')[0]!;
  if (target === '') return undefined;
  let decoded = target;
  try {
    decoded = decodeURI(target);
  } catch {
    /* keep as written */
  }
  if (decoded.startsWith('/')) return decoded;
  if (/\.mdx?$/.test(decoded)) return routeOfFile(path.posix.normalize(path.posix.join(path.posix.dirname(page.contentPath), decoded)));
  return decodeURI(new URL(target, `http://site${encodeURI(page.route)}`).pathname);
}

export async function readRouteLines(): Promise<RouteLine[]> {
  const text = await readFile(path.join(REPO_ROOT, 'test', 'content', 'routes.txt'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [route, flagText = ''] = l.split('\t');
      const flags = flagText.split(',').map((f) => f.trim()).filter(Boolean);
      const alias = flags.find((f) => f.startsWith('alias='));
      return { route: route!, flags: flags.map((f) => f.split('=')[0]!), aliasOf: alias?.slice('alias='.length) };
    });
}

/** `root` is the site folder (the repo by default; a copy when checking the checker). */
export async function loadSiteContent(root: string = REPO_ROOT): Promise<SiteContent> {
  const tree = await scanContent(root, 'content');
  const pages: Page[] = [];
  for (const doc of tree.docs) {
    const fm = parseFrontmatter(doc.source, doc.file);
    if (fm.diagnostics.length) throw new Error(`${doc.file}: invalid frontmatter: ${fm.diagnostics.map((d) => d.message).join('; ')}`);
    const route = routeOfFile(doc.contentPath, fm.data.slug);
    const source = normaliseAdmonitionTitles(doc.source);
    const parsed = (doc.kind === 'mdx' ? mdx.parse(escapeHeadingIds(source)) : markdown.parse(source)) as Root;
    const facts = analyse(parsed);
    const links = facts.links.flatMap((l) => {
      const target = resolveLink(l.route, { route, contentPath: doc.contentPath });
      return target ? [{ route: target, line: l.line }] : [];
    });
    pages.push({
      file: doc.file,
      route,
      aliases: (fm.data.aliases ?? []).map((a) => (typeof a === 'string' ? a : a.path)),
      aliasesWithoutSidebar: (fm.data.aliases ?? []).flatMap((a) => (typeof a !== 'string' && a.displayed_sidebar === null ? [a.path] : [])),
      source: doc.source,
      frontmatter: fm.data,
      ...facts,
      links,
      proseWords: facts.paragraphs.reduce((sum, p) => sum + p.words, 0),
    });
  }
  const byRoute = new Map<string, Page>();
  for (const page of pages) for (const r of [page.route, ...page.aliases]) byRoute.set(r, page);
  return { pages, tags: tree.tags, routeLines: await readRouteLines(), byRoute };
}

export type PageKind = 'function' | 'function-group' | 'element' | 'concept' | 'reference' | 'tutorial' | 'policy' | 'other';

export const REFERENCE_ROOT = '/reference/';

const CONCEPT_ROOTS = ['/building-concepts/', '/tessera-platform/', '/publishing/', '/testing/', '/security/', '/before-you-begin/'];

/** The page classes of the content brief (BRIEF.md §5), by route. */
export function kindOfRoute(route: string): PageKind {
  if (route.startsWith(FUNCTIONS_ROOT)) {
    const rest = route.slice(FUNCTIONS_ROOT.length);
    if (rest === '') return 'other';
    return /^[^/]+\/$/.test(rest) ? 'function-group' : 'function';
  }
  if (route === '/building-concepts/logic/functions/') return 'other';
  if (route.startsWith(ELEMENTS_ROOT) && route !== ELEMENTS_ROOT) return 'element';
  if (route === '/application-building' || CONCEPT_ROOTS.some((r) => route.startsWith(r))) return 'concept';
  if (route.startsWith(TUTORIALS_ROOT) && route !== TUTORIALS_ROOT) return 'tutorial';
  if (route.startsWith('/policies/') && route !== '/policies/') return 'policy';
  if (route.startsWith(REFERENCE_ROOT) && route !== REFERENCE_ROOT) return 'reference';
  return 'other';
}

export const MINIMUM_WORDS: Record<PageKind, number> = {
  function: 150,
  'function-group': 150,
  element: 250,
  concept: 400,
  reference: 400,
  tutorial: 600,
  policy: 500,
  other: 200,
};
