import { readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PageCache } from '../compile/page-cache.js';
import { compileAll } from '../compile/compile-all.js';
import { summarise, type PageSummary } from '../compile/page-summary.js';
import { categoryKey, contentFileRole, scanContentFiles } from '../content/scan-content.js';
import { locateInRoots, originalOfTranslation, sourceOfPage, splitContentPath, type ContentRoot } from '../content/content-roots.js';
import type { CategoryMeta, ContentTree, SourceFile, TagDefinition } from '../content/source-file.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CompileOptions } from '../markdown/compile-page.js';
import type { IndexEntry, PageIndex } from './page-index.js';

/** One content page as the dev session remembers it. */
export interface PageRecord {
  /** Relative to the site root, e.g. `content/a/b.md`. */
  file: string;
  contentPath: string;
  hash: string;
  /** The file's size and modification time, taken before it was last read. */
  mtimeMs: number;
  size: number;
  /** The text, once read in this session (pages known from the index are read only when needed). */
  text?: string;
  /** The latest compile, possibly with errors. */
  current: PageSummary;
  /** The latest compile without errors: what the page shows while `current` is broken. */
  good?: PageSummary;
}

/** The per-file stages, memoised: every page's last compile, folder metadata and tag definitions. */
export interface ContentState {
  pages: Map<string, PageRecord>;
  categories: Map<string, CategoryMeta>;
  tags: Map<string, TagDefinition>;
  /** Problems in folder metadata or tag definitions, by file. */
  problems: Map<string, Diagnostic[]>;
}

export interface ContentInput {
  root: string;
  /** The folders docs are read from (the content folder, or one per docs version). */
  roots: readonly ContentRoot[];
  options: CompileOptions;
  cache: PageCache;
  workerUrl?: URL;
  /** Pages remembered from the last run, trusted while their file's size and time are unchanged. */
  index?: PageIndex;
  /** Compiles changed pages into the page cache off the serving thread (see `CompileThread`). */
  compile?: (sources: SourceFile[]) => Promise<PageSummary[]>;
  onProgress?: (phase: string, done: number, total: number) => void;
}

/** What a batch of file changes did to the content. */
export interface ContentUpdate {
  /** Content paths whose effective page changed (or appeared), with the summary before, if any. */
  changed: Map<string, PageSummary | undefined>;
  removed: string[];
  /** `_category_.json` or `tags.yml` changed: the sidebar or tag pages may change. */
  metadataChanged: boolean;
}

type FileStat = { mtimeMs: number; size: number };

const toPosix = (p: string) => p.split(path.sep).join('/');
const hasErrors = (s: PageSummary) => s.diagnostics.some((d) => d.severity === 'error');

async function statOf(file: string): Promise<FileStat | undefined> {
  try {
    const s = await stat(file);
    return { mtimeMs: s.mtimeMs, size: s.size };
  } catch {
    return undefined;
  }
}

function problemsOf(tree: ContentTree): Map<string, Diagnostic[]> {
  const out = new Map<string, Diagnostic[]>();
  for (const p of tree.problems) out.set(p.file, [...(out.get(p.file) ?? []), { severity: 'error', code: 'content-metadata', ...p }]);
  return out;
}

function recordOf(source: SourceFile, current: PageSummary, fileStat: FileStat, previous?: PageRecord): PageRecord {
  return { file: source.file, contentPath: source.contentPath, hash: source.hash, ...fileStat, text: source.source, current, good: hasErrors(current) ? previous?.good : current };
}

/** The summary the site is planned with: the latest compile, or the last good one while the page is broken. */
export function effectiveSummary(record: PageRecord): PageSummary {
  return hasErrors(record.current) && record.good ? record.good : record.current;
}

/**
 * The build's scan and compile stages, memoised: pages whose file is unchanged since the index was
 * written are taken from it without being read; the rest are read and compiled (from the page
 * cache where their text is known, in worker threads otherwise).
 */
