/**
 * Paths to try for a requested path, in order (spec §2): the path itself, then, when nothing
 * matches, with a trailing `index.html` or `.html` stripped. Works on encoded pathnames.
 */
export function routeCandidates(pathname: string): string[] {
  const out = [pathname];
  if (pathname.endsWith('/index.html')) {
    const folder = pathname.slice(0, -'index.html'.length);
    out.push(folder);
    if (folder.length > 1) out.push(folder.slice(0, -1));
  } else if (pathname.endsWith('.html')) {
    const bare = pathname.slice(0, -'.html'.length);
    out.push(bare, `${bare}/`);
  }
  return out;
}

/** Route-derived URL of a page module: `/a/b` → `_page/a/b.js`, `/a/` → `_page/a/index.js` (see `modulePathOfRoute`). */
export function moduleUrlOf(pathname: string, options: { baseUrl: string; buildId: string; attempt?: number }): string {
  const base = options.baseUrl;
  const rel = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
  const file = rel === '' || rel.endsWith('/') ? `${rel}index.js` : `${rel}.js`;
  // A retry gets its own URL: browsers may remember a failed module fetch for the page's lifetime.
  return `${base}_page/${file}?v=${options.buildId}${options.attempt ? `&retry=${options.attempt}` : ''}`;
}
