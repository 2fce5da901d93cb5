import path from 'node:path';

export interface FileLinkPolicy {
  /** Docusaurus's link resolution: a relative `.md` path is also tried from the docs root. */
  docusaurus: boolean;
  /** The content folder relative to the site root, to read a site-absolute `/<contentDir>/x.md`. */
  contentDir?: string;
}

/**
 * The page a Markdown link to a `.md` file names. A relative link was resolved against the linking
 * page's folder when the page compiled (`linked`); Docusaurus also tries the same path from the docs
 * root (`[Store](api/Store.md)` written anywhere), so its projects get that second try.
 *
 * A site-absolute link (`linked` starts with `/`) is read as Docusaurus reads it: from the content
 * folder first (`/guide/intro.md`), then from the site folder (`/docs/guide/intro.md`).
 */
export function routeOfFileLink(linked: string, fromContentPath: string, routeOfContent: ReadonlyMap<string, string>, policy: FileLinkPolicy): string | undefined {
  if (linked.startsWith('/')) return routeOfSiteAbsolute(linked, routeOfContent, policy.contentDir);
  const direct = routeOfContent.get(linked);
  if (direct !== undefined || !policy.docusaurus) return direct;
  const dir = path.posix.dirname(fromContentPath);
  const written = dir === '.' ? linked : path.posix.relative(dir, linked);
  if (written.startsWith('..')) return undefined;
  return routeOfContent.get(path.posix.normalize(written));
}

function routeOfSiteAbsolute(linked: string, routeOfContent: ReadonlyMap<string, string>, contentDir: string | undefined): string | undefined {
  const fromContent = path.posix.normalize(linked.slice(1));
  const fromSite = contentDir === undefined ? undefined : path.posix.relative(path.posix.normalize(contentDir), fromContent);
  const candidates = [fromContent, ...(fromSite && !fromSite.startsWith('..') ? [fromSite] : [])];
  return candidates.map((c) => routeOfContent.get(c)).find((r) => r !== undefined);
}
