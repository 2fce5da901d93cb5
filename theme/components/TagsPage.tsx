import type { NavLink, TagLink } from '../../src/shared/page-types.js';

export function TagsPage({ tags }: { tags: (TagLink & { count: number })[] }) {
  return (
    <div className="generated-page">
      <h1>Tags</h1>
      <ul className="tags-index">
        {tags.map((t) => (
          <li key={t.href}>
            <a className="tag" href={t.href} title={t.description}>
              {t.label} <span className="tag-count">{t.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One tag's page; `title` is worded by the engine ("2 docs tagged with …"). */
export function TagPage({ title, tag, pages, baseUrl }: { title: string; tag: TagLink; pages: (NavLink & { description: string })[]; baseUrl: string }) {
  return (
    <div className="generated-page">
      <h1>{title}</h1>
      {tag.description ? <p className="tag-description">{tag.description}</p> : null}
      <a href={`${baseUrl}tags`}>View all tags</a>
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
