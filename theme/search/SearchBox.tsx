import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { SiteData } from '../../src/shared/page-types.js';
import type { SearchRuntime } from '../../src/shared/search-types.js';
import type { SearchModalProps } from './SearchModal.js';
import { startKeyBuffer, type KeyBuffer } from './key-buffer.js';
import { useSearchKeys } from './use-search-keys.js';
import './search.css';

interface Loaded {
  Modal: ComponentType<SearchModalProps>;
  runtime: SearchRuntime;
}

let loading: Promise<Loaded> | undefined;

/** The modal's code (DocSearch) and the search runtime: two lazy chunks, fetched together on the first interaction. */
function loadSearchUi(): Promise<Loaded> {
  const runtime = window.__docsgen?.loadSearch?.();
  if (!runtime) return Promise.reject(new Error('docsgen: the search runtime is not available on this page.'));
  loading ??= Promise.all([import('./SearchModal.js'), runtime]).then(([m, r]) => ({ Modal: m.SearchModal, runtime: r }));
  loading.catch(() => (loading = undefined));
  return loading;
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The navbar's search box (spec §2, §4): a button that opens the search modal on click, Ctrl/Cmd+K
 * or '/'. Nothing of search is loaded before the reader reaches for it: pointing at or focusing the
 * box fetches the code, opening it fetches the index.
 */
/** What the page's inline script leaves for the search box (`html-document.ts`, `earlyKeysScript`). */
interface EarlyKeysWindow {
  __docsgen_early_search?: { query: string } | null;
  __docsgen_early_keys?: () => { query: string } | null;
}

export function SearchBox({ site }: { site: SiteData }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [ui, setUi] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [modKey, setModKey] = useState('Ctrl');

  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setModKey('⌘');
  }, []);

  // Keys typed after the shortcut while the modal's code is still loading (see `key-buffer.ts`).
  const typing = useRef<KeyBuffer | null>(null);
  const uiRef = useRef<Loaded | null>(null);
  const takeTyped = () => {
    const typed = typing.current?.stop() ?? '';
    typing.current = null;
    return typed;
  };
  const load = useCallback(() => {
    loadSearchUi().then(
      (loaded) => {
        uiRef.current = loaded;
        const typed = takeTyped();
        // One synchronous render (effects included): the modal's input exists and has focus before
        // the browser hands the page its next key.
        flushSync(() => {
          if (typed) setInitialQuery((query) => query + typed);
          setUi(loaded);
          setFailed(false);
        });
      },
      (error: unknown) => {
        takeTyped();
        console.warn('[docsgen] Search failed to load.', error);
        setFailed(true);
        setIsOpen(false);
      },
    );
  }, []);
  const open = useCallback(
    (keepTyping: boolean) => {
      if (keepTyping && !uiRef.current) typing.current ??= startKeyBuffer();
      load();
      setIsOpen(true);
    },
    [load],
  );
  const onOpen = useCallback(() => open(true), [open]);
  const onClose = useCallback(() => {
    takeTyped();
    setIsOpen(false);
    setInitialQuery('');
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (key: string) => {
      setInitialQuery(key);
      onOpen();
    },
    [onOpen],
  );
  useSearchKeys({ isOpen, onOpen, onClose, onInput, buttonRef });

  // A shortcut pressed before hydration (remembered by the page's inline script) opens the modal now;
  // the script keeps collecting what is typed until the modal is ready, then hands the query over.
  const [early, setEarly] = useState(false);
  useEffect(() => {
    const w = window as unknown as EarlyKeysWindow;
    if (w.__docsgen_early_search) {
      setEarly(true);
      // The inline script is still collecting the keys: no second buffer.
      open(false);
    } else w.__docsgen_early_keys?.();
  }, [open]);
  useEffect(() => {
    if (!early || !ui) return;
    const taken = (window as unknown as EarlyKeysWindow).__docsgen_early_keys?.();
    setInitialQuery(taken?.query ?? '');
    setEarly(false);
  }, [early, ui]);

  // The index is fetched as soon as the modal opens, while the reader types.
  useEffect(() => {
    if (isOpen && ui) ui.runtime.warm(site);
  }, [isOpen, ui, site]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        // The placeholder is the accessible name (WCAG 2.5.3), also on narrow screens where it is only
        // visually hidden (`search.css`); the shortcut is announced separately.
        aria-keyshortcuts={modKey === '⌘' ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        aria-busy={isOpen && !ui ? true : undefined}
        onClick={onOpen}
        onPointerEnter={load}
        onFocus={load}
        onTouchStart={load}
      >
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">{site.search.placeholder}</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className="DocSearch-Button-Key">{modKey}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {failed ? (
        <div className="search-load-error" role="alert">
          Search could not be loaded. Check your connection and{' '}
          <button type="button" onClick={onOpen}>
            retry
          </button>
          .
        </div>
      ) : null}
      {isOpen && ui && !early ? createPortal(<ui.Modal site={site} runtime={ui.runtime} initialQuery={initialQuery} onClose={onClose} />, document.body) : null}
    </>
  );
}
