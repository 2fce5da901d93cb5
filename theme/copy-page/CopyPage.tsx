import { useEffect, useRef, useState } from 'react';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * "Copy page" beside the title: the page as Markdown (its twin) to the clipboard, for pasting into
 * an AI assistant, and a menu to open the `.md` itself. The code that copies loads on first use, so
 * pages do not carry it up front.
 */
export function CopyPage({ href }: { href: string }) {
  const [status, setStatus] = useState<Status>('idle');
  const [menu, setMenu] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setMenu(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menu]);
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
  const label = status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page';
  return (
    <div className="copy-page" ref={root}>
      <button type="button" className="copy-page-button" onClick={copy} aria-live="polite" disabled={status === 'copying'}>
        {label}
      </button>
      <button type="button" className="copy-page-more" aria-label="More ways to read this page" aria-haspopup="menu" aria-expanded={menu} onClick={() => setMenu(!menu)}>
        ▾
      </button>
      {menu ? (
        <ul className="copy-page-menu" role="menu">
          <li role="none">
            <a role="menuitem" href={href} target="_blank" rel="noopener">
              View as Markdown
            </a>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
