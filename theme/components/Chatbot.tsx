import { useEffect, useRef, useState } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import { Icon } from './Icons.js';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The floating 'Ask AI' button. The third-party widget (stylesheet and module from the configured CDN)
 * is loaded by the runtime on the first click, once; until then it costs the page nothing.
 */
export function Chatbot({ config }: { config: NonNullable<SiteData['chatbot']> }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const body = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const toggle = async () => {
    setOpen(!open);
    if (open || status !== 'idle' || !body.current) return;
    setStatus('loading');
    const ok = (await window.__docsgen?.loadChatbot?.(body.current)) ?? false;
    setStatus(ok ? 'ready' : 'failed');
  };
  return (
    <div className="chatbot">
      <section id="docsgen-chatbot" className="chatbot-panel" aria-label={config.title} hidden={!open}>
        <header className="chatbot-header">
          <h2 className="chatbot-title">{config.title}</h2>
          <button type="button" className="navbar-icon-button" aria-label="Close the chatbot" onClick={() => setOpen(false)}>
            <Icon name="close" />
          </button>
        </header>
        {status === 'loading' ? <p className="chatbot-status">Loading the assistant…</p> : null}
        {status === 'failed' ? <p className="chatbot-status">The assistant is unavailable right now. The documentation works as usual.</p> : null}
        <div className="chatbot-body" ref={body} />
      </section>
      <button ref={button} type="button" className="chatbot-button" aria-expanded={open} aria-controls="docsgen-chatbot" onClick={() => void toggle()}>
        <Icon name="chat" />
        <span className="chatbot-button-label">{config.buttonLabel}</span>
      </button>
    </div>
  );
}
