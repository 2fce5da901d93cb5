import type { MouseEvent, ReactNode } from 'react';
import type { SiteData } from '../../src/shared/page-types.js';
import type { SearchAnswer } from '../../src/shared/search-types.js';
import { sitePath } from './search-links.js';

export interface SearchAnswerProps {
  answer: SearchAnswer;
  site: SiteData;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The passage's text with the question's words marked, as React nodes (text stays text). */
function marked(text: string, marks: readonly [number, number][]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at) continue;
    if (start > at) nodes.push(text.slice(at, start));
    nodes.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

/** Above the hits, for a question: the sentence or two that answer it, and the section they are from (a link to it). */
export function SearchAnswerPassage({ answer, site, onOpen }: SearchAnswerProps) {
  return (
    <a className="search-answer" href={sitePath(answer.url, site)} onClick={onOpen} aria-label={`Answer from ${answer.path.join(', ')}`}>
      <span className="search-answer-label">Answer</span>
      <span className="search-answer-text">{marked(answer.text, answer.marks)}</span>
      <span className="search-answer-source">{answer.path.join(' › ')}</span>
    </a>
  );
}
