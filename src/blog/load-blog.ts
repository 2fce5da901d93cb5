import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { hashText } from '../content/scan-content.js';
import type { SourceFile } from '../content/source-file.js';
import { parseYamlData } from '../content/yaml-data.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CompiledDoc } from '../markdown/compiled-doc.js';
import type { BlogOptions } from './blog-types.js';
import type { BlogPostInput } from './plan-blog.js';
import { splitAtTruncate } from './truncate.js';

/** A post's compiles: the whole post, and the part above its truncate marker for list pages. */
export interface CompiledPost {
  full: CompiledDoc;
  excerpt: CompiledDoc;
}

export interface LoadedBlog {
  inputs: BlogPostInput[];
  compiled: Map<string, CompiledPost>;
  authorsData?: unknown;
  tagsData?: unknown;
  /** `authors.yml` and `tags.yml` that do not read as YAML, each at its place. */
  diagnostics: Diagnostic[];
}

/** Post files as Docusaurus's blog includes them: `.md`/`.mdx`, no `_`-prefixed file or folder. */
export function isPostFile(relative: string): boolean {
  const parts = relative.split('/');
  if (parts.some((p) => p.startsWith('_') || p.startsWith('.') || p === 'node_modules')) return false;
  return /\.mdx?$/.test(parts.at(-1)!);
}

export type ReadData = { data?: unknown; diagnostics: Diagnostic[] };
const noData = (): ReadData => ({ diagnostics: [] });

/** A blog data file's content, or (when it is not YAML) no data and the problem at its place in the file (`relative`, from the site root). */
export function blogDataFromText(text: string, relative: string, code: string): ReadData {
  const read = parseYamlData(text);
  if ('data' in read) return { data: read.data, diagnostics: [] };
  const { line, column, message } = read.problem;
  const hint = 'Check indentation (spaces, not tabs), quoting and that no key appears twice; the file is read as YAML.';
  return { diagnostics: [{ severity: 'error', code, file: relative, line, column, message: `Invalid YAML in ${path.posix.basename(relative)}: ${message}`, hint }] };
}

async function readYaml(root: string, file: string, code: string): Promise<ReadData> {
  if (!existsSync(file)) return noData();
  return blogDataFromText(await readFile(file, 'utf8'), path.relative(root, file).split(path.sep).join('/'), code);
}

/** The blog folder's posts, each compiled whole and up to its truncate marker, with `authors.yml` and `tags.yml`. */
export async function loadBlog(root: string, options: BlogOptions, compile: (source: SourceFile) => Promise<CompiledDoc>, localizedDir?: string): Promise<LoadedBlog> {
  const base = path.join(root, options.path);
  const blogDir = options.path.split(path.sep).join('/').replace(/\/$/, '');
  const compiled = new Map<string, CompiledPost>();
  const inputs: BlogPostInput[] = [];
  if (!existsSync(base)) return { inputs, compiled, diagnostics: [] };
  const entries = await readdir(base, { recursive: true, withFileTypes: true });
  const relatives = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isPostFile)
    .sort();
  for (const relative of relatives) {
    // The locale's translation of a post stands in for it where there is one (posts exist only where the blog folder has them).
    const translated = localizedDir !== undefined && existsSync(path.join(root, localizedDir, relative));
    const file = path.posix.join(translated ? localizedDir.split(path.sep).join('/') : blogDir, relative);
    const absolute = path.join(root, file);
    const [text, info] = await Promise.all([readFile(absolute, 'utf8'), stat(absolute)]);
    const kind = relative.endsWith('.mdx') ? 'mdx' : 'md';
    const split = splitAtTruncate(text);
    const full = await compile({ file, contentPath: relative, kind, source: text, hash: hashText(text) });
    const excerpt = split.truncated ? await compile({ file, contentPath: relative, kind, source: split.excerpt, hash: hashText(split.excerpt) }) : full;
    compiled.set(file, { full, excerpt });
    inputs.push({
      file,
      relative,
      frontmatter: full.frontmatter as Record<string, unknown>,
      // Its own `# heading`; without one, the plan falls back to the file name's text, as Docusaurus does.
      title: full.contentTitle?.text ?? '',
      // As Docusaurus: the frontmatter's description, else the post's first paragraph.
      description: full.description || (full.sections.flatMap((section) => section.paragraphs)[0] ?? ''),
      body: text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, ''),
      truncated: split.truncated,
      fileTime: info.mtime,
      source: text,
    });
  }
  // Authors and tags, as Docusaurus reads them: the locale's own file first.
  const dataFile = (name: string) => [...(localizedDir === undefined ? [] : [path.join(root, localizedDir, name)]), path.join(base, name)].find((f) => existsSync(f)) ?? path.join(base, name);
  const [authors, tags] = await Promise.all([
    readYaml(root, dataFile(options.authorsMapPath), 'blog-authors-yaml'),
    typeof options.tags === 'string' ? readYaml(root, dataFile(options.tags), 'blog-tags-yaml') : noData(),
  ]);
  return { inputs, compiled, authorsData: authors.data, tagsData: tags.data, diagnostics: [...authors.diagnostics, ...tags.diagnostics] };
}
