import type { NavbarItemData, SiteData } from '../../src/shared/page-types.js';
import { SearchBox } from '../search/SearchBox.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { writeStorage } from './storage.js';

export const VERSION_KEY = 'docsgen.preferredVersion';

export function externalProps(external: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** The navbar link of the page's section: the longest link the page is under (the home link only on the home page). */
function activeHref(site: SiteData, pageHref: string): string | undefined {
  let best: string | undefined;
  for (const item of site.navbar.items) {
    if (item.type !== 'link' || item.external) continue;
    const under = item.href === site.baseUrl ? pageHref === site.baseUrl : pageHref.startsWith(item.href);
    if (under && item.href.length > (best?.length ?? -1)) best = item.href;
  }
  return best;
}

export function Item({ item, site, pageHref }: { item: NavbarItemData; site: SiteData; pageHref: string }) {
  switch (item.type) {
    case 'link':
      return (
        <a className={`navbar-link${item.href === activeHref(site, pageHref) ? ' active' : ''}`} href={item.href} {...externalProps(item.external)}>
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
      return (
        <div className="navbar-search" data-search-slot="">
          <SearchBox site={site} />
        </div>
      );
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
              <a href={site.baseUrl} aria-current="true" onClick={() => writeStorage(VERSION_KEY, site.version.name)}>
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
