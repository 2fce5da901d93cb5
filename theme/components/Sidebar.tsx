import { useEffect, useId, useRef, useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../../src/shared/page-types.js';
import { Icon } from './Icons.js';

function contains(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.route === route;
  return item.route === route || (item.items ?? []).some((c) => contains(c, route));
}

/**
 * A collapsible category. Opening one never closes another. Children the page's HTML left out
 * (`items: null`) are fetched on first expand; without JavaScript, the category's own link (or, for
 * a category without a page, its always-present list) still leads to every page.
 */
function Category({ category, currentRoute }: { category: SidebarCategory; currentRoute: string }) {
  const active = contains(category, currentRoute);
  const [open, setOpen] = useState(active || !category.collapsed);
  const [loaded, setLoaded] = useState<SidebarItem[] | null>(null);
  const listId = useId();
  const items = category.items ?? loaded;
  // Navigating to a page inside opens its path; nothing else is closed.
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  useEffect(() => {
    if (!open || items) return;
    let cancelled = false;
    void (window.__docsgen?.loadCategory?.(category.id) ?? Promise.resolve(null)).then((children) => {
      if (cancelled) return;
      if (children) return setLoaded(children);
      setOpen(false);
      if (category.href) void window.__docsgen?.navigate(category.href);
    });
    return () => {
      cancelled = true;
    };
  }, [open, items, category.id, category.href]);
  const isCurrent = category.route !== undefined && category.route === currentRoute;
  const label = `${open ? 'Collapse' : 'Expand'} sidebar category '${category.label}'`;
  const controls = items ? listId : undefined;
  if (category.collapsible === false) {
    return (
      <li className={`sidebar-category open${category.className ? ` ${category.className}` : ''}`}>
        <div className={`sidebar-category-row${isCurrent ? ' active' : ''}`}>
          {category.href ? (
            <a className={`sidebar-link${isCurrent ? ' active' : ''}`} href={category.href} aria-current={isCurrent ? 'page' : undefined}>
              {category.label}
            </a>
          ) : (
            <span className="sidebar-link sidebar-category-label">{category.label}</span>
          )}
        </div>
        {items ? <SidebarTree id={listId} items={items} currentRoute={currentRoute} /> : null}
      </li>
    );
  }
  return (
    <li className={`sidebar-category${open ? ' open' : ''}${category.className ? ` ${category.className}` : ''}`}>
      <div className={`sidebar-category-row${isCurrent ? ' active' : ''}`}>
        {category.href ? (
          <>
            <a className={`sidebar-link${isCurrent ? ' active' : ''}`} href={category.href} aria-current={isCurrent ? 'page' : undefined}>
              {category.label}
            </a>
            <button type="button" className="sidebar-caret" aria-expanded={open} aria-controls={controls} aria-label={label} onClick={() => setOpen(!open)}>
              <Icon name="chevron" small />
            </button>
          </>
        ) : (
          <button type="button" className="sidebar-link sidebar-category-button" aria-expanded={open} aria-controls={controls} onClick={() => setOpen(!open)}>
            <span>{category.label}</span>
            <span className="sidebar-caret" aria-hidden="true">
              <Icon name="chevron" small />
            </span>
          </button>
        )}
      </div>
      {items ? <SidebarTree id={listId} items={items} currentRoute={currentRoute} /> : null}
    </li>
  );
}

export function SidebarTree({ items, currentRoute, id }: { items: SidebarItem[]; currentRoute: string; id?: string }) {
  return (
    <ul className="sidebar-list" id={id}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href} className={item.className}>
            <a className={`sidebar-link${item.route === currentRoute ? ' active' : ''}`} href={item.href} aria-current={item.route === currentRoute ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <Category key={item.id} category={item} currentRoute={currentRoute} />
        ),
      )}
    </ul>
  );
}

/** `tutorialSidebar`: collapsible categories, the current page's path open, highlighted and scrolled into view. */
export function Sidebar({ items, currentRoute }: { items: SidebarItem[]; currentRoute: string }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = nav.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !link) return;
    // Only the sidebar scrolls (scrollIntoView would move the page too); the nav is the link's offset parent.
    const visible = link.offsetTop >= box.scrollTop && link.offsetTop + link.offsetHeight <= box.scrollTop + box.clientHeight;
    if (!visible) box.scrollTop = link.offsetTop - box.clientHeight / 3;
  }, [currentRoute]);
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <nav ref={nav} className="sidebar-nav" aria-label="Documentation sections">
        <SidebarTree items={items} currentRoute={currentRoute} />
      </nav>
    </aside>
  );
}
