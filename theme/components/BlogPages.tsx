import type { BlogContent, BlogListContent, BlogPostCard } from '../../src/shared/blog-page-types.js';
import { BlogAuthor, BlogPostHeader } from './BlogPostHeader.js';
import { TagLinks } from './TagLinks.js';
import { themeMessage } from './theme-messages.js';
import { TagsPage } from './TagsPage.js';

function PostCard({ post, messages }: { post: BlogPostCard; messages?: Readonly<Record<string, string>> }) {
  return (
    <article className="blog-post-card">
      <header>
        <h2>
          <a href={post.href}>{post.title}</a>
        </h2>
        <BlogPostHeader header={post} />
      </header>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      <footer className="blog-post-card-footer">
        <TagLinks tags={post.tags} messages={messages} />
        {post.truncated ? (
          <a className="blog-read-more" href={post.href} aria-label={themeMessage(messages, 'theme.blog.post.readMoreLabel', { title: post.title })}>
            {themeMessage(messages, 'theme.blog.post.readMore')}
          </a>
        ) : null}
      </footer>
    </article>
  );
}

/** The blog's list pages, a tag's posts and an author's posts: newest first, with links to newer and older pages. */
export function BlogListPage({ content, messages }: { content: BlogListContent; messages?: Readonly<Record<string, string>> }) {
  const { heading } = content;
  return (
    <div className="generated-page blog-list">
      {heading ? (
        <header className="blog-list-header">
          {heading.author ? <BlogAuthor author={heading.author} large /> : <h1>{heading.title}</h1>}
          {heading.description ? <p>{heading.description}</p> : null}
          {heading.allHref ? <a href={heading.allHref}>{heading.allLabel}</a> : null}
        </header>
      ) : null}
      {content.posts.map((post) => (
        <PostCard key={post.href} post={post} messages={messages} />
      ))}
      {content.newerHref || content.olderHref ? (
        <nav className="pagination-nav" aria-label="Blog list page navigation">
          {content.newerHref ? (
            <a className="pagination-link prev" href={content.newerHref}>
              <span className="pagination-label">« Newer entries</span>
            </a>
          ) : (
            <span />
          )}
          {content.olderHref ? (
            <a className="pagination-link next" href={content.olderHref}>
              <span className="pagination-label">Older entries »</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** Every tag of the blog, by first letter, with its count of posts. */
export function BlogTagsPage({ title, tags }: { title: string; tags: Extract<BlogContent, { kind: 'blog-tags' }>['tags'] }) {
  return <TagsPage title={title} tags={tags} letterClassName="blog-tags-letter" />;
}

/** Every post by year. */
export function BlogArchivePage({ title, years }: { title: string; years: Extract<BlogContent, { kind: 'blog-archive' }>['years'] }) {
  return (
    <div className="generated-page blog-archive">
      <h1>{title}</h1>
      {years.map((y) => (
        <section key={y.year}>
          <h2 id={y.year}>{y.year}</h2>
          <ul>
            {y.posts.map((p) => (
              <li key={p.href}>
                <a href={p.href}>
                  {p.dateLabel} - {p.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Every author of the blog, each with their count of posts. */
export function BlogAuthorsPage({ title, authors }: { title: string; authors: Extract<BlogContent, { kind: 'blog-authors' }>['authors'] }) {
  return (
    <div className="generated-page">
      <h1>{title}</h1>
      <ul className="blog-authors-list">
        {authors.map((a) => (
          <li key={a.href ?? a.name}>
            <BlogAuthor author={a} large count={a.count} />
          </li>
        ))}
      </ul>
    </div>
  );
}
