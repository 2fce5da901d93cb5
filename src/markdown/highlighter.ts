import type { Element } from 'hast';
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter, type HighlighterCore } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  yml: 'yaml',
  md: 'markdown',
  text: 'plaintext',
  txt: 'plaintext',
  plain: 'plaintext',
};

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per thread; languages load on first use. */
function getHighlighter(): Promise<Highlighter> {
  // Oniguruma (WebAssembly), VS Code's own regex engine: bench/highlight.ts measured it 2.7x cheaper than shiki's
  // JavaScript engine over 4,787 real blocks, instantiating it in each cold thread included, with the same HTML but for
  // word boundaries beside non-ASCII letters, which it reads as VS Code does.
  highlighter ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [], engine: createOnigurumaEngine(import('shiki/wasm')) });
  return highlighter;
}

export function normaliseLanguage(lang: string | undefined): string {
  const lower = (lang ?? '').toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return name in bundledLanguages ? name : 'plaintext';
}

/** Loads the languages a page needs, then returns the ready highlighter. */
export async function highlighterFor(langs: Iterable<string>): Promise<Highlighter> {
  const hl = await getHighlighter();
  const missing = [...new Set(langs)].filter((l) => l !== 'plaintext' && !hl.getLoadedLanguages().includes(l));
  if (missing.length) await hl.loadLanguage(...(missing as BundledLanguage[]));
  return hl;
}

/** One fenced block as shiki's `<pre>`, uncached: what `highlightBlock` caches, and what a bench of engines compares. */
export function shikiPre(hl: HighlighterCore, code: string, lang: string, marked: ReadonlySet<number>): Element | undefined {
  const root = hl.codeToHast(code, {
    lang,
    themes: CODE_THEMES,
    defaultColor: false,
    // No time limit: shiki's default (500 ms a line) cut the first block of a language short when its
    // grammar's regexes compiled on a loaded machine, so a page's colours depended on the load.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  });
  return root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
}

/** Highlighted blocks by language, themes, lines marked and code; a thread's pages often repeat a block (install commands, config snippets). */
const highlighted = new Map<string, Element>();
const CACHE_LIMIT_CHARS = 16 * 1024 * 1024;
let cachedChars = 0;

/**
 * One fenced block as shiki's `<pre>`, lines in `marked` given the `highlighted` class. Shiki's output
 * is a function of language, themes and code alone (no time limit, see below), so a repeated block
 * is served from the cache; a copy each time, since the page's tree is changed afterwards.
 */
export function highlightBlock(hl: Highlighter, code: string, lang: string, marked: ReadonlySet<number>): Element | undefined {
  const key = `${lang}\0${CODE_THEMES.light}\0${CODE_THEMES.dark}\0${[...marked].join(',')}\0${code}`;
  const hit = highlighted.get(key);
  if (hit) {
    // Most recently used last, so the oldest entry is dropped first.
    highlighted.delete(key);
    highlighted.set(key, hit);
    return structuredClone(hit);
  }
  const pre = shikiPre(hl, code, lang, marked);
  if (!pre) return undefined;
  highlighted.set(key, structuredClone(pre));
  cachedChars += key.length;
  for (const [oldest] of highlighted) {
    if (cachedChars <= CACHE_LIMIT_CHARS) break;
    highlighted.delete(oldest);
    cachedChars -= oldest.length;
  }
  return pre;
}
