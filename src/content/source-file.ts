/** One content file as read from disk: the only input of the per-file compile stage. */
export interface SourceFile {
  /** Path relative to the site root, posix separators, e.g. `content/security/Backup.md`. */
  file: string;
  /** Path relative to the content folder, e.g. `security/Backup.md`. */
  contentPath: string;
  kind: 'md' | 'mdx';
  source: string;
  /** sha1 of the source text. */
  hash: string;
}

/** `_category_.{json,yml,yaml}` of one content folder, with the keys Docusaurus reads. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsible?: boolean;
  collapsed?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  description?: string;
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; title?: string; description?: string; slug?: string; image?: string; keywords?: string[] } | null;
}

export interface TagDefinition {
  label: string;
  description?: string;
}

export interface ContentTree {
  docs: SourceFile[];
  /** By folder path relative to the content folder (`''` for the root). */
  categories: Map<string, CategoryMeta>;
  tags: Map<string, TagDefinition>;
  /** Problems with folder metadata or tag definitions. */
  problems: { file: string; line: number; column: number; message: string }[];
}
