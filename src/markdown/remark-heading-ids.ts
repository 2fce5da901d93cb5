import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkTree } from './walk-tree.js';
import type { VFile } from 'vfile';
import type { TocItem } from '../shared/page-types.js';

export interface HeadingOptions {
  tocMin: number;
  tocMax: number;
}

const CUSTOM_ID = /\s*\\?\{#([A-Za-z0-9_:.-]+)\\?\}\s*$/;

/** Takes a trailing `{#custom-id}` off the heading's last text node and returns it. */
function takeCustomId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (!last || last.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  return match[1];
}

/**
 * Gives every heading an id (GitHub slug, or `{#custom-id}`), collects the table of contents,
 * and lifts a leading `# Title` out of the body to serve as the page title.
 */
export function remarkHeadingIds(options: HeadingOptions) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    const anchors: string[] = [];
    const firstContent = tree.children.findIndex((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
    const first = tree.children[firstContent];
    if (first && first.type === 'heading' && first.depth === 1) {
      file.data.headingTitle = toString(first).replace(CUSTOM_ID, '');
      tree.children.splice(firstContent, 1);
    }
    walkTree(tree, (node) => {
      if (node.type !== 'heading') return;
      const heading = node as Heading;
      const custom = takeCustomId(heading);
      const text = toString(heading).trim();
      const id = custom ?? slugger.slug(text);
      if (custom) slugger.slug(custom);
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
      anchors.push(id);
      if (heading.depth >= options.tocMin && heading.depth <= options.tocMax) toc.push({ id, text, level: heading.depth });
    });
    file.data.toc = toc;
    file.data.anchors = anchors;
  };
}
