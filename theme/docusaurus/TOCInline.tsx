import type { ReactNode } from 'react';

interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** `<TOCInline toc={toc} minHeadingLevel maxHeadingLevel />`: the page's headings as a nested list. */
export default function TOCInline({ toc = [], minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: readonly TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const items = toc.filter((t) => t.level >= minHeadingLevel && t.level <= maxHeadingLevel);
  const render = (list: readonly TocEntry[], level: number): ReactNode => {
    const out: ReactNode[] = [];
    for (let i = 0; i < list.length; i++) {
      const item = list[i]!;
      if (item.level !== level) continue;
      const children: TocEntry[] = [];
      for (let j = i + 1; j < list.length && list[j]!.level > level; j++) children.push(list[j]!);
      out.push(
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {children.length ? render(children, level + 1) : null}
        </li>,
      );
    }
    return <ul>{out}</ul>;
  };
  return <div className="toc-inline">{render(items, minHeadingLevel)}</div>;
}
