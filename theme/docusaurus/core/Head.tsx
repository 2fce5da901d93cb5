import { useEffect, type ReactNode } from 'react';
import { Children, isValidElement } from 'react';

/**
 * `<Head><title>..</title><meta ../></Head>`: docsgen writes the head from frontmatter, so on the
 * server this renders nothing; in the browser it applies a `<title>` once mounted.
 */
export default function Head({ children }: { children?: ReactNode }) {
  useEffect(() => {
    for (const child of Children.toArray(children)) {
      if (isValidElement<{ children?: ReactNode }>(child) && child.type === 'title' && typeof child.props.children === 'string') document.title = child.props.children;
    }
  }, [children]);
  return null;
}
