/**
 * Compiled pages are cached per file, but where a link points depends on the whole site (slugs, the
 * base URL). So the compile stage writes markers and the render stage resolves them with the route table.
 */
export type MarkerKind = 'route' | 'file' | 'relative' | 'asset';

export function marker(kind: MarkerKind, target: string, anchor?: string): string {
  return `docsgen:${kind}:${encodeURIComponent(target)}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/** Matches a marker inside HTML attributes or JS string literals. */
export const MARKER_PATTERN = /docsgen:(route|file|relative|asset):([^"'#\s)\\<>]*)(?:#([^"'\s)\\<>]*))?/g;

export function decodeMarkerPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
