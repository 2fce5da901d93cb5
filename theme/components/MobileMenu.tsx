import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icons.js';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, [tabindex]:not([tabindex="-1"])';

export interface MobileMenuProps {
  /** The navbar's brand, section links, sidebar tree and community links, rendered by the navbar. */
  brand: ReactNode;
  links: ReactNode;
  sidebar: ReactNode;
  social: ReactNode;
  onClose: () => void;
}

/**
 * Below 996 px: the sidebar and the navbar's links in a panel over the page. It keeps focus inside
 * (Tab wraps), closes on Escape, on the backdrop, on navigation and when the window grows to desktop
 * width. A lazy chunk: its content comes in as props, so it shares no module with the page.
 */
export function MobileMenu({ brand, links, sidebar, social, onClose }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focusables = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null);
    focusables()[0]?.focus();
    // The current page's link is shown in the middle of the panel, as in the desktop sidebar.
    const current = panel.current?.querySelector<HTMLElement>('.mobile-menu-sidebar [aria-current="page"]');
    // The header (close button, brand) is sticky, so it stays in view above it.
    if (panel.current && current) panel.current.scrollTop = current.offsetTop - panel.current.clientHeight / 2;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onClose();
      if (event.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list.at(-1);
      const inside = panel.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    const desktop = window.matchMedia('(min-width: 997px)');
    const onWide = () => desktop.matches && onClose();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    window.addEventListener('docsgen:navigate', onClose);
    desktop.addEventListener('change', onWide);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('docsgen:navigate', onClose);
      desktop.removeEventListener('change', onWide);
    };
  }, [onClose]);
  return createPortal(
    <div className="mobile-menu-backdrop" onClick={onClose}>
      <div id="mobile-menu" ref={panel} className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu" onClick={(e) => e.stopPropagation()}>
        <div className="mobile-menu-header">
          {brand}
          <button type="button" className="navbar-icon-button" aria-label="Close navigation menu" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav className="mobile-menu-links" aria-label="Sections">
          {links}
        </nav>
        {sidebar ? (
          <nav className="mobile-menu-sidebar" aria-label="Documentation sections">
            {sidebar}
          </nav>
        ) : null}
        {social}
      </div>
    </div>,
    document.body,
  );
}
