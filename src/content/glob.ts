/**
 * A glob as Docusaurus's `include`/`exclude` options write them (globby's syntax), as a test of a
 * path relative to the docs folder: `**` any folders, `*` and `?` within one segment, `{a,b}` either.
 */
export function globMatcher(patterns: readonly string[]): (relativePath: string) => boolean {
  const regexps = patterns.map(globToRegExp);
  return (relativePath) => regexps.some((r) => r.test(relativePath));
}

export function globToRegExp(pattern: string): RegExp {
  let out = '';
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      const slashAfter = pattern[i + 2] === '/';
      const atStart = i === 0 || pattern[i - 1] === '/';
      if (atStart && slashAfter) {
        // `**/`: any folders, or none.
        out += '(?:[^/]*/)*';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  // `dir/**` also names the folder's own path.
  return new RegExp(`^${out.replace(/\/\.\*$/, '(?:/.*)?')}$`);
}
