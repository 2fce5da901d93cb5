import type { DevError } from '../../shared/dev-messages.js';

const TAG = 'docsgen-error-overlay';

const STYLE = `
:host { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center; overflow: auto; background: rgba(0, 0, 0, 0.66); padding: 5vh 1rem; font: 14px/1.5 ui-sans-serif, system-ui, sans-serif; }
.window { box-sizing: border-box; width: min(960px, 100%); background: #1e1e22; color: #e8e8ea; border-top: 6px solid #e5484d; border-radius: 6px; padding: 1.25rem 1.5rem; box-shadow: 0 20px 60px rgba(0, 0, 0, 0.5); }
h2 { margin: 0 0 0.75rem; font-size: 1.15rem; color: #ff8589; }
section { margin: 1rem 0; padding-top: 1rem; border-top: 1px solid #3a3a40; }
section:first-of-type { border-top: 0; padding-top: 0; }
.where { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; color: #7cc4ff; margin: 0; }
.message { margin: 0.25rem 0 0.5rem; font-weight: 600; white-space: pre-wrap; }
pre { margin: 0; padding: 0.75rem 1rem; overflow-x: auto; background: #111114; border-radius: 4px; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; color: #d4d4d8; }
.hint { margin: 0.5rem 0 0; color: #a6e3a1; }
.tip { margin: 1rem 0 0; color: #9d9da6; font-size: 0.9em; }
button { float: right; background: transparent; color: inherit; border: 1px solid #55555c; border-radius: 4px; padding: 0.2rem 0.6rem; cursor: pointer; font: inherit; }
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function where(e: DevError): string {
  return e.line > 0 ? `${e.file}:${e.line}:${e.column}` : e.file;
}

/**
 * The error overlay: every content, theme or config error with its `file:line:column`, message,
 * code frame and hint, over the page (which keeps showing its last good version). The same data
 * the terminal prints. Text only (never HTML from the server), in a shadow root so the site's
 * styles cannot reach it. Escape or the button hides it until the next change.
 */
export function showErrors(errors: readonly DevError[]): void {
  hideErrors();
  const host = document.createElement(TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const win = element('div', 'window');
  win.setAttribute('role', 'alertdialog');
  win.setAttribute('aria-modal', 'true');
  win.setAttribute('aria-labelledby', 'docsgen-overlay-title');
  const close = element('button', '', 'Hide (Esc)');
  close.type = 'button';
  close.addEventListener('click', hideErrors);
  const title = element('h2', '', errors.length === 1 ? 'docsgen: 1 error' : `docsgen: ${errors.length} errors`);
  title.id = 'docsgen-overlay-title';
  win.append(close, title);
  for (const e of errors) {
    const section = element('section', 'error');
    section.append(element('p', 'where', where(e)), element('p', 'message', `${e.message} [${e.code}]`));
    if (e.frame) section.append(element('pre', 'frame', e.frame));
    if (e.hint) section.append(element('p', 'hint', e.hint));
    win.append(section);
  }
  win.append(element('p', 'tip', 'Fix the file and save: this goes away by itself. Until then the page shows its last good version.'));
  root.append(style, win);
  document.body.appendChild(host);
  close.focus({ preventScroll: true });
  document.addEventListener('keydown', onKey);
}

export function hideErrors(): void {
  document.querySelectorAll(TAG).forEach((el) => el.remove());
  document.removeEventListener('keydown', onKey);
}

function onKey(event: KeyboardEvent): void {
  if (event.key === 'Escape') hideErrors();
}
