import type { NavLink, TagLink } from '../../src/shared/page-types.js';

type CountedTag = TagLink & { count: number };

/** Tags grouped by their first letter, each group in label order, as Docusaurus's tags page lists them. */
function byLetter(tags: readonly CountedTag[]): [string, CountedTag[]][] {
  const groups = new Map<string, CountedTag[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups];
}

/** The tags list page (the docs' or the blog's): tags grouped by first letter, each with its count. */
export function TagsPage({ title, tags, letterClassName = 'tags-letter' }: { title: string; tags: readonly CountedTag[]; letterClassName?: string }) {
  return (
    <div className="generated-page">
      <h1>{title}</h1>
      {byLetter(tags).map(([letter, group]) => (
        <section key={letter} className={letterClassName}>
          <h2 id={letter}>{letter}</h2>
          <ul className="tags-index">
            {group.map((t) => (
              <li key={t.href}>
                <a className="tag" href={t.href} title={t.description}>
                  {t.label}
                  <span className="tag-count">{t.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One tag's page; `title` is worded by the engine ("2 docs tagged with …"); its pages in title order. */
export function TagPage({
  title,
  tag,
  pages,
  allTagsHref,
  allTagsLabel,
}: {
  title: string;
  tag: TagLink;
  pages: (NavLink & { description: string })[];
  allTagsHref: string;
  /** "View all tags", in the page's locale. */
  allTagsLabel: string;
}) {
  return (
    <div className="generated-page">
      <h1>{title}</h1>
      {tag.description ? <p className="tag-description">{tag.description}</p> : null}
      <a href={allTagsHref}>{allTagsLabel}</a>
      <ul className="tag-pages">
        {pages.map((p) => (
          <li key={p.href}>
            <a href={p.href}>
              <h2>{p.title}</h2>
            </a>
            {p.description ? <p>{p.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
