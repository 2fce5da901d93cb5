import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { TocItem } from '../shared/page-types.js';
import type { Frontmatter } from './frontmatter.js';

/** A link found in a page, kept with its source position for the whole-site check. */
export interface LinkRef {
  /**
   * `route`: absolute path; `file`: another content file (content path, or a site-absolute `/x.md`);
   * `relative`: a path relative to the page's URL; `asset`: a file that is not a page, copied at a
   * hashed URL when it exists (`file`), else read as `relative`; `anchor`: same page.
   */
  kind: 'route' | 'file' | 'relative' | 'asset' | 'anchor';
  target: string;
  /** For `asset`: the linked file, relative to the site root. */
  file?: string;
  anchor?: string;
  line: number;
  column: number;
}

/** Plain text of one part of a page, under one heading, for search records. */
export interface SearchSection {
  /** Heading levels from the page title down to this section's heading (`[h1, h2, h3]`). */
  headings: string[];
  anchor: string;
  /** Paragraph texts, in order. */
  paragraphs: string[];
}

/** The result of compiling one content file: serialisable, cached by content hash. */
export interface CompiledDoc {
  file: string;
  contentPath: string;
  hash: string;
  frontmatter: Frontmatter;
  /** From frontmatter, else the first `# heading`, else the file name. */
  title: string;
  /** The page's own `# heading` (its content title), when it has one; `inPlace`: it stays in the body. */
  contentTitle?: { text: string; inPlace: boolean };
  description: string;
  toc: TocItem[];
  /** Every element id on the page (headings and explicit ids), for anchor checks. */
  anchors: string[];
  links: LinkRef[];
  /** Files the page references (images), relative to the site root. */
  assets: string[];
  content: { kind: 'html'; html: string } | { kind: 'mdx'; code: string };
  /** The page as clean Markdown (its twin for readers that are programs); links are markers, resolved at render. */
  markdown: string;
  sections: SearchSection[];
  hasMermaid: boolean;
  diagnostics: Diagnostic[];
}
