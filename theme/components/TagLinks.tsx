import type { TagLink } from '../../src/shared/page-types.js';

/** A page's tags as links ("Tags: a b"), under a doc or a blog post. */
export function TagLinks({ tags }: { tags: readonly TagLink[] }) {
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <span className="doc-tags-label">Tags:</span>
      <ul>
        {tags.map((t) => (
          <li key={t.href}>
            <a className="tag" href={t.href} title={t.description}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
