import type { ReactNode } from 'react';

const MARK = /(<mark>|<\/mark>)/;

/**
 * A highlighted value as React nodes: the text between Algolia's `<mark>` tags stays text, so
 * nothing from content is ever parsed as HTML.
 */
export function Highlighted({ value }: { value: string }) {
  const parts = value.split(MARK);
  const nodes: ReactNode[] = [];
  let marked = false;
  parts.forEach((part, i) => {
    if (i % 2 === 1) marked = part === '<mark>';
    else if (part) nodes.push(marked ? <mark key={i}>{part}</mark> : part);
  });
  return <>{nodes}</>;
}
