import { useState } from 'react';
import type { SidebarCategory, SidebarItem } from '../../src/shared/page-types.js';

function contains(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.route === route;
  return item.route === route || (item.items ?? []).some((c) => contains(c, route));
}

function Category({ category, currentRoute, level }: { category: SidebarCategory; currentRoute: string; level: number }) {
  const active = contains(category, currentRoute);
  const [open, setOpen] = useState(active || !category.collapsed);
  const [items, setItems] = useState(category.items);
  const toggle = async () => {
    if (!open && items === null) {
      const loaded = await window.__docsgen?.loadCategory?.(category.id);
      if (loaded) setItems(loaded);
      else if (category.href) window.location.href = category.href;
    }
    setOpen(!open);
  };
  const isCurrent = category.route === currentRoute;
  return (
    <li className={`sidebar-category level-${level}${open ? ' open' : ''}`}>
      <div className={`sidebar-category-row${isCurrent ? ' active' : ''}`}>
        {category.href ? (
          <a className="sidebar-link" href={category.href} aria-current={isCurrent ? 'page' : undefined}>
            {category.label}
          </a>
        ) : (
          <button type="button" className="sidebar-link sidebar-category-label" onClick={toggle} aria-expanded={open}>
            {category.label}
          </button>
        )}
        <button type="button" className="sidebar-caret" aria-expanded={open} aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${category.label}'`} onClick={toggle}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {open && items ? <SidebarTree items={items} currentRoute={currentRoute} level={level + 1} /> : null}
      {!open && items && !category.href ? (
        <noscript>
          <SidebarTree items={items} currentRoute={currentRoute} level={level + 1} />
        </noscript>
      ) : null}
    </li>
  );
}

export function SidebarTree({ items, currentRoute, level = 1 }: { items: SidebarItem[]; currentRoute: string; level?: number }) {
  return (
    <ul className="sidebar-list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href} className={`sidebar-item level-${level}`}>
            <a className={`sidebar-link${item.route === currentRoute ? ' active' : ''}`} href={item.href} aria-current={item.route === currentRoute ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <Category key={item.id} category={item} currentRoute={currentRoute} level={level} />
        ),
      )}
    </ul>
  );
}

/** `tutorialSidebar`: collapsible categories, the current page's path open and highlighted. */
export function Sidebar({ items, currentRoute }: { items: SidebarItem[]; currentRoute: string }) {
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <nav className="sidebar-nav">
        <SidebarTree items={items} currentRoute={currentRoute} />
      </nav>
    </aside>
  );
}
