import { leadingEmoji } from '../../src/shared/leading-emoji.js';
import type { SidebarItem } from '../../src/shared/page-types.js';
import { DocCardBody } from '../components/DocCardBody.js';
import Link from './Link.js';
import { currentCategory } from './site-context.js';

interface CardItem {
  type?: string;
  label: string;
  href: string;
  description?: string;
}

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/** The cards of the category this page is the own page of; a category's card says how many items it holds when the page knows. */
function currentCategoryCards(): CardItem[] {
  return (currentCategory()?.items ?? []).flatMap((item: SidebarItem): CardItem[] => {
    if (!item.href) return [];
    if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
    const count = item.items?.length;
    return [{ type: item.type, label: item.label, href: item.href, ...(item.type === 'category' && count !== undefined ? { description: count === 1 ? '1 item' : `${count} items` } : {}) }];
  });
}

/** `<DocCardList />`: Docusaurus's cards (icon and title as an h2, then the description) for the given `items` or the current category's. */
export default function DocCardList({ items: given }: { items?: readonly CardItem[]; className?: string }) {
  const items: readonly CardItem[] = given ?? currentCategoryCards();
  if (!items.length) return null;
  return (
    <section className="doc-cards doc-card-list">
      {items.map((item) => {
        const { emoji, rest } = leadingEmoji(item.label);
        const icon = emoji ?? (item.type === 'category' ? '🗃' : isExternal(item.href) ? '🔗' : '📄️');
        return (
          <article key={item.href}>
            <Link className="doc-card" to={item.href}>
              <DocCardBody icon={icon} title={rest.trim()} description={item.description} />
            </Link>
          </article>
        );
      })}
    </section>
  );
}
