import { useEffect, useState } from 'react';

const summaries = new Map<string, Promise<string>>();

/** The Markdown twin of a page href (`/a/b` → `/a/b.md`, `/a/` → `/a/index.md`), as the build writes it. */
export function twinHref(pageHref: string): string {
  const path = pageHref.replace(/[?#].*$/, '');
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** A twin's summary: its description (the `> ` line under the title), else its first paragraph. */
export function summaryOfTwin(markdown: string): string {
  const blocks = markdown.split(/\n{2,}/).map((b) => b.trim());
  const quote = blocks.find((b) => b.startsWith('> '));
  const text = quote ?? blocks.find((b) => b && !/^(#|```|~~~|\||- |\* |\d+\. |<|!\[)/.test(b)) ?? '';
  return text
    .replace(/^> /gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `words` words of a text, with an ellipsis when cut. */
export function firstWords(text: string, words: number): string {
  const all = text.split(' ');
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : text;
}

/**
 * A page hit (the record of a whole page) has no content of its own to quote; the /search page
 * shows the page's summary instead, read from its Markdown twin when the hit is shown (once per page).
 */
export function usePageSummary(pageHref: string | undefined): string | undefined {
  const [summary, setSummary] = useState<string>();
  useEffect(() => {
    if (!pageHref) return;
    const href = twinHref(pageHref);
    let pending = summaries.get(href);
    if (!pending) {
      pending = fetch(href)
        .then((r) => (r.ok ? r.text() : ''))
        .then(summaryOfTwin, () => '');
      summaries.set(href, pending);
    }
    let live = true;
    void pending.then((text) => live && setSummary(text || undefined));
    return () => {
      live = false;
    };
  }, [pageHref]);
  return summary;
}
