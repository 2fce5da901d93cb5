import Link from './Link.js';

interface CardItem {
  type?: string;
  label: string;
  href: string;
  description?: string;
}

/**
 * `<DocCardList items={...} />`. Without `items`, Docusaurus lists the current category's children;
 * docsgen renders category overviews itself, so an item-less list renders nothing.
 */
export default function DocCardList({ items = [] }: { items?: readonly CardItem[]; className?: string }) {
  if (!items.length) return null;
  return (
    <ul className="category-index doc-card-list">
      {items.map((item) => (
        <li key={item.href} className="category-index-item">
          <Link to={item.href}>{item.label}</Link>
          {item.description ? <p>{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
