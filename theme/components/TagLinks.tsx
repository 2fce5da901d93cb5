import type { TagLink } from '../../src/shared/page-types.js';
import { themeMessage } from './theme-messages.js';

/** A page's tags as links ("Tags: a b"), under a doc or a blog post; the label in the page's locale. */
export function TagLinks({ tags, messages }: { tags: readonly TagLink[]; messages?: Readonly<Record<string, string>> }) {
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <span className="doc-tags-label">{themeMessage(messages, 'theme.tags.tagsListLabel')}</span>
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
