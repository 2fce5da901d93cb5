/**
 * Hand-written hostile inputs, by family: each one broke (or nearly broke) a reader once, or is the
 * kind of file a person writes by mistake. The fuzz suite runs every one of them besides the seeded mutants.
 */

const aliasBomb = (indent = '') => [`${indent}a: &a [x,x,x,x,x,x,x,x,x]`, ...'bcdef'.split('').map((k, i) => `${indent}${k}: &${k} [${Array(9).fill(`*${'abcde'[i]}`).join(',')}]`)].join('\n');

/** Whole pages (`.md` and `.mdx`). */
export const HOSTILE_PAGES: [name: string, text: string][] = [
  ['empty.md', ''],
  ['only-fence.md', '---\n'],
  ['unclosed-fence.md', '---\ntitle: x\n\n# No end\n'],
  ['bom.md', '\ufeff---\ntitle: Bom\n---\n\n# Bom\n'],
  ['crlf.md', '---\r\ntitle: Crlf\r\n---\r\n\r\n# Crlf\r\n'],
  ['alias-bomb.md', `---\n${aliasBomb()}\n---\n\n# Bomb\n`],
  ['unresolved-alias.md', '---\ntitle: *nope\n---\n'],
  ['deep-quote.md', `${'>'.repeat(5000)} deep\n`],
  ['quote-100.md', `${'> '.repeat(100)}hundred\n`],
  ['deep-list.md', Array.from({ length: 1200 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')],
  ['deep-emphasis.md', `${'*'.repeat(4000)}x${'*'.repeat(4000)}`],
  ['deep-links.md', `${'['.repeat(3000)}x${'](y)'.repeat(3000)}`],
  ['many-headings.md', Array.from({ length: 3000 }, (_, i) => `## Same ${i % 3}`).join('\n\n')],
  ['nul.md', '# a\0b\n\n\0'],
  ['lone-surrogate.md', '# \ud800\n\n\udfff'],
  ['rtl-override.md', '# \u202eevil\n'],
  ['long-line.md', `# Long\n\n${'x'.repeat(200_000)}\n`],
  ['backticks.md', `${'`'.repeat(10_000)}\n`],
  ['table-wide.md', `${'|a'.repeat(3000)}|\n${'|-'.repeat(3000)}|\n`],
  ['html-unclosed.md', '<div><div><div><span>\n\n# x\n'],
  ['script.md', '<script>alert(1)</script>\n\n[x](javascript:alert(1))\n'],
  ['admonition-unclosed.md', ':::note[\n\n:::tip\n\n::::::::\n'],
  ['heading-id.md', '## A {#}\n\n## B {#../../x}\n\n## C {#a b}\n'],
  ['climbing-image.md', '![x](../../../../../../etc/passwd)\n'],
  ['entity-flood.md', '&amp;'.repeat(20_000)],
  ['mdx-expression.mdx', '# X\n\n{undefined.x}\n\n{/* unclosed\n'],
  ['mdx-bad-import.mdx', 'import x from "nowhere";\nimport { a } from "../../../../etc/passwd";\n\n<X />\n'],
  ['mdx-bad-export.mdx', 'export const a = ;\n\n# A\n'],
  ['mdx-unclosed-jsx.mdx', '<Tabs>\n<TabItem value="a">\n\n# x\n'],
  ['mdx-deep-jsx.mdx', `${'<div>'.repeat(2000)}x${'</div>'.repeat(2000)}`],
  ['mdx-deep-expression.mdx', `{${'('.repeat(3000)}1${')'.repeat(3000)}}`],
  ['mdx-string-style.mdx', '<div style="color:red">x</div>\n'],
  ['mdx-html-comment.mdx', '<!-- a comment -->\n\n# x\n'],
  ['mdx-await.mdx', 'export const x = await new Promise(() => {});\n'],
];

/** Frontmatter blocks alone, as `parseFrontmatter` reads them. */
export const HOSTILE_FRONTMATTER: string[] = [
  '---\n---\n',
  '---\n- a\n- b\n---\n',
  '---\njust a string\n---\n',
  '---\n42\n---\n',
  '---\nnull\n---\n',
  `---\n${aliasBomb()}\n---\n`,
  '---\ntitle: *nope\n---\n',
  '---\ntitle: "unclosed\n---\n',
  '---\ntitle: a\ntitle: b\n---\n',
  '---\n\ttitle: tab\n---\n',
  '---\ntitle: [1, {a: }\n---\n',
  '---\nslug: ../..\n---\n',
  '---\nslug: "/a\\0b"\n---\n',
  '---\nid: ../../x\n---\n',
  '---\ntags: 5\nkeywords: {a: 1}\nsidebar_position: "first"\n---\n',
  '---\nlast_update: { date: 2020-13-45 }\n---\n',
  '---\ndate: 99999-01-01\n---\n',
  '---\n__proto__: { polluted: true }\nconstructor: 1\n---\n',
  '---\ntitle: !!js/function "function () {}"\n---\n',
  '---\ntitle: !!binary aGVsbG8=\n---\n',
  '---\n? [a, b]\n: complex key\n---\n',
  '---\n<<: *nope\n---\n',
  `---\ntitle: ${'['.repeat(2000)}\n---\n`,
  `---\ntitle: x\n${'  '.repeat(500)}nested: 1\n---\n`,
  '---\ntoc_min_heading_level: 7\ntoc_max_heading_level: 1\n---\n',
  '---\naliases: [relative, "/ok", { path: 5 }]\n---\n',
];

/** `_category_.json` (and `.yml`) texts. */
export const HOSTILE_CATEGORIES: string[] = [
  '',
  '{',
  '[]',
  '"label"',
  'null',
  '{ "label": 5 }',
  '{ "label": "A", "label": "B" }',
  '{ "link": { "type": "doc" } }',
  '{ "link": { "type": "generated-index", "slug": "../../x" } }',
  '{ "position": "first", "collapsed": "yes" }',
  '{ "customProps": [] }',
  '{ "__proto__": { "label": "x" } }',
  aliasBomb(),
  'label: *nope',
  `{ "label": ${'['.repeat(3000)} }`,
  '\ufeff{ "label": "Bom" }',
  '{ "label": "A" } trailing',
];

/** `authors.yml` texts: 16 of these gave the yaml parser's stack with no file named. */
export const HOSTILE_AUTHORS: string[] = [
  '',
  'ann:\n  name: "Ann\n',
  "ann:\n  name: 'Ann\n",
  'ann:\n  name: A\nann:\n  name: B\n',
  'ann:\n\tname: Ann\n',
  aliasBomb(),
  'ann: *nobody\n',
  'ann:\n  name: [unclosed\n',
  'ann:\n  name: {a: \n',
  '- ann\n- bob\n',
  'just text\n',
  '42\n',
  'ann: null\nbob: 5\ncid: [a]\n',
  'ann:\n  socials: { x: 5, github: null, linkedin: [] }\n  page: { permalink: 7 }\n',
  'ann:\n  page: true\n  image_url: 5\n',
  '%YAML 9.9\n---\nann: {}\n',
  'ann: &a\n  name: A\nbob: *a\n',
  '? - a\n  - b\n: x\n',
  '---\nann: {}\n---\nbob: {}\n',
  `${'ann:\n  '.repeat(1)}name: ${'{'.repeat(2000)}\n`,
  '__proto__:\n  name: Polluter\n',
  'ann:\n  name: \0\n',
];

/** i18n messages files (`code.json`, `navbar.json`...). */
export const HOSTILE_I18N: string[] = [
  '',
  '{',
  '[]',
  'null',
  '"text"',
  '{ "a": }',
  '{ "a": "x", }',
  '{ "a": { "message": 5 } }',
  '{ "a": { "message": "x" } } }',
  '{ "__proto__": { "message": "polluted" } }',
  '{ "a": "x", "a": "y" }',
  '\ufeff{ "a": "x" }',
  `${'['.repeat(10_000)}`,
  '{ "a": "\\ud800" }',
];

/** `versions.json` texts. */
export const HOSTILE_VERSIONS: string[] = ['', '[', '{}', '"1.0"', '[1, 2]', '[""]', '["1.0",]', '["../../x"]', '["a/b"]', '[".."]', '["1.0", "1.0"]', '[null]', `[${'"v",'.repeat(5000)}"v"]`];

/** Values a config may hold that a reader might not expect: every type a module can export. */
export function hostileValues(): unknown[] {
  const circular: Record<string, unknown> = { a: 1 };
  circular.self = circular;
  let deep: unknown = 'bottom';
  for (let i = 0; i < 300; i++) deep = { d: deep };
  return [
    undefined,
    null,
    true,
    0,
    -0,
    NaN,
    Infinity,
    -1,
    1e308,
    1.5,
    1n,
    Symbol('s'),
    '',
    ' ',
    '\0',
    '../../outside',
    '/abs/path',
    'C:\\win',
    'x'.repeat(10_000),
    '\ud800',
    'javascript:alert(1)',
    [],
    [1, 'a', null],
    {},
    { __proto__: { polluted: true } },
    Object.create(null),
    new Date(0),
    new Date(NaN),
    /re/g,
    new Map([['a', 1]]),
    new Set([1]),
    new Uint8Array(3),
    new Error('boom'),
    () => 1,
    circular,
    deep,
  ];
}
