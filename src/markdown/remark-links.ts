import path from 'node:path';
import type { Definition, Image, ImageReference, Link, LinkReference, Root } from 'mdast';
import { walkTree } from './walk-tree.js';
import type { VFile } from 'vfile';
import type { LinkRef } from './compiled-doc.js';
import { marker } from './url-markers.js';

export interface LinkOptions {
  /** The content folder relative to the site root. */
  contentDir: string;
  /** Every docs folder (the content folder and each version's), relative to the site root: images may come from any. */
  contentDirs?: readonly string[];
  /** The static folder relative to the site root. */
  staticDir?: string;
}

const inside = (file: string, dir: string) => {
  const rel = path.posix.relative(path.posix.normalize(dir), file);
  return rel !== '' && !rel.startsWith('../') && rel !== '..' && !path.posix.isAbsolute(rel);
};

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Docusaurus's rule: a path with an extension that is not a page (`.md`, `.mdx`, `.html`) names a file to copy; a folder (`../v1.2/`) does not. */
const isFileLike = (target: string) => !target.endsWith('/') && path.posix.extname(target) !== '' && !/\.(mdx?|html)$/i.test(target);

/**
 * The file a link names when Docusaurus would copy it as an asset (`./data.json`, `../files/a.pdf`,
 * `@site/static/x.zip`), relative to the site root; undefined for a page link, a site-absolute path
 * (a route or a static file, checked as such) or a path leading out of the site root.
 */
function linkedFile(target: string, folder: string): string | undefined {
  const site = target.startsWith('@site/');
  if (!site && (target.startsWith('/') || !isFileLike(target))) return undefined;
  const file = path.posix.normalize(site ? target.slice('@site/'.length) : path.posix.join(folder, target));
  if (target.includes('\0') || file === '..' || file.startsWith('../') || path.posix.isAbsolute(file)) return undefined;
  return file;
}

function decode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** Splits `path#anchor`, decoding percent-escapes so routes compare as written in the file tree. */
function split(url: string): { target: string; anchor?: string } {
  const hash = url.indexOf('#');
  const target = decode(hash >= 0 ? url.slice(0, hash) : url);
  const anchor = hash >= 0 ? decode(url.slice(hash + 1)) : undefined;
  return { target, anchor: anchor || undefined };
}

/** Docusaurus's escape hatch: `pathname:///files/a.pdf` is a plain URL on the site, never an asset, never checked. */
const PATHNAME = /^pathname:\/\//i;

function followAsWritten(node: Link | Definition | Image, written: string): void {
  const { target, anchor } = split(written);
  node.url = target.startsWith('/') ? marker('route', target, anchor) : written;
}

/** The identifiers of the definitions a `[text][label]`, `[label][]` or `![alt][label]` uses. */
function referencedDefinitions(tree: Root): Set<string> {
  const used = new Set<string>();
  walkTree(tree, (n) => {
    if (n.type === 'linkReference' || n.type === 'imageReference') used.add((n as LinkReference | ImageReference).identifier);
  });
  return used;
}

/** Records every link with its position and rewrites internal ones to markers resolved at render time. */
export function remarkLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const dir = path.posix.dirname(file.data.contentPath ?? '');
    // The page's folder from the site root: its file's (a version's pages are not under the content folder).
    const folder = file.path ? path.posix.dirname(file.path.split(path.sep).join('/')) : path.posix.join(options.contentDir, dir);
    const contentDirs = options.contentDirs ?? [options.contentDir];
    const links: LinkRef[] = [];
    const assets: string[] = [];
    const referenced = referencedDefinitions(tree);
    walkTree(tree, (n) => {
      if (n.type !== 'link' && n.type !== 'definition' && n.type !== 'image') return;
      // A definition no `[text][label]` uses puts no link on the page: Docusaurus (which checks the HTML) never sees it, nor do we.
      if (n.type === 'definition' && !referenced.has((n as Definition).identifier)) return;
      const node = n as Link | Definition | Image;
      const url = node.url;
      if (url && PATHNAME.test(url)) return followAsWritten(node, url.replace(PATHNAME, ''));
      if (!url || EXTERNAL.test(url)) return;
      const line = node.position?.start.line ?? 0;
      const column = node.position?.start.column ?? 0;
      const { target, anchor } = split(url);
      if (node.type === 'image') {
        // An image is a file: a query (`x.png?raw=true`, from GitHub URLs) names nothing Docusaurus keeps, so neither does docsgen.
        const imagePath = target.replace(/\?.*$/, '');
        if (imagePath.startsWith('/')) {
          node.url = marker('route', imagePath);
        } else {
          const asset = path.posix.normalize(path.posix.join(folder, imagePath));
          // An image is copied into the output: only from the site's own content and static folders, never from elsewhere on the machine.
          if (target.includes('\0') || (!contentDirs.some((d) => inside(asset, d)) && !(options.staticDir && inside(asset, options.staticDir)))) {
            (file.data.problems ??= []).push({
              code: 'asset-outside-site',
              line,
              column,
              message: `The image ${JSON.stringify(target)} is outside the content and static folders, so it is not copied into the site.`,
              hint: `Move the file into ${options.contentDir}/ or ${options.staticDir ?? 'static'}/ and link it from there.`,
            });
            node.url = '';
            return;
          }
          assets.push(asset);
          node.url = marker('asset', asset);
        }
        return;
      }
      const linked = linkedFile(target, folder);
      if (linked !== undefined) {
        // Copied at a hashed URL when the file exists (the render stage knows); opened apart from the docs, as Docusaurus does.
        assets.push(linked);
        links.push({ kind: 'asset', target, file: linked, anchor, line, column });
        node.url = marker('asset', linked, anchor);
        if (node.type === 'link') node.data = { ...node.data, hProperties: { ...node.data?.hProperties, target: '_blank' } };
        return;
      }
      if (target === '') {
        if (anchor) links.push({ kind: 'anchor', target: '', anchor, line, column });
        return;
      }
      if (target.startsWith('/') && /\.mdx?$/.test(target)) {
        // Site-absolute, as Docusaurus reads it: from the content folder, then from the site folder (resolved with the route table).
        const linked = path.posix.normalize(target);
        links.push({ kind: 'file', target: linked, anchor, line, column });
        node.url = marker('file', linked, anchor);
      } else if (target.startsWith('/')) {
        links.push({ kind: 'route', target, anchor, line, column });
        node.url = marker('route', target, anchor);
      } else if (/\.mdx?$/.test(target)) {
        // Docusaurus reads a file link's path with `posixPath`: `a\b.md` (written on Windows) is `a/b.md`.
        const contentPath = path.posix.normalize(path.posix.join(dir, target.replace(/\\/g, '/')));
        links.push({ kind: 'file', target: contentPath, anchor, line, column });
        node.url = marker('file', contentPath, anchor);
      } else {
        links.push({ kind: 'relative', target, anchor, line, column });
        node.url = marker('relative', target, anchor);
      }
    });
    file.data.links = links;
    file.data.assets = assets;
  };
}