export async function loadContent(input: ContentInput): Promise<ContentState> {
  const rememberedPending = input.index?.read() ?? Promise.resolve(new Map<string, IndexEntry>());
  const listed = await Promise.all(input.roots.map((r) => readdir(path.join(input.root, r.dir), { recursive: true, withFileTypes: true })));
  const pageFiles: string[] = [];
  /** Each page's file in the content folder (what the scanner locates), beside the file it is read from. */
  const originals: string[] = [];
  const pagePaths: string[] = [];
  const metaFiles: string[] = [];
  const seen = new Set<string>();
  /** Pages that are symbolic links: always read, so the scanner checks where each leads (out of the project is an error at the link). */
  const links = new Set<string>();
  for (const entry of listed.flat()) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) links.add(abs);
    const located = seen.has(abs) ? undefined : locateInRoots(input.roots, input.root, abs);
    seen.add(abs);
    if (!located) continue;
    const role = contentFileRole(located.local, located.root.pages);
    if (role === 'page') {
      // A translated page is stat'ed (and remembered) as its translation: editing the translation rebuilds it.
      pageFiles.push(sourceOfPage(input.root, located.root, located.local, abs));
      originals.push(abs);
      pagePaths.push(`${located.root.prefix}${located.local}`);
    } else if (role) metaFiles.push(abs);
  }
  const [stats, remembered] = await Promise.all([Promise.all(pageFiles.map(statOf)), rememberedPending]);

  const pages = new Map<string, PageRecord>();
  const statByFile = new Map<string, FileStat>();
  const toRead: string[] = [];
  pageFiles.forEach((abs, i) => {
    const fileStat = stats[i];
    if (!fileStat) return;
    const contentPath = pagePaths[i]!;
    const known = remembered.get(contentPath);
    if (known && !links.has(originals[i]!) && known.mtimeMs === fileStat.mtimeMs && known.size === fileStat.size) {
      pages.set(contentPath, { file: known.summary.file, contentPath, hash: known.hash, ...fileStat, current: known.summary, good: hasErrors(known.summary) ? undefined : known.summary });
    } else {
      statByFile.set(toPosix(path.relative(input.root, abs)), fileStat);
      toRead.push(originals[i]!);
    }
  });

  const tree = await scanContentFiles(input.root, input.roots, [...toRead, ...metaFiles]);
  // Nothing to read means nothing to compile: skip even loading the compile stage (the Markdown toolchain is the slowest import).
  const { summaries } = tree.docs.length
    ? await compileAll({ sources: tree.docs, options: input.options, cache: input.cache, workerUrl: input.workerUrl, onProgress: (d, t) => input.onProgress?.('compile', d, t) })
    : { summaries: [] };
  const byPath = new Map(summaries.map((s) => [s.contentPath, s]));
  for (const source of tree.docs) {
    const current = byPath.get(source.contentPath);
    if (current) pages.set(source.contentPath, recordOf(source, current, statByFile.get(source.file)!));
  }
  return { pages, categories: tree.categories, tags: tree.tags, problems: problemsOf(tree) };
}

/**
 * Re-reads only the changed files under the content folder and recompiles only the pages whose
 * text changed. `files` are absolute; a path that no longer exists removes its page (or, for a
 * folder, every page under it).
 */
export async function updateContent(state: ContentState, changedFiles: readonly string[], input: ContentInput): Promise<ContentUpdate> {
  const update: ContentUpdate = { changed: new Map(), removed: [], metadataChanged: false };
  // Stat before reading: a write that lands in between leaves an older time, so the next start re-reads it.
  // A changed translation is a change to the page it translates (read again from the translation, or from the original once it is gone).
  const pageFiles = [...new Set(changedFiles.map((abs) => originalOfTranslation(input.roots, input.root, abs)))];
  const readFrom = pageFiles.map((abs) => {
    const located = locateInRoots(input.roots, input.root, abs);
    return located ? sourceOfPage(input.root, located.root, located.local, abs) : abs;
  });
  const stats = new Map(await Promise.all(readFrom.map(async (abs) => [toPosix(path.relative(input.root, abs)), await statOf(abs)] as const)));
  const fresh = await scanContentFiles(input.root, input.roots, pageFiles);
  const seenDocs = new Set(fresh.docs.map((d) => d.contentPath));

  for (const abs of pageFiles) {
    const located = locateInRoots(input.roots, input.root, abs);
    if (!located) continue;
    const rel = `${located.root.prefix}${located.local}`;
    for (const contentPath of [...state.pages.keys()]) {
      if ((contentPath === rel || contentPath.startsWith(`${rel}/`)) && !seenDocs.has(contentPath)) {
        state.pages.delete(contentPath);
        update.removed.push(contentPath);
      }
    }
    const role = contentFileRole(located.local, located.root.pages);
    const file = toPosix(path.relative(input.root, abs));
    if (role === 'category') {
      const dir = categoryKey(located.root.prefix, path.posix.dirname(located.local));
      const meta = fresh.categories.get(dir);
      if (meta) state.categories.set(dir, meta);
      else state.categories.delete(dir);
      state.problems.delete(file);
      update.metadataChanged = true;
    } else if (role === 'tags') {
      state.tags = fresh.tags;
      state.problems.delete(file);
      update.metadataChanged = true;
    }
  }
  for (const [file, problems] of problemsOf(fresh)) state.problems.set(file, problems);

  const compiled = new Map<string, PageSummary>();
  const misses: SourceFile[] = [];
  await Promise.all(
    fresh.docs.map(async (source) => {
      const record = state.pages.get(source.contentPath);
      if (record && record.hash === source.hash) {
        Object.assign(record, { text: source.source, ...(stats.get(source.file) ?? {}) });
        return;
      }
      const key = input.cache.key(source, input.options);
      const cached = await input.cache.read(key);
      if (cached) compiled.set(source.contentPath, summarise(cached, key));
      else misses.push(source);
    }),
  );
  if (misses.length) for (const summary of await compileSources(misses, input)) compiled.set(summary.contentPath, summary);

  for (const source of fresh.docs) {
    const current = compiled.get(source.contentPath);
    if (!current) continue;
    const record = state.pages.get(source.contentPath);
    const before = record ? effectiveSummary(record) : undefined;
    const next = recordOf(source, current, stats.get(source.file) ?? { mtimeMs: 0, size: 0 }, record);
    state.pages.set(source.contentPath, next);
    if (effectiveSummary(next) !== before) update.changed.set(source.contentPath, before);
  }
  return update;
}

