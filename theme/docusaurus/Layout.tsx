import type { ReactNode } from 'react';

/**
 * Pages already render inside docsgen's layout; `<Layout>` keeps its children, and on the server
 * hands its title and description to the page's `<head>` (the render stage reads them afterwards).
 */
export default function Layout({ title, description, children }: { title?: string; description?: string; children?: ReactNode }) {
  const head = (globalThis as { __docsgenLayoutHead?: { title?: string; description?: string } }).__docsgenLayoutHead;
  if (head) Object.assign(head, title ? { title } : {}, description ? { description } : {});
  return <>{children}</>;
}
