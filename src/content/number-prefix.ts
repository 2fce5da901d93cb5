/**
 * Number prefixes as Docusaurus reads them (`01-intro.md` is `intro`, ordered by 1): one or more
 * digits, then `-`, `_` or `.` separators with optional spaces. Date-like (`2021-01-31`) and
 * version-like (`8.0`) names are not prefixes.
 */
const DATE_LIKE = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$/;
const VERSION_LIKE = /^(\d+[-_.]\d+)(.*)$/;
const PREFIX = /^(\d+)\s*[-_.]+\s*(.*)$/;

export interface NumberPrefix {
  name: string;
  prefix?: number;
}

export function parseNumberPrefix(name: string): NumberPrefix {
  if (DATE_LIKE.test(name) || VERSION_LIKE.test(name)) return { name };
  const match = PREFIX.exec(name);
  return match ? { name: match[2]!, prefix: parseInt(match[1]!, 10) } : { name };
}

/** `0-guides/1 - setup/2_first.md` → `guides/setup/first.md` (a page's extension is not part of its name: `01.md` stays). */
export function stripPathNumberPrefixes(contentPath: string): string {
  return contentPath
    .split('/')
    .map((segment) => {
      const ext = /\.mdx?$/.exec(segment)?.[0] ?? '';
      return parseNumberPrefix(segment.slice(0, segment.length - ext.length)).name + ext;
    })
    .join('/');
}

export const stripNumberPrefix = (name: string) => parseNumberPrefix(name).name;
