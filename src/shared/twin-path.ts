/** The path of a page's Markdown twin in the built folder, for a request path under the base (`/a/b` → `/a/b.md`, `/a/` → `/a/index.md`). */
export function twinRequestPath(rel: string): string {
  const clean = rel.replace(/\.html$/, '').replace(/\/index$/, '/');
  return clean.endsWith('/') ? `${clean}index.md` : `${clean}.md`;
}
