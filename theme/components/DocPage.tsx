import type { PageContent } from '../../src/shared/app-props.js';
import type { PageMeta } from '../../src/shared/page-types.js';
import { getMdxComponents } from '../mdx/registry.js';
import { BlogPostHeader } from './BlogPostHeader.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { VersionBadge, VersionBanner } from './VersionNotice.js';
import { TagLinks } from './TagLinks.js';
import { Icon } from './Icons.js';
import { PrevNext } from './PrevNext.js';
import { themeMessage } from './theme-messages.js';
import { Toc, TocMobile } from './Toc.js';
import { CopyPage } from '../copy-page/CopyPage.js';

/** A documentation page: breadcrumbs, title, body, tags, edit link, previous/next, and the table of contents. */
export function DocPage({
  page,
  content,
  siteTitle,
  messages,
}: {
  page: PageMeta;
  content: Extract<PageContent, { kind: 'html' } | { kind: 'component' }>;
  siteTitle: string;
  /** The locale's translations of the theme's words. */
  messages?: Readonly<Record<string, string>>;
}) {
  const showToc = !page.hideToc && page.toc.length > 0;
  return (
    <div className="doc-layout">
      <article className="doc-article">
        <VersionBanner version={page.docsVersion} siteTitle={siteTitle} />
        <Breadcrumbs items={page.breadcrumbs} />
        <VersionBadge version={page.docsVersion} />
        {showToc ? <TocMobile toc={page.toc} /> : null}
        {page.heading === undefined ? (
          page.markdownHref ? (
            <div className="doc-header doc-header-bare">
              <CopyPage href={page.markdownHref} />
            </div>
          ) : null
        ) : (
          <header className="doc-header">
            <h1>{page.heading}</h1>
            {page.markdownHref ? <CopyPage href={page.markdownHref} /> : null}
          </header>
        )}
        {page.blogPost ? <BlogPostHeader header={page.blogPost} /> : null}
        {content.kind === 'html' ? (
          <div className="markdown" dangerouslySetInnerHTML={{ __html: content.html }} />
        ) : (
          <div className="markdown">
            <content.Component components={getMdxComponents()} />
          </div>
        )}
        <footer className="doc-footer">
          <TagLinks tags={page.tags} messages={messages} />
          <LastUpdated update={page.lastUpdate} />
          {page.editUrl ? (
            <a className="edit-link" href={page.editUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="edit" small />
              {themeMessage(messages, 'theme.common.editThisPage')}
            </a>
          ) : null}
        </footer>
        <PrevNext
          prev={page.prev}
          next={page.next}
          labels={page.prevNextLabels ?? { prev: themeMessage(messages, 'theme.docs.paginator.previous'), next: themeMessage(messages, 'theme.docs.paginator.next') }}
        />
      </article>
      {showToc ? <Toc toc={page.toc} /> : null}
    </div>
  );
}

/** "Last updated on Nov 26, 2026 by Ada", as Docusaurus words it (dates in UTC, so every reader and the server agree). */
function LastUpdated({ update }: { update: PageMeta['lastUpdate'] }) {
  if (!update) return null;
  const shown = update.date ? new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(update.date)) : undefined;
  return (
    <span className="last-updated">
      Last updated
      {shown ? (
        <>
          {' '}
          on{' '}
          <b>
            <time dateTime={update.date}>{shown}</time>
          </b>
        </>
      ) : null}
      {update.author ? (
        <>
          {' '}
          by <b>{update.author}</b>
        </>
      ) : null}
    </span>
  );
}
