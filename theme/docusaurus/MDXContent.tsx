import type { ReactNode } from 'react';

/** `@theme/MDXContent`: the page's Markdown, already rendered with the site's MDX components by the page itself. */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
