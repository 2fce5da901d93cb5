import path from 'node:path';
import { applyTrailingSlash, routeOfFile } from './route-of-file.js';
import { docIdOf } from './doc-id.js';
import { stripNumberPrefix, stripPathNumberPrefixes } from './number-prefix.js';

/** How files become doc ids and URLs: docsgen's own policy, or Docusaurus's (for Docusaurus projects). */
export interface DocIdentityPolicy {
  style: 'docsgen' | 'docusaurus';
  /** docsgen's policy with Docusaurus number prefixes stripped (`docs.numberPrefixes`). */
  numberPrefixes?: boolean;
  /** URL prefix of every page, starting and ending with `/` (`/` or `/docs/`). */
  routeBasePath: string;
  /** The site's `trailingSlash`, applied to every route made here. */
  trailingSlash?: boolean;
}

export interface DocIdentity {
  /** What `sidebars.js`, `pagination_next` and doc links name the page by (`guides/intro`). */
  id: string;
  route: string;
}

/** Docusaurus's category-index convention: `index`, `README`, or a file named as its folder. */
function isCategoryIndex(fileName: string, dir: string): boolean {
  const name = fileName.toLowerCase();
  return name === 'index' || name === 'readme' || (dir !== '' && name === path.posix.basename(dir).toLowerCase());
}

/** Resolves a relative slug against a folder URL, as a browser resolves a relative link. */
function resolveSlug(slug: string, folder: string): string {
  const resolved = new URL(slug, `https://x${folder}`).pathname;
  return decodeURIComponent(resolved);
}

const joinRoute = (base: string, slug: string) => `${base.replace(/\/$/, '')}${slug.startsWith('/') ? slug : `/${slug}`}`;

/**
 * A page's id and route. docsgen's policy: the path as written (`a/Page name.md` is `/a/Page name`,
 * `a/index.md` is `/a/`). Docusaurus's (its docs plugin's `docs.ts` and `slug.ts`): number prefixes
 * stripped, frontmatter `id` renames the page, a file named as its folder is the folder's page, a
 * `slug` is absolute or relative to the folder, all under `routeBasePath`.
 */
export function docIdentity(contentPath: string, frontmatter: { id?: string; slug?: string }, policy: DocIdentityPolicy): DocIdentity {
  const dirRaw = path.posix.dirname(contentPath) === '.' ? '' : path.posix.dirname(contentPath);
  const fileRaw = path.posix.basename(contentPath).replace(/\.mdx?$/, '');
  if (policy.style === 'docsgen') {
    const route = routeOfFile(contentPath, frontmatter.slug, { numberPrefixes: policy.numberPrefixes });
    const id = docIdOf(contentPath, frontmatter.id, { numberPrefixes: policy.numberPrefixes });
    return { id, route: applyTrailingSlash(policy.routeBasePath === '/' ? route : joinRoute(policy.routeBasePath, route), policy.trailingSlash) };
  }
  const dir = stripPathNumberPrefixes(dirRaw);
  const baseId = frontmatter.id ?? stripNumberPrefix(fileRaw);
  const id = docIdOf(contentPath, frontmatter.id, { numberPrefixes: true });
  const folder = dir ? `/${dir}/` : '/';
  let slug: string;
  if (frontmatter.slug?.startsWith('/')) slug = frontmatter.slug;
  else if (frontmatter.slug === undefined && isCategoryIndex(fileRaw, dirRaw)) slug = folder;
  else slug = resolveSlug(frontmatter.slug ?? baseId, folder);
  return { id, route: applyTrailingSlash(joinRoute(policy.routeBasePath, slug), policy.trailingSlash) };
}
