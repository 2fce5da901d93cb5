import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { SidebarItem, SiteData } from '../../src/shared/page-types.js';
import { CloseIcon } from './Icons.js';
import { externalProps, Item } from './NavbarItem.js';
import { SidebarTree } from './Sidebar.js';
import { SocialIcon } from './SocialIcon.js';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, [tabindex]:not([tabindex="-1"])';

/**
 * Below 996 px: the sidebar and the navbar's links in a panel over the page. It keeps focus inside
 * (Tab wraps), closes on Escape, on the backdrop, on navigation and when the window grows to desktop width.
 */
export function MobileMenu({ site, sidebar, currentRoute, pageHref, onClose }: { site: SiteData; sidebar: SidebarItem[] | null; currentRoute: string; pageHref: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focusables = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null);
    (panel.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? focusables()[0])?.focus();
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
  const links = site.navbar.items.filter((item) => item.type === 'link' || item.type === 'dropdown' || item.type === 'docsVersionDropdown' || item.type === 'localeDropdown');
  return createPortal(
    <div className="mobile-menu-backdrop" onClick={onClose}>
      <div id="mobile-menu" ref={panel} className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu" onClick={(e) => e.stopPropagation()}>
        <div className="mobile-menu-header">
          <a className="navbar-brand" href={site.baseUrl}>
            {site.navbar.logo ? <img className="navbar-logo" src={site.navbar.logo.src} alt="" width={28} height={28} /> : null}
            <span className="navbar-title">{site.navbar.title ?? site.title}</span>
          </a>
          <button type="button" className="navbar-icon-button" aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav className="mobile-menu-links" aria-label="Sections">
          {links.map((item, i) => (
            <Item key={i} item={item} site={site} pageHref={pageHref} />
          ))}
        </nav>
        {sidebar ? (
          <nav className="mobile-menu-sidebar" aria-label="Docs pages">
            <SidebarTree items={sidebar} currentRoute={currentRoute} />
          </nav>
        ) : null}
        {site.socialLinks.length ? (
          <ul className="mobile-menu-social" aria-label="Community">
            {site.socialLinks.map((s) => (
              <li key={s.href}>
                <a className="navbar-icon-button" href={s.href} {...externalProps(true)} aria-label={s.label}>
                  <SocialIcon icon={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
