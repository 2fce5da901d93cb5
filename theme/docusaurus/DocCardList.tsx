import Link from './Link.js';
import { currentCategory } from './site-context.js';

interface CardItem {
  type?: string;
  label: string;
  href: string;
  description?: string;
}

/** `<DocCardList />`: the children of the category this page belongs to as its own page (or the given `items`). */
export default function DocCardList({ items: given }: { items?: readonly CardItem[]; className?: string }) {
  const items: readonly CardItem[] = given ?? (currentCategory()?.items ?? []).flatMap((item) => (item.href ? [{ label: item.label, href: item.href }] : []));
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
