import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkTree, type TreeNode } from './walk-tree.js';
import type { VFile } from 'vfile';
import type { TocItem } from '../shared/page-types.js';

export interface HeadingOptions {
  tocMin: number;
  tocMax: number;
  /** Lift a leading `# Title` out as the page's title (pages do; an imported partial keeps its headings in place). */
  liftTitle?: boolean;
}

const CUSTOM_ID = /\s*\\?\{#([A-Za-z0-9_:.-]+)\\?\}\s*$/;

// `## Title {/* #custom-id */}`: Docusaurus's MDX-comment form of a custom id.
const COMMENT_ID = /^\/\*\s*#([A-Za-z0-9_:.-]+)\s*\*\/$/;

// Takes a trailing `{#custom-id}` (or the MDX comment form) off the heading and returns it.
function takeCustomId(heading: Heading): string | undefined {
  const tail = heading.children.at(-1) as { type: string; value?: string } | undefined;
  const comment = tail?.type === 'mdxTextExpression' ? COMMENT_ID.exec((tail.value ?? '').trim()) : null;
  if (comment) {
    heading.children.pop();
    const before = heading.children.at(-1);
    if (before?.type === 'text') (before as Text).value = before.value.trimEnd();
    return comment[1];
  }
  const last = heading.children.at(-1);
  if (!last || last.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  return match[1];
}

/** The first node in document order that `match` accepts. */
function firstOf(node: TreeNode, match: (n: TreeNode) => boolean): TreeNode | undefined {
  for (const child of node.children ?? []) {
    if (match(child)) return child;
    const inner = firstOf(child, match);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The content title, as Docusaurus finds it: the first heading of the page, when it is an H1 above
 * any thematic break. At the top of the body it is lifted out (the theme shows it as the page's
 * heading); anywhere else it stays in place and the theme shows no heading of its own.
 */
function liftContentTitle(tree: Root, file: VFile): void {
  const found = firstOf(tree, (n) => n.type === 'heading' || n.type === 'thematicBreak');
  if (found?.type !== 'heading' || (found as Heading).depth !== 1) return;
  const firstContent = tree.children.findIndex((n) => n.type !== 'yaml' && n.type !== 'mdxjsEsm');
  file.data.headingTitle = toString(found as Heading).replace(CUSTOM_ID, '');
  if (tree.children[firstContent] === found) tree.children.splice(firstContent, 1);
  else file.data.headingTitleInPlace = true;
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
    if (options.liftTitle !== false) liftContentTitle(tree, file);
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
