import type { NavLink } from '../../src/shared/page-types.js';

/** Generated overview of a folder without its own index page: one card per item. */
export function CategoryIndex({ title, items }: { title: string; items: (NavLink & { description: string })[] }) {
  return (
    <div className="generated-page category-index">
      <h1>{title}</h1>
      <ul className="category-cards">
        {items.map((item) => (
          <li key={item.href || item.title}>
            {item.href ? <a href={item.href}>{item.title}</a> : <span>{item.title}</span>}
            {item.description ? <p>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
