import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PageMeta, SidebarItem, SiteData } from '../../src/shared/page-types.js';
import { Icon } from './Icons.js';
import { Lazy } from './Lazy.js';
import { Item } from './NavbarItem.js';
import { SidebarTree } from './Sidebar.js';
import { SocialIcon } from './SocialIcon.js';

const loadMobileMenu = () => import('./MobileMenu.js').then((m) => m.MobileMenu);
const MENU_ITEMS = new Set(['link', 'dropdown', 'docsVersionDropdown', 'localeDropdown']);

/** Hides the bar while the reader scrolls down and brings it back on the way up. */
function useHideOnScroll(enabled: boolean, paused: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled || paused) return setHidden(false);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 6) return;
      setHidden(y > last && y > 120);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, paused]);
  return hidden;
}

/** `<details>` menus work without JavaScript; with it they also close on an outside click, on Escape and after a choice. */
function useClosingDropdowns(nav: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const openMenus = () => Array.from(nav.current?.querySelectorAll<HTMLDetailsElement>('details.navbar-dropdown[open]') ?? []);
    const onClick = (event: MouseEvent) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node) || (event.target as Element).closest('a')) menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of openMenus()) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [nav]);
}

type Logo = NonNullable<SiteData['navbar']['logo']>;

/**
 * The logo at its own size (the config's, or the image's filled in when the config loaded), with its
 * style; a dark-mode image beside it, each shown in its mode by CSS so the right one paints first.
 */
function NavbarLogo({ logo }: { logo: Logo }) {
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img className={['navbar-logo', mode ? `navbar-logo-${mode}` : '', logo.className ?? ''].filter(Boolean).join(' ')} src={src} alt="" width={logo.width} height={logo.height} style={logo.style} />
  );
  if (!logo.srcDark) return image(logo.src);
  return (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  );
}

/** Top bar: logo and title, section links, search slot, version and locale menus, colour toggle, community links. */
export function Navbar({
  site,
  sidebar,
  currentRoute,
  pageHref,
  docsVersion,
}: {
  site: SiteData;
  sidebar: SidebarItem[] | null;
  currentRoute: string;
  pageHref: string;
  docsVersion?: PageMeta['docsVersion'];
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll, menuOpen || focusInside);
  useClosingDropdowns(nav);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggle.current?.focus();
  }, []);
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  const logo = site.navbar.logo;
  const brand = (
    <a className="navbar-brand" href={logo?.href ?? site.baseUrl}>
      {logo ? <NavbarLogo logo={logo} /> : null}
      <span className="navbar-title">{site.navbar.title ?? site.title}</span>
    </a>
  );
  return (
    <nav
      ref={nav}
      className={`navbar${hidden ? ' navbar-hidden' : ''}`}
      aria-label="Main"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => setFocusInside(nav.current?.contains(event.relatedTarget as Node | null) ?? false)}
    >
      <div className="navbar-inner">
        <button ref={toggle} type="button" className="navbar-icon-button navbar-toggle" aria-label="Open navigation menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <Icon name="menu" />
        </button>
        {brand}
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <Item key={i} item={item} site={site} pageHref={pageHref} docsVersion={docsVersion} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <Item key={i} item={item} site={site} pageHref={pageHref} docsVersion={docsVersion} />
          ))}
          {site.socialLinks.length ? <span className="navbar-divider" aria-hidden="true" /> : null}
          {site.socialLinks.map((s) => (
            <a key={s.href} className="navbar-icon-button navbar-social" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label}>
              <SocialIcon icon={s.icon} />
            </a>
          ))}
        </div>
      </div>
      {menuOpen ? (
        <Lazy
          load={loadMobileMenu}
          props={{
            brand,
            links: site.navbar.items.filter((item) => MENU_ITEMS.has(item.type)).map((item, i) => <Item key={i} item={item} site={site} pageHref={pageHref} docsVersion={docsVersion} />),
            sidebar: sidebar ? <SidebarTree items={sidebar} currentRoute={currentRoute} /> : null,
            social: site.socialLinks.length ? (
              <ul className="mobile-menu-social" aria-label="Community">
                {site.socialLinks.map((s) => (
                  <li key={s.href}>
                    <a className="navbar-icon-button" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                      <SocialIcon icon={s.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null,
            onClose: closeMenu,
          }}
        />
      ) : null}
    </nav>
  );
}
