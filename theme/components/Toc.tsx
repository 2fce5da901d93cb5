import { useEffect, useState } from 'react';
import type { TocItem } from '../../src/shared/page-types.js';

function TocList({ toc, active }: { toc: TocItem[]; active?: string }) {
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <ul className="toc-list">
      {toc.map((item) => (
        <li key={item.id} className={`toc-item toc-level-${item.level - minLevel}`}>
          <a href={`#${item.id}`} className={item.id === active ? 'toc-link active' : 'toc-link'} aria-current={item.id === active ? 'location' : undefined}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Highlights the heading the reader is in while scrolling. */
function useActiveHeading(toc: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const update = () => {
      let current: string | undefined;
      for (const item of toc) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top < 120) current = item.id;
      }
      setActive(current ?? toc[0]?.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [toc]);
  return active;
}

export function Toc({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc);
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList toc={toc} active={active} />
    </nav>
  );
}

/** Small screens: a collapsible "On this page". */
export function TocMobile({ toc }: { toc: TocItem[] }) {
  return (
    // Following a link closes it again, so the heading is not hidden under the open list.
    <details className="toc-mobile" onClick={(event) => (event.target as Element).closest('a') && event.currentTarget.removeAttribute('open')}>
      <summary>On this page</summary>
      <TocList toc={toc} />
    </details>
  );
}
