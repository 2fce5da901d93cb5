import type { NavLink, PageMeta } from '../../src/shared/page-types.js';
import { DocCardBody } from './DocCardBody.js';
import { VersionBadge, VersionBanner } from './VersionNotice.js';

type Card = NavLink & { description: string; icon?: string };

/**
 * Generated overview of a category: its description, then one card per item. Cards with an icon are
 * Docusaurus's (a heading per card, the whole card a link); the others docsgen's own list.
 */
export function CategoryIndex({ title, description, items, docsVersion, siteTitle }: { title: string; description?: string; items: Card[]; docsVersion?: PageMeta['docsVersion']; siteTitle: string }) {
  const docusaurusCards = items.some((item) => item.icon !== undefined);
  return (
    <div className="generated-page category-index">
      <VersionBanner version={docsVersion} siteTitle={siteTitle} />
      <VersionBadge version={docsVersion} />
      <header>
        <h1>{title}</h1>
        {description ? <p className="category-description">{description}</p> : null}
      </header>
      {docusaurusCards ? (
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
    </div>
  );
}
