import type { NavLink } from '../../src/shared/page-types.js';

export function Breadcrumbs({ items }: { items: NavLink[] }) {
  if (!items.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={i}>{item.href ? <a href={item.href}>{item.title}</a> : <span>{item.title}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
