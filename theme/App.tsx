import type { AppProps } from '../src/shared/app-props.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { DocPage } from './components/DocPage.js';
import { Footer } from './components/Footer.js';
import { Lazy } from './components/Lazy.js';
import { Navbar } from './components/Navbar.js';
import { Sidebar } from './components/Sidebar.js';
import { getGeneratedPages } from './generated/registry.js';
import { publishSiteData } from './docusaurus/site-context.js';

const loadChatbot = () => import('./components/Chatbot.js').then((m) => m.Chatbot);

/** Root of every page: the same tree renders on the server and hydrates in the browser. */
export function App({ site, page, sidebar, content }: AppProps) {
  // For MDX pages' Docusaurus hooks (useBaseUrl, useDocusaurusContext), which are bundled apart from the app.
  publishSiteData(site, page.href, sidebar, page);
  const showSidebar = page.hasSidebar && sidebar !== null && sidebar.length > 0;
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {site.announcementBar ? <AnnouncementBar bar={site.announcementBar} /> : null}
      <Navbar site={site} sidebar={showSidebar ? sidebar : null} currentRoute={page.route} pageHref={page.href} docsVersion={page.docsVersion} />
      <div className={`page-wrapper${showSidebar ? ' with-sidebar' : ''}`}>
        {showSidebar ? <Sidebar items={sidebar} currentRoute={page.route} /> : null}
        <main id="main-content" className="main" tabIndex={-1}>
          {/* Keyed by route: a crash stays with its page, and the next page renders afresh. */}
          <ErrorBoundary key={page.route}>
            {page.kind === 'page' && content.kind === 'component' ? (
              // A React page (src/pages) lays itself out, as in Docusaurus.
              <content.Component />
            ) : content.kind === 'html' || content.kind === 'component' ? (
              <DocPage page={page} content={content} siteTitle={site.title} messages={site.messages} />
            ) : null}
            {content.kind !== 'html' && content.kind !== 'component' ? <GeneratedPage site={site} page={page} content={content} /> : null}
          </ErrorBoundary>
        </main>
      </div>
      <Footer site={site} />
      {/* Loads once the page is interactive: without JavaScript the button could do nothing. */}
      {site.chatbot ? <Lazy load={loadChatbot} props={{ config: site.chatbot }} /> : null}
    </div>
  );
}

/** Tags, category overviews, search and not found; their components load only when such a page is shown. */
function GeneratedPage({ site, page, content }: Omit<AppProps, 'sidebar'>) {
  const { BlogArchivePage, BlogAuthorsPage, BlogListPage, BlogTagsPage, CategoryIndex, NotFound, SearchPage, TagPage, TagsPage } = getGeneratedPages();
  switch (content.kind) {
    case 'tags':
      return <TagsPage title={page.title} tags={content.tags} />;
    case 'category':
      return <CategoryIndex title={page.title} description={content.description} items={content.items} docsVersion={page.docsVersion} siteTitle={site.title} prev={page.prev} next={page.next} />;
    case 'tag':
      return <TagPage title={page.title} tag={content.tag} pages={content.pages} allTagsHref={content.allTagsHref} allTagsLabel={content.allTagsLabel} />;
    case 'search':
      return <SearchPage site={site} />;
    case 'not-found':
      return <NotFound baseUrl={site.baseUrl} />;
    case 'blog-list':
      return <BlogListPage content={content} messages={site.messages} />;
    case 'blog-tags':
      return <BlogTagsPage title={page.title} tags={content.tags} />;
    case 'blog-archive':
      return <BlogArchivePage title={page.title} years={content.years} />;
    case 'blog-authors':
      return <BlogAuthorsPage title={page.title} authors={content.authors} />;
    default:
      return null;
  }
}
