/** Longest path segment in bytes: file systems take 255, and the output adds `.html` or `.js`. */
export const MAX_SEGMENT_BYTES = 240;

/**
 * Why a route (or a tag slug) cannot become a file in the output, if it cannot: a NUL or other
 * control character, a `.` or `..` segment (it would climb out of the output folder), or a segment
 * longer than a file system takes. Checked where routes are made, so no later stage is ever handed one.
 */
export function routeProblem(route: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(route)) return 'it holds a NUL or another control character, which no file system takes';
  if (route.includes('\\')) return 'it holds a backslash, which some file systems read as a folder separator';
  const segments = route.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return 'it has a "." or ".." segment, which would place the page outside the output folder';
  const long = segments.find((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES);
  if (long) return `a segment is ${Buffer.byteLength(long)} bytes long; file systems take at most 255 (docsgen allows ${MAX_SEGMENT_BYTES})`;
  return undefined;
}
