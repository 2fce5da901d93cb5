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

/** `_category_.json` of one content folder. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  link?: { type: 'doc'; id: string } | { type: 'generated-index' } | null;
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
