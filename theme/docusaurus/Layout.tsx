import type { ReactNode } from 'react';

/** Pages already render inside docsgen's layout; `<Layout>` only keeps its children. */
export default function Layout({ children }: { title?: string; description?: string; children?: ReactNode }) {
  return <>{children}</>;
}
