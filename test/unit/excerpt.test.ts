import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../src/markdown/excerpt.js';

describe("a page's excerpt, by Docusaurus's createExcerpt rules", () => {
  it('is the first line of prose past the title, imports and code, with Markdown marks taken off', () => {
    const body =
      "import Tabs from '@theme/Tabs';\nimport X from './x';\n\n# LLMs\n\n```js\nconst a = 1;\n```\n\nKysely provides **LLM-friendly** docs for [Cursor](https://cursor.sh) and `llms.txt` :tada:.\n\nSecond paragraph.\n";
    expect(excerptOf(body)).toBe('Kysely provides LLM-friendly docs for Cursor and llms.txt.');
  });

  it('skips a setext title and admonition fences, keeps text inside a ```` fence out', () => {
    expect(excerptOf('Title\n=====\n\n:::tip\nA tip first.\n:::\n')).toBe('A tip first.');
    expect(excerptOf('````md\n```\nnot prose\n```\n````\n\nProse.\n')).toBe('Prose.');
    expect(excerptOf('# Only a title\n')).toBeUndefined();
  });
});
