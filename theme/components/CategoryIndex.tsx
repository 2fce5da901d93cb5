import type { NavLink, PageMeta } from '../../src/shared/page-types.js';
import { DocCardBody } from './DocCardBody.js';
import { VersionBadge, VersionBanner } from './VersionNotice.js';
import { shellComponent } from '../shell/registry.js';
import { PrevNext } from './PrevNext.js';

type Card = NavLink & { description: string; icon?: string };

/**
 * Generated overview of a category: its description, then one card per item. Cards with an icon are
 * Docusaurus's (a heading per card, the whole card a link); the others docsgen's own list.
 */
export function CategoryIndex({
  title,
  description,
  items,
  docsVersion,
  siteTitle,
  prev,
  next,
}: {
  title: string;
  description?: string;
  items: Card[];
  docsVersion?: PageMeta['docsVersion'];
  siteTitle: string;
  prev?: NavLink;
  next?: NavLink;
}) {
  const docusaurusCards = items.some((item) => item.icon !== undefined);
  // A project's own card (a swizzled DocCard) draws each item from Docusaurus's sidebar item props.
  const OwnCard = docusaurusCards ? shellComponent('DocCard') : undefined;
  return (
    <div className="generated-page category-index">
      <VersionBanner version={docsVersion} siteTitle={siteTitle} />
      <VersionBadge version={docsVersion} />
      <header>
        <h1>{title}</h1>
        {description ? <p className="category-description">{description}</p> : null}
      </header>
      {OwnCard ? (
        <section className="row list">
          {items.map((item) => (
            <article key={item.href || item.title} className="col col--6 margin-bottom--lg">
              <OwnCard item={sidebarItemOf(item)} />
            </article>
          ))}
        </section>
      ) : docusaurusCards ? (
        <section className="doc-cards">
          {items.map((item) => (
            <article key={item.href || item.title}>
              <a className="doc-card" href={item.href}>
                <DocCardBody icon={item.icon} title={item.title} description={item.description} />
              </a>
            </article>
          ))}
        </section>
      ) : (
        <ul className="category-cards">
          {items.map((item) => (
            <li key={item.href || item.title}>
              {item.href ? <a href={item.href}>{item.title}</a> : <span>{item.title}</span>}
              {item.description ? <p>{item.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {/* Docusaurus ends a generated index with the paginator: a project's own one shows there too. */}
      {shellComponent('DocPaginator') ? <PrevNext prev={prev} next={next} /> : null}
    </div>
  );
}

/** A card as Docusaurus's `PropSidebarItem`: a category (its cards show 🗃) with its description ("3 items") given, or a link. */
function sidebarItemOf(card: Card): Record<string, unknown> {
  const base = { label: card.title, href: card.href, description: card.description };
  return card.icon?.startsWith('🗃') ? { type: 'category', ...base, items: [], collapsed: true, collapsible: true } : { type: 'link', ...base };
}
