import { describe, expect, it } from 'vitest';
import { docsgenWarningsOf, docusaurusWarningsOf, unexpectedWarnings } from '../parity/build-warnings.js';

const DOCUSAURUS_LOG = `[INFO] Creating an optimized production build...
[WARNING] The \`siteConfig.onBrokenMarkdownLinks\` config option is deprecated and will be removed in Docusaurus v4.
[WARNING] Docusaurus found broken links!

Exhaustive list of all broken links found:
- Broken link on source page path = /docs/a:
   -> linking to /help
   -> linking to tutorial-react#mocks (resolved as: /docs/tutorial-react#mocks)
- Broken link on source page path = /docs/b:
   -> linking to /help

[WARNING] Docusaurus found broken anchors!

Exhaustive list of all broken anchors found:
- Broken anchor on source page path = /docs/dynamodb:
   -> linking to /docs/configuration#testenvironment-string
[SUCCESS] Generated static files in "build".
`;

const DOCSGEN_OUTPUT = `../docs/Troubleshooting.md (1 warning)
  warning ../docs/Troubleshooting.md:221:5 Broken link to /help: no such page. [broken-link]
  warning ../docs/DynamoDB.md:6:75 Broken anchor #testenvironment-string on /docs/configuration: the page has no element with that id. [broken-anchor]
  warning ../docs/Other.md:3:1 Broken link to /blog/old-post: no such page. [broken-link]
  warning docusaurus.config.js:1:1 ignored options: themeConfig.prism [docusaurus-config]
  warning src/x.tsx:2:3 'react-icons' is not installed: it stands in as an empty module for this file. [package-not-installed]
Built: 3 pages, 5 warnings, 0 errors in 1.00s`;

describe("warnings compared with Docusaurus's (issue 17)", () => {
  it("reads Docusaurus's log: other warnings by text, each broken link and anchor target once (resolved form)", () => {
    expect(docusaurusWarningsOf(DOCUSAURUS_LOG)).toEqual([
      { kind: 'other', message: 'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.' },
      { kind: 'broken-link', target: '/help' },
      { kind: 'broken-link', target: '/docs/tutorial-react#mocks' },
      { kind: 'broken-anchor', target: '/docs/configuration#testenvironment-string' },
    ]);
  });

  it('names each docsgen warning Docusaurus did not give, leaving out the ignored-options line and packages not installed', () => {
    const docsgen = docsgenWarningsOf(DOCSGEN_OUTPUT);
    expect(docsgen.map((w) => w.code)).toEqual(['broken-link', 'broken-anchor', 'broken-link', 'docusaurus-config', 'package-not-installed']);
    expect(unexpectedWarnings(docsgen, docusaurusWarningsOf(DOCUSAURUS_LOG), '/')).toEqual(['broken-link ../docs/Other.md:3:1 Broken link to /blog/old-post: no such page.']);
  });

  it('compares targets under the base URL, decoded, without a trailing slash', () => {
    const docsgen = docsgenWarningsOf('  warning a.md:1:1 Broken link to /Page%20b/: no such page. [broken-link]');
    expect(unexpectedWarnings(docsgen, [{ kind: 'broken-link', target: '/docs/page b' }], '/docs/')).toEqual([]);
    // Docusaurus lists a broken link with the anchor it was written with; the page is what is missing.
    expect(unexpectedWarnings(docsgen, [{ kind: 'broken-link', target: '/docs/Page b#part' }], '/docs/')).toEqual([]);
  });
});
