import { describe, expect, it } from 'vitest';
import { globMatcher } from '../../src/content/glob.js';

describe("docs include/exclude globs, as Docusaurus's options write them", () => {
  it("reads Docusaurus's default exclude and a project's own", () => {
    const excluded = globMatcher(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/shared/**']);
    expect(['_partial.md', 'a/_b.mdx', 'a/_parts/x.md', 'x.test.ts', 'a/__tests__/y.md', 'shared/setup.md', 'go/shared/x.md'].filter(excluded)).toHaveLength(7);
    expect(['intro.md', 'a/b.mdx', 'a/b_c.md', 'sharedness.md', 'a/shared.md'].filter(excluded)).toEqual([]);
  });

  it('reads the default include: any .md or .mdx at any depth, nothing else', () => {
    const included = globMatcher(['**/*.{md,mdx}']);
    expect(['intro.md', 'a/b/c.mdx'].every(included)).toBe(true);
    expect(['a/b.json', 'a/md'].some(included)).toBe(false);
  });
});
