import path from 'node:path';

export interface FileLinkPolicy {
  /** Docusaurus's link resolution: a relative `.md` path is also tried from the docs root and the site folder. */
  docusaurus: boolean;
  /** The content folder relative to the site root, to read a path written from the site folder (`docs/x.md`). */
  contentDir?: string;
}

/**
 * The page a Markdown link to a `.md` file names. A relative link was resolved against the linking
 * page's folder when the page compiled (`linked`); Docusaurus also tries the same path from the docs
 * root (`[Store](api/Store.md)` written anywhere) and from the site folder (`docs/api/Store.md`), so
 * its projects get those tries too.
 *
 * A site-absolute link (`linked` starts with `/`) is read as Docusaurus reads it: from the content
 * folder first (`/guide/intro.md`), then from the site folder (`/docs/guide/intro.md`).
 */
export function routeOfFileLink(linked: string, fromContentPath: string, routeOfContent: ReadonlyMap<string, string>, policy: FileLinkPolicy): string | undefined {
  if (linked.startsWith('/')) return routeFromRoots(linked.slice(1), routeOfContent, policy.contentDir);
  const direct = routeOfContent.get(linked);
  if (direct !== undefined || !policy.docusaurus) return direct;
  const dir = path.posix.dirname(fromContentPath);
  const written = dir === '.' ? linked : path.posix.relative(dir, linked);
  if (written.startsWith('..')) return undefined;
  return routeFromRoots(written, routeOfContent, policy.contentDir);
}

/** A path read from the content folder, then from the site folder (when it lies in the content folder). */
function routeFromRoots(written: string, routeOfContent: ReadonlyMap<string, string>, contentDir: string | undefined): string | undefined {
  const fromContent = path.posix.normalize(written);
  const fromSite = contentDir === undefined ? undefined : path.posix.relative(path.posix.normalize(contentDir), fromContent);
  const candidates = [fromContent, ...(fromSite && !fromSite.startsWith('..') ? [fromSite] : [])];
  return candidates.map((c) => routeOfContent.get(c)).find((r) => r !== undefined);
}
