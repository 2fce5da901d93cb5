import { createElement, type ReactNode } from 'react';

/** `<Heading as="h2" id="x">`: a heading with the theme's anchor link. */
export default function Heading({ as = 'h2', id, children, ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode; className?: string }) {
  if (as === 'h1' || !id) return createElement(as, { id, ...rest }, children);
  return createElement(
    as,
    { id, className: ['anchor', rest.className].filter(Boolean).join(' ') },
    children,
    <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${id}`} title={`Direct link to ${id}`} />,
  );
}
