import { shellComponent } from '../shell/registry.js';
import type { NavLink } from '../../src/shared/page-types.js';

export function PrevNext({ prev, next, labels = { prev: 'Previous', next: 'Next' } }: { prev?: NavLink; next?: NavLink; labels?: { prev: string; next: string } }) {
  // A project's own paginator (a swizzled DocPaginator) takes Docusaurus's props, and decides itself what to show.
  const Own = shellComponent('DocPaginator');
  if (Own) return <Own {...(prev ? { previous: { permalink: prev.href, title: prev.title } } : {})} {...(next ? { next: { permalink: next.href, title: next.title } } : {})} />;
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {prev ? (
        <a className="pagination-link prev" href={prev.href} rel="prev">
          <span className="pagination-sub">{labels.prev}</span>
          <span className="pagination-label">« {prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link next" href={next.href} rel="next">
          <span className="pagination-sub">{labels.next}</span>
          <span className="pagination-label">{next.title} »</span>
        </a>
      ) : null}
    </nav>
  );
}
