import type { AnchorHTMLAttributes } from 'react';
import type { NavbarItemData, PageMeta, SiteData } from '../../src/shared/page-types.js';
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

/** A `<details>` menu: it opens and closes without JavaScript; the navbar adds outside-click and Escape. */
function Dropdown({ label, ariaLabel, items }: { label: string; ariaLabel?: string; items: { label: string; href: string; props: AnchorHTMLAttributes<HTMLAnchorElement> }[] }) {
  return (
    <details className="navbar-dropdown">
      <summary className="navbar-link" aria-label={ariaLabel}>
        {label}
      </summary>
      <ul className="dropdown-menu">
        {items.map((item) => (
          <li key={item.label}>
            <a href={item.href} {...item.props}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Item({ item, site, pageHref, docsVersion }: { item: NavbarItemData; site: SiteData; pageHref: string; docsVersion?: PageMeta['docsVersion'] }) {
  switch (item.type) {
    case 'link':
      return (
        <a
          className={`navbar-link${item.className ? ` ${item.className}` : ''}${item.href === activeHref(site, pageHref) ? ' active' : ''}`}
          href={item.href}
          aria-label={item.ariaLabel}
          {...externalProps(item.external)}
        >
          {item.label}
        </a>
      );
    case 'html':
      // The site's own markup, from its config (trusted as the config is).
      return <div className={`navbar-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'dropdown':
      return <Dropdown label={item.label} items={item.items.map((sub) => ({ ...sub, props: externalProps(sub.external) }))} />;
    case 'search':
      return (
        <div className="navbar-search" data-search-slot="">
          <SearchBox site={site} />
        </div>
      );
    case 'localeDropdown':
      return (
        <Dropdown
          label={site.locale.label}
          ariaLabel={`Language: ${site.locale.label}`}
          items={site.locales.map((l) => ({
            label: l.label,
            // This page in that locale, as Docusaurus's menu links it (a page not translated shows the original there).
            href: pageHref.startsWith(site.baseUrl) ? `${l.baseUrl}${pageHref.slice(site.baseUrl.length)}` : l.baseUrl,
            props: { lang: l.htmlLang, hrefLang: l.htmlLang, 'aria-current': l.code === site.locale.code ? 'true' : undefined },
          }))}
        />
      );
    case 'docsVersionDropdown':
      return <VersionDropdown site={site} docsVersion={docsVersion} />;
    case 'colorModeToggle':
      return site.colorMode.disableSwitch ? null : <ColorModeToggle defaultMode={site.colorMode.defaultMode} />;
  }
}

/**
 * The version menu: the page's own version (else the latest) as its label, and this page in every
 * version (else that version's first page), as Docusaurus's `docsVersionDropdown` does.
 */
function VersionDropdown({ site, docsVersion }: { site: SiteData; docsVersion?: PageMeta['docsVersion'] }) {
  const menu = docsVersion?.menu ?? site.versions;
  const active = docsVersion?.name ?? site.versions.find((v) => v.isLast)?.name;
  if (menu.length === 0) {
    const { name, label } = site.version;
    return <Dropdown label={label} ariaLabel={`Version: ${label}`} items={[{ label, href: site.baseUrl, props: { 'aria-current': 'true', onClick: () => writeStorage(VERSION_KEY, name) } }]} />;
  }
  const label = menu.find((v) => v.name === active)?.label ?? menu[0]!.label;
  return (
    <Dropdown
      label={label}
      ariaLabel={`Version: ${label}`}
      items={menu.map((v) => ({ label: v.label, href: v.href, props: { 'aria-current': v.name === active ? 'true' : undefined, onClick: () => writeStorage(VERSION_KEY, v.name) } }))}
    />
  );
}
