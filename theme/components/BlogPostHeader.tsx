import { SocialIcon } from './SocialIcon.js';
import type { BlogAuthorCard, BlogPostHeader as Header } from '../../src/shared/blog-page-types.js';

/** One author: picture, name (linked to their page or site), title and social links. */
/** `count`: the author's number of posts, shown after the name (the authors page). */
export function BlogAuthor({ author, large, count }: { author: BlogAuthorCard; large?: boolean; count?: number }) {
  const name = author.href ? <a href={author.href}>{author.name}</a> : author.name;
  return (
    <div className={`blog-author${large ? ' blog-author-large' : ''}`}>
      {author.imageURL ? <img className="blog-author-image" src={author.imageURL} alt={author.name ?? ''} width={large ? 64 : 40} height={large ? 64 : 40} loading="lazy" /> : null}
      <div className="blog-author-text">
        {author.name ? (
          <span className="blog-author-name">
            {name}
            {count !== undefined ? (
              <>
                {' '}
                <span className="tag-count">{count}</span>
              </>
            ) : null}
          </span>
        ) : null}
        {/* Name and title read as two phrases (screen readers, copied text), as Docusaurus's separate blocks do. */}
        {author.title ? (
          <>
            {' '}
            <small className="blog-author-title">{author.title}</small>
          </>
        ) : null}
        {author.socials.length ? (
          <span className="blog-author-socials">
            {author.socials.map((s) => (
              <a key={s.platform} href={s.href} target="_blank" rel="noopener noreferrer" title={s.platform} aria-label={s.platform}>
                <SocialIcon icon={s.platform} />
              </a>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The line under a post's title: its date, reading time and authors. */
export function BlogPostHeader({ header }: { header: Header }) {
  return (
    <div className="blog-post-header">
      <div className="blog-post-meta">
        <time dateTime={header.date}>{header.dateLabel}</time>
        {header.readingTime ? <> · {header.readingTime}</> : null}
      </div>
      {header.authors.length ? (
        <div className="blog-authors">
          {header.authors.map((a, i) => (
            <BlogAuthor key={`${a.name}-${i}`} author={a} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
