/** `2021-01-31 - Doc`, `31-01-2021`: dates, not ordering prefixes (Docusaurus issue 4640). */
const DATE_LIKE = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$/;
/** `01-Intro`, `003 - Intro`, `1.Intro`: a number, separators, then the name. */
const NUMBER_PREFIX = /^(?<number>\d+)(?<separator>\s*[-_.]+\s*)(?<suffix>.*)$/;

/** A file or folder name's ordering prefix, as Docusaurus parses it: `02-guides` is `guides` at 2. */
export function parseNumberPrefix(name: string): { name: string; number?: number } {
  if (DATE_LIKE.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  // A version such as `1.2.3-notes` keeps its name: the suffix would start with a digit and a dot.
  if (!match?.groups || /^\d+[-_.]/.test(match.groups.suffix!) || match.groups.suffix === '') return { name };
  return { name: match.groups.suffix!, number: Number(match.groups.number) };
}

export const stripNumberPrefix = (name: string) => parseNumberPrefix(name).name;

/** Every segment of a `/`-separated path without its prefix. */
export const stripPathNumberPrefixes = (p: string) => p.split('/').map(stripNumberPrefix).join('/');
