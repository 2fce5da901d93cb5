/**
 * Mutants of the files a user writes besides pages: configs, sidebars and category files. Text
 * edits (fragments that break syntax or types, code that loops, waits, exits or throws) at seeded
 * places, so each run meets the same inputs.
 */

/** mulberry32: small, seeded, the same sequence on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fragments for JavaScript and TypeScript files: syntax breakers, wrong types, and code that misbehaves when run. */
export const CODE_FRAGMENTS = [
  '{',
  '}',
  ',',
  ':',
  '5',
  'null',
  '"x"',
  '[]',
  '{}',
  'undefined',
  '() => 1',
  'NaN',
  '\0',
  ' title: 42, ',
  ' items: "x", ',
  ' to: 7, ',
  ' to: "https://example.com", ',
  '\nthrow new Error("fuzz");\n',
  '\nPromise.reject(new Error("fuzz"));\n',
  '\nsetTimeout(() => { throw new Error("late"); }, 0);\n',
  '\nprocess.exit(3);\n',
  '\nwhile (true) {}\n',
  '\nawait new Promise(() => {});\n',
  '\nsetInterval(() => {}, 10);\n',
  '\nObject.defineProperty(globalThis, "x", { get() { throw new Error("getter"); } }); x;\n',
];

/** Fragments for `_category_` files (JSON and YAML). */
export const DATA_FRAGMENTS = ['{', '}', '[', ']', ',', ':', '"', '5', 'null', 'true', '"label": 5,', '"link": 7,', '&a x', '*a', '*nope', '\0', '- ', '\n', '"position": "first",'];

export function mutate(text: string, fragments: readonly string[], next: () => number): string {
  let out = text;
  const edits = 1 + Math.floor(next() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (out.length + 1));
    const op = next();
    if (op < 0.6) out = out.slice(0, at) + fragments[Math.floor(next() * fragments.length)]! + out.slice(at);
    else if (op < 0.8) out = out.slice(0, at) + out.slice(at + Math.floor(next() * 20));
    else out = out.slice(0, at) + out.slice(at, at + Math.floor(next() * 30)).repeat(2) + out.slice(at);
  }
  return out;
}

/** Fragments that broke parsers or renderers before, and plain Markdown punctuation. */
export const PAGE_FRAGMENTS = [
  '<',
  '>',
  '{',
  '}',
  '{undefined.x}',
  '<div style="color:red">x</div>',
  '\0',
  '`',
  '```',
  ':::',
  ':::note[',
  '---',
  '*',
  '_',
  '[',
  '](',
  '![x](../../../../../../etc/passwd)',
  '|',
  '&',
  '<!-- c -->',
  '<script>alert(1)</script>',
  '[x](javascript:alert(1))',
  '\\',
  '#',
  '{#id}',
  '\u202e',
  '\ud800',
  '<Tabs>',
  '</TabItem>',
  'import x from "nowhere";',
  'export const a = ;',
];

/** A page with a few seeded edits: fragments inserted, text cut or doubled, quote and list markers at a line start. */
export function mutatePage(text: string, next: () => number): string {
  let out = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(next() * (out.length + 1));
    const op = next();
    if (op < 0.45) out = out.slice(0, at) + PAGE_FRAGMENTS[Math.floor(next() * PAGE_FRAGMENTS.length)]! + out.slice(at);
    else if (op < 0.65) out = out.slice(0, at) + out.slice(at + Math.floor(next() * 40));
    else if (op < 0.85) out = out.slice(0, at) + out.slice(at, at + Math.floor(next() * 80)).repeat(2) + out.slice(at);
    else out = out.slice(0, at) + '\n' + '> '.repeat(Math.floor(next() * 6)) + '- '.repeat(Math.floor(next() * 6)) + out.slice(at);
  }
  return out;
}
