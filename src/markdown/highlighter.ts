import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

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
  // The JavaScript regex engine: no WebAssembly to instantiate per thread, and grammars compile faster than in Oniguruma.
  highlighter ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [], engine: createJavaScriptRegexEngine() });
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