/**
 * Pages whose file differs from what was read (or that appeared or went away) since: edits made
 * while the watcher was still starting, which it cannot have reported.
 */
export async function changedSinceRead(state: ContentState, root: string, roots: readonly ContentRoot[]): Promise<string[]> {
  const listed = await Promise.all(roots.map((r) => readdir(path.join(root, r.dir), { recursive: true, withFileTypes: true })));
  const unseen = new Set(state.pages.keys());
  const changed: string[] = [];
  await Promise.all(
    listed.flat().map(async (entry) => {
      if (!entry.isFile()) return;
      const abs = path.join(entry.parentPath, entry.name);
      const located = locateInRoots(roots, root, abs);
      if (!located || contentFileRole(located.local, located.root.pages) !== 'page') return;
      const contentPath = `${located.root.prefix}${located.local}`;
      unseen.delete(contentPath);
      const record = state.pages.get(contentPath);
      const now = await statOf(abs);
      if (!record || !now || now.mtimeMs !== record.mtimeMs || now.size !== record.size) changed.push(abs);
    }),
  );
  for (const contentPath of unseen) {
    const { root: contentRoot, local } = splitContentPath(roots, contentPath);
    changed.push(path.join(root, contentRoot.dir, local));
  }
  return changed;
}

/** Compiles pages into the page cache: in the session's compile thread, or here if there is none (or it failed). */
async function compileSources(sources: SourceFile[], input: ContentInput): Promise<PageSummary[]> {
  if (input.compile) {
    try {
      return await input.compile(sources);
    } catch {
      // compile here instead
    }
  }
  const { compilePage } = await import('../markdown/compile-page.js');
  return Promise.all(
    sources.map(async (source) => {
      const key = input.cache.key(source, input.options);
      const doc = await compilePage(source, input.options);
      await input.cache.write(key, doc);
      return summarise(doc, key);
    }),
  );
}

/** Every compile-stage problem: broken pages (which still show their last good version) and bad folder metadata. */
export function contentDiagnostics(state: ContentState): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const record of state.pages.values()) out.push(...record.current.diagnostics);
  for (const problems of state.problems.values()) out.push(...problems);
  return out;
}

/** The text of a page's file: kept once read, else read now (only needed for code frames and duplicate-route lines). */
export async function pageText(root: string, record: PageRecord): Promise<string | undefined> {
  if (record.text === undefined) record.text = await readFile(path.join(root, record.file), 'utf8').catch(() => undefined);
  return record.text;
}

/** The plan stage's inputs, in the order the build gives them (sorted by content path). */
export function planInputs(state: ContentState, root: string): { docs: PageSummary[]; sources: { get(file: string): string | undefined } } {
  const records = [...state.pages.values()].sort((a, b) => a.contentPath.localeCompare(b.contentPath));
  const byFile = new Map(records.map((r) => [r.file, r]));
  return {
    docs: records.map(effectiveSummary),
    // Read only for a duplicate route, to point at its `slug` line.
    sources: {
      get(file) {
        const record = byFile.get(file);
        if (record && record.text === undefined) record.text = readFileSync(path.join(root, record.file), 'utf8');
        return record?.text;
      },
    },
  };
}

/** What the index keeps for the next run. */
export function indexEntries(state: ContentState): Map<string, IndexEntry> {
  return new Map([...state.pages].map(([contentPath, r]) => [contentPath, { mtimeMs: r.mtimeMs, size: r.size, hash: r.hash, summary: r.current }]));
}
