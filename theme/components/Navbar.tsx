import { useEffect, useState } from 'react';
import type { NavbarItemData, SidebarItem, SiteData } from '../../src/shared/page-types.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { SidebarTree } from './Sidebar.js';
import { SocialIcon } from './SocialIcon.js';

function externalProps(external: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

function Item({ item, site }: { item: NavbarItemData; site: SiteData }) {
  switch (item.type) {
    case 'link':
      return (
        <a className="navbar-link" href={item.href} {...externalProps(item.external)}>
          {item.label}
        </a>
      );
    case 'dropdown':
      return (
        <details className="navbar-dropdown">
          <summary className="navbar-link">{item.label}</summary>
          <ul className="dropdown-menu">
            {item.items.map((sub) => (
              <li key={sub.href}>
                <a href={sub.href} {...externalProps(sub.external)}>
                  {sub.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      );
    case 'search':
      return <div className="navbar-search" data-search-slot="" />;
    case 'localeDropdown':
      return (
        <details className="navbar-dropdown">
          <summary className="navbar-link" aria-label={`Language: ${site.locale.label}`}>
            {site.locale.label}
          </summary>
          <ul className="dropdown-menu">
            {site.locales.map((l) => (
              <li key={l.code}>
                <a href={site.baseUrl} lang={l.code} aria-current={l.code === site.locale.code ? 'true' : undefined}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      );
    case 'docsVersionDropdown':
      return (
        <details className="navbar-dropdown">
          <summary className="navbar-link" aria-label={`Version: ${site.version.label}`}>
            {site.version.label}
          </summary>
          <ul className="dropdown-menu">
            <li>
              <a href={site.baseUrl} aria-current="true">
                {site.version.label}
              </a>
            </li>
          </ul>
        </details>
      );
    case 'colorModeToggle':
      return site.colorMode.disableSwitch ? null : <ColorModeToggle defaultMode={site.colorMode.defaultMode} />;
  }
}

/** Top bar: logo and title, section links, search slot, locale and version menus, colour toggle, community links. */
export function Navbar({ site, sidebar }: { site: SiteData; sidebar: SidebarItem[] | null }) {
  const [hidden, setHidden] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (!site.navbar.hideOnScroll) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setHidden(y > last && y > 80);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [site.navbar.hideOnScroll]);
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className={`navbar${hidden ? ' navbar-hidden' : ''}`} aria-label="Main">
      <div className="navbar-inner">
        <button type="button" className="navbar-icon-button navbar-toggle" aria-label="Open navigation menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <span aria-hidden="true">☰</span>
        </button>
        <a className="navbar-brand" href={site.baseUrl}>
          {site.navbar.logo ? <img className="navbar-logo" src={site.navbar.logo.src} alt={site.navbar.logo.alt} width={32} height={32} /> : null}
          <span className="navbar-title">{site.navbar.title ?? site.title}</span>
        </a>
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <Item key={i} item={item} site={site} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <Item key={i} item={item} site={site} />
          ))}
          {site.socialLinks.map((s) => (
            <a key={s.href} className="navbar-icon-button navbar-social" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
              <SocialIcon icon={s.icon} />
            </a>
          ))}
        </div>
      </div>
      {menuOpen ? <MobileMenu site={site} sidebar={sidebar} onClose={() => setMenuOpen(false)} /> : null}
    </nav>
  );
}

/** Below 996 px: the sidebar and navbar links in a panel that traps focus and closes on Escape. */
function MobileMenu({ site, sidebar, onClose }: { site: SiteData; sidebar: SidebarItem[] | null; onClose: () => void }) {
  useEffect(() => {
    const panel = document.getElementById('mobile-menu');
    const focusables = () => Array.from(panel?.querySelectorAll<HTMLElement>('a[href], button, summary, [tabindex]:not([tabindex="-1"])') ?? []);
    focusables()[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onClose();
      if (event.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const onNavigate = () => onClose();
    document.addEventListener('keydown', onKey);
    window.addEventListener('docsgen:navigate', onNavigate);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('docsgen:navigate', onNavigate);
    };
  }, [onClose]);
  return (
    <div className="mobile-menu-backdrop" onClick={onClose}>
      <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label="Navigation menu" onClick={(e) => e.stopPropagation()}>
        <div className="mobile-menu-header">
          <a className="navbar-brand" href={site.baseUrl}>
            {site.navbar.title ?? site.title}
          </a>
          <button type="button" className="navbar-icon-button" aria-label="Close navigation menu" onClick={onClose}>
            ×
          </button>
        </div>
        <ul className="mobile-menu-links">
          {site.navbar.items
            .filter((i): i is Extract<NavbarItemData, { type: 'link' }> => i.type === 'link')
            .map((i) => (
              <li key={i.href}>
                <a href={i.href}>{i.label}</a>
              </li>
            ))}
        </ul>
        {sidebar ? <SidebarTree items={sidebar} currentRoute={typeof window === 'undefined' ? '' : decodeURIComponent(window.location.pathname)} /> : null}
      </div>
    </div>
  );
}
