/** Docusaurus's default truncate markers: `<!-- truncate -->` (Markdown) and `{/* truncate *\/}` (MDX). */
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export interface SplitPost {
  /** The part list pages show: the source above the marker, or the whole post when it has none. */
  excerpt: string;
  /** Whether the post continues past the excerpt (list pages then link "Read more"). */
  truncated: boolean;
}

/** Splits a post's source (frontmatter included) at its first truncate marker. */
export function splitAtTruncate(source: string): SplitPost {
  const match = TRUNCATE_MARKER.exec(source);
  if (!match) return { excerpt: source, truncated: false };
  return { excerpt: source.slice(0, match.index), truncated: true };
}
