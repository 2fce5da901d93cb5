import type { NavLink } from '../../src/shared/page-types.js';

export function PrevNext({ prev, next, labels = { prev: 'Previous', next: 'Next' } }: { prev?: NavLink; next?: NavLink; labels?: { prev: string; next: string } }) {
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
