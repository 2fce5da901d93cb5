import { useState } from 'react';

type Status = 'idle' | 'copying' | 'copied' | 'failed';
const LABELS: Record<Status, string> = { idle: 'Copy page', copying: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

/**
 * "Copy page" beside the title: the page as Markdown (its twin) to the clipboard, for pasting into
 * an AI assistant, and a menu (a native disclosure) to open the `.md` itself. The code that copies loads on first use, so
 * pages do not carry it up front.
 */
export function CopyPage({ href }: { href: string }) {
  const [status, setStatus] = useState<Status>('idle');
  const copy = () => {
    setStatus('copying');
    import('./copy-page-action.js')
      .then((m) => m.copyPageMarkdown(href))
      .then(
        () => setStatus('copied'),
        (error: unknown) => {
          console.warn('[docsgen] The page could not be copied.', error);
          setStatus('failed');
        },
      )
      .finally(() => setTimeout(() => setStatus('idle'), 2000));
  };
  return (
    <div className="copy-page">
      <button type="button" className="copy-page-button" onClick={copy} aria-live="polite" disabled={status === 'copying'}>
        {LABELS[status]}
      </button>
      {/* A native disclosure: the menu needs no script. */}
      <details className="copy-page-more">
        <summary role="button" aria-label="More ways to read this page">
          ▾
        </summary>
        <ul className="copy-page-menu" role="menu">
          <li role="none">
            <a role="menuitem" href={href} target="_blank" rel="noopener">
              View as Markdown
            </a>
          </li>
        </ul>
      </details>
    </div>
  );
}
