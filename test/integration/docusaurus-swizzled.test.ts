/**
 * Swizzled components of a Docusaurus project (`src/theme`): a swizzled `DocItem/Content` wraps every
 * doc's content (databend's adds its "Copy page" menu under each title), bundled once for the site and
 * imported by each page's module; `@theme/*` modules a page imports come from `src/theme` first.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.js';
import { copyFixture, removeDir, writeFiles } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => (process.env.KEEP ? undefined : Promise.all(roots.map(removeDir))));

const write = (root: string, file: string, text: string) => writeFiles(root, { [file]: text });

const CONTENT = `
import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import styles from './styles.module.css';
import CopyButton from '@site/src/components/CopyButton';

export default function DocItemContent({ children }) {
  const { metadata, contentTitle } = useDoc();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <section className={styles.header}>{contentTitle ? <i /> : <h1>{metadata.title}</h1>}<CopyButton permalink={metadata.permalink} /></section>
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
`;

const BANNER = `
import Link from '@docusaurus/Link';
import { useDocsVersion, useDocVersionSuggestions } from '@docusaurus/plugin-content-docs/client';
export default function DocVersionBanner() {
  const version = useDocsVersion();
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions();
  if (!version.banner) return null;
  return <div role="alert" className="own-banner">Version {version.label} is {version.banner}: switch to <Link to={latestDocSuggestion.path}>{latestVersionSuggestion.name}</Link>.</div>;
}
`;

describe('swizzled components (Docusaurus projects)', () => {
  let out: string;
  let failed: unknown[];
  beforeAll(async () => {
    const root = await copyFixture('docusaurus-mini');
    roots.push(root);
    await write(root, 'src/theme/DocItem/Content/index.js', CONTENT);
    await write(root, 'src/theme/DocItem/Content/styles.module.css', '.header { display: flex; }\n');
    await write(root, 'src/components/CopyButton/index.js', 'export default function CopyButton({ permalink }) { return <button data-for={permalink}>Copy this page</button>; }\n');
    await write(root, 'src/theme/Callout/index.js', 'export default function Callout({ children }) { return <aside className="callout">{children}</aside>; }\n');
    await write(root, 'docs/reference/callout.mdx', "import Callout from '@theme/Callout';\n\n# Callout\n\n<Callout>Read this first.</Callout>\n");
    // A released version, and the project's own version banner and badge (teku's words; its badge shows nothing).
    await write(root, 'versions.json', JSON.stringify(['1.0']));
    await write(root, 'versioned_docs/version-1.0/01-intro.md', '# Introduction to 1.0\n\nOld text.\n');
    await write(root, 'versioned_sidebars/version-1.0-sidebars.json', JSON.stringify({ docs: ['intro'], api: ['intro'] }));
    await write(root, 'src/theme/DocVersionBanner/index.js', BANNER);
    await write(root, 'src/theme/DocVersionBadge/index.js', 'export default function DocVersionBadge() { return null; }\n');
    // A swizzled paginator that reads the browser's location as it renders: it throws on the server, so the theme's is shown.
    await write(root, 'src/theme/DocPaginator/index.js', 'export default function DocPaginator() { return <nav>{window.location.pathname}</nav>; }\n');
    const result = await buildSite({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    failed = result.diagnostics.filter((d) => d.code === 'swizzled-component-failed');
    out = result.outDir;
  }, 120_000);

  it("renders every doc's content inside the project's DocItem/Content, with the page's own data", async () => {
    const pages: [string, string][] = [
      ['docs/intro.html', '/docs/intro'],
      ['docs/next/reference/overview.html', '/docs/next/reference/overview'],
    ];
    for (const [file, permalink] of pages) {
      const html = await readFile(path.join(out, file), 'utf8');
      expect(html).toContain(`<button data-for="${permalink}">Copy this page</button>`);
      expect(html).toContain('class="theme-doc-markdown markdown"');
    }
  });

  it('bundles it once: one module in assets/, which each page module imports', async () => {
    const wrappers = (await readdir(path.join(out, 'assets'))).filter((f) => f.startsWith('doc-wrapper.'));
    expect(wrappers).toHaveLength(1);
    const wrapper = await readFile(path.join(out, 'assets', wrappers[0]!), 'utf8');
    expect(wrapper).toContain('Copy this page');
    const pageModule = await readFile(path.join(out, '_page/docs/intro.js'), 'utf8');
    expect(pageModule).toContain(`/assets/${wrappers[0]}`);
    expect(pageModule).not.toContain('Copy this page');
  });

  it("shows the project's own version banner and badge in place of the theme's, on docs and generated indexes", async () => {
    const next = await readFile(path.join(out, 'docs/next/intro.html'), 'utf8');
    expect(next).toMatch(/<div role="alert" class="own-banner">Version <!-- -->Next<!-- --> is <!-- -->unreleased<!-- -->: switch to <a[^>]*href="\/docs\/intro"[^>]*>1.0<\/a>/);
    expect(next).not.toContain('version-banner');
    expect(next).not.toContain('Version: Next');
    expect(await readFile(path.join(out, 'docs/intro.html'), 'utf8')).not.toContain('own-banner');
    expect(await readFile(path.join(out, 'docs/next/category/guides.html'), 'utf8')).toContain('class="own-banner"');
    // The browser loads them before hydrating: one module, named in the page's data.
    const shell = (await readdir(path.join(out, 'assets'))).filter((f) => f.startsWith('shell-components.'));
    expect(shell).toHaveLength(1);
    // After `#`: the components the server used (not the paginator, which threw).
    expect(next).toContain(`"shell":"/assets/${shell[0]}#DocVersionBanner,DocVersionBadge"`);
  });

  it("leaves out a swizzled component that throws when rendered, naming it and why, and shows the theme's", async () => {
    expect(failed).toMatchInlineSnapshot(`
      [
        {
          "code": "swizzled-component-failed",
          "column": 1,
          "file": "src/theme/DocPaginator",
          "hint": "Install the packages it imports (npm install): a package that is not installed stands in as an empty module. Else fix the component.",
          "line": 1,
          "message": "The project's own @theme/DocPaginator (src/theme/DocPaginator) is not used: it throws when rendered (window is not defined); docsgen's is shown instead.",
          "severity": "warning",
        },
      ]
    `);
    expect(await readFile(path.join(out, 'docs/next/intro.html'), 'utf8')).toContain('class="pagination-nav"');
  });

  it("resolves a page's @theme/* import to the project's own component", async () => {
    expect(await readFile(path.join(out, 'docs/next/reference/callout.html'), 'utf8')).toContain('<aside class="callout">Read this first.</aside>');
  });
});
