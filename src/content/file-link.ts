import path from 'node:path';

/**
 * The page a Markdown link to a `.md` file names. The link was resolved against the linking page's
 * folder when the page compiled (`linked`); Docusaurus also tries the same path from the docs root
 * (`[Store](api/Store.md)` written anywhere), so its projects get that second try.
 */
export function routeOfFileLink(linked: string, fromContentPath: string, routeOfContent: ReadonlyMap<string, string>, docusaurus: boolean): string | undefined {
  const direct = routeOfContent.get(linked);
  if (direct !== undefined || !docusaurus) return direct;
  const dir = path.posix.dirname(fromContentPath);
  const written = dir === '.' ? linked : path.posix.relative(dir, linked);
  if (written.startsWith('..')) return undefined;
  return routeOfContent.get(path.posix.normalize(written));
}
