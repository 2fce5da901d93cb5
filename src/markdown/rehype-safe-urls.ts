import type { Element, Root } from 'hast';
import { walkTree } from './walk-tree.js';

/** Properties that take a URL a browser may navigate to or load. */
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'poster', 'cite', 'xLinkHref'] as const;
/** Images may be inline data; nothing else may be a data: URL. */
const SAFE_DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|avif);/i;

/**
 * Whether a URL would run code or smuggle a document when followed: `javascript:`, `vbscript:`,
 * and `data:` (but inline images), read as browsers read them, with spaces, control characters
 * and letter case ignored (`java\tscript:`, ` JAVASCRIPT:`).
 */
export function isUnsafeUrl(url: string, forImage = false): boolean {
  // eslint-disable-next-line no-control-regex
  const normal = url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  if (normal.startsWith('javascript:') || normal.startsWith('vbscript:')) return true;
  if (normal.startsWith('data:')) return !(forImage && SAFE_DATA_IMAGE.test(normal));
  return false;
}

/**
 * Neutralises dangerous URLs in the page's elements (Markdown links and images, as React does for
 * `.mdx`): the link stays, as text with an inert `href`, and says so in a title. Raw HTML blocks are
 * the author's own, handled by `markdown.rawHtml`.
 */
export function rehypeSafeUrls() {
  return (tree: Root) => {
    walkTree(tree, (node) => {
      if (node.type !== 'element') return;
      const element = node as Element;
      for (const key of URL_PROPERTIES) {
        const value = element.properties?.[key];
        if (typeof value !== 'string' || !isUnsafeUrl(value, element.tagName === 'img' && key === 'src')) continue;
        element.properties[key] = '#unsafe-url-removed';
        element.properties.title = "This link was removed: its URL could run code in the reader's browser.";
      }
    });
  };
}
