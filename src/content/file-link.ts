import path from 'node:path';

export interface FileLinkPolicy {
  /** Docusaurus's link resolution: a relative `.md` path is also tried from the docs root and the site folder. */
  docusaurus: boolean;
  /** The content folder relative to the site root, to read a path written from the site folder (`docs/x.md`). */
  contentDir?: string;
  /** The content-path prefixes of released docs versions (`versioned_docs/version-1.0.0/`): a link from such a page is read from its version's folder first. */
  versionPrefixes?: readonly string[];
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
  const prefix = (policy.versionPrefixes ?? []).filter((p) => fromContentPath.startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? '';
  if (linked.startsWith('/')) return routeFromRoots(linked.slice(1), routeOfContent, policy.contentDir, prefix);
  const direct = routeOfContent.get(linked) ?? acrossFolders(linked, routeOfContent, policy.contentDir);
  if (direct !== undefined || !policy.docusaurus) return direct;
  const dir = path.posix.dirname(fromContentPath);
  const written = dir === '.' ? linked : path.posix.relative(dir, linked);
  if (written.startsWith('..')) return undefined;
  return routeFromRoots(written, routeOfContent, policy.contentDir, prefix);
}

/**
 * A link from one docs folder into another (a docs plugin instance, a released version): the main
 * docs folder's pages are named from that folder, every other folder's from the site root. A path
 * that climbs out of the main folder (`../community/x.md`) is read from the site root; a site-root
 * path into the main folder (`docs/intro.md`, from `community/`) is read from that folder.
 */
function acrossFolders(linked: string, routeOfContent: ReadonlyMap<string, string>, contentDir: string | undefined): string | undefined {
  if (contentDir === undefined) return undefined;
  const main = path.posix.normalize(contentDir);
  if (linked.startsWith('../')) return routeOfContent.get(path.posix.join(main, linked));
  const inMain = path.posix.relative(main, linked);
  return inMain.startsWith('..') ? undefined : routeOfContent.get(inMain);
}

/** A path read from the content folder, then from the site folder (when it lies in the content folder). */
function routeFromRoots(written: string, routeOfContent: ReadonlyMap<string, string>, contentDir: string | undefined, versionPrefix: string): string | undefined {
  const fromContent = path.posix.normalize(written);
  const fromSite = contentDir === undefined ? undefined : path.posix.relative(path.posix.normalize(contentDir), fromContent);
  // A released version's pages have their folder from the site root as content path: `fromContent` is also the site-folder reading for them.
  const candidates = [...(versionPrefix ? [`${versionPrefix}${fromContent}`] : []), fromContent, ...(fromSite && !fromSite.startsWith('..') ? [fromSite] : [])];
  return candidates.map((c) => routeOfContent.get(c)).find((r) => r !== undefined);
}
