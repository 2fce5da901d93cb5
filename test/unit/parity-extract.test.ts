/**
 * The parity harness (test/parity) reads the same page from the HTML of both generators: these two
 * tiny pages, one in Docusaurus 3's markup and one in docsgen's, hold the same article, so every
 * feature must come out equal, and the page chrome around the article must not count.
 */
import { describe, expect, it } from 'vitest';
import { comparePage } from '../parity/compare.js';
import { docusaurusPageKind, extractPage, fileName, normaliseLink } from '../parity/extract.js';
import { tokens } from '../parity/similarity.js';

const DOCUSAURUS = `<!doctype html>
<html lang="en" dir="ltr" class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/install">
<head><title data-rh="true">Install | Acme</title><link data-rh="true" rel="canonical" href="https://acme.dev/acme/docs/guides/install"><meta name="generator" content="Docusaurus v3.6.3"></head>
<body><nav class="navbar"><a href="/acme/">Acme home</a></nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper"><aside class="theme-doc-sidebar-container"><a href="/acme/docs/other">Other</a></aside>
<main><div class="row"><div class="col docItemCol_VOVn"><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><a href="/acme/">Home</a></nav>
<div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type="button" class="clean-btn tocCollapsibleButton_TO0P">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Install Acme</h1></header>
<p>Run the installer, then read <a href="/acme/docs/guides/setup/">the setup guide</a> or <a href="https://example.com/x">elsewhere</a>.</p>
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="requirements">Requirements<a href="#requirements" class="hash-link" aria-label="Direct link to Requirements">\u200b</a></h2>
<div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 16 16"><path d="M0 0"></path></svg></span>warning</div><div class="admonitionContent_BuS1"><p>Node 20 or later.</p></div></div>
<div class="tabs-container tabList__CuJ"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabItem_LNqP tabs__item--active">npm</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item tabItem_LNqP">Yarn</li></ul>
<div class="margin-top--md"><div role="tabpanel" class="tabItem_Ymn6"><div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_biex"><pre tabindex="0" class="prism-code language-bash codeBlock_bY9V"><code class="codeBlockLines_e6Vv"><span class="token-line"><span class="token plain">npm i acme</span></span></code></pre><div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span class="copyButtonIcons_eSgA" aria-hidden="true"><svg viewBox="0 0 24 24"><path d="M1 1"></path></svg></span></button></div></div></div></div>
<div role="tabpanel" hidden="" class="tabItem_Ymn6"><div class="language-bash theme-code-block"><pre class="prism-code"><code>yarn add acme</code></pre></div></div></div></div>
<h3 class="anchor" id="disk-space">Disk space<a href="#disk-space" class="hash-link" aria-label="Direct link to Disk space">\u200b</a></h3>
<p><img decoding="async" loading="lazy" alt="Diagram" src="/acme/assets/images/diagram-5c9e3b1f2a7d4e6c8b0a1f3e5d7c9b2a.png" class="img_ev3q"> See <a href="/acme/assets/files/checklist-0a1b2c3d4e5f6a7b.pdf" target="_blank">the checklist</a>.</p>
</div>
<footer class="theme-doc-footer docusaurus-mt-lg"><a href="/acme/docs/tags/setup">Setup</a></footer></article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link" href="/acme/docs/next">Next</a></nav></div></div></main></div>
<footer class="footer">Copyright</footer></body></html>`;

const DOCSGEN = `<!doctype html>
<html lang="en" dir="ltr" data-theme="light" data-route="/docs/guides/install">
<head><title>Install | Acme</title><link rel="canonical" href="https://acme.dev/acme/docs/guides/install"></head>
<body><div class="app"><header class="navbar"><a href="/acme/">Acme home</a></header>
<div class="page-wrapper with-sidebar"><aside class="sidebar"><a class="sidebar-link" href="/acme/docs/other">Other</a></aside>
<main id="main-content" class="main"><div class="doc-layout"><article class="doc-article">
<nav class="breadcrumbs" aria-label="Breadcrumbs"><a href="/acme/">Home</a></nav>
<header class="doc-header"><h1>Install Acme</h1><div class="copy-page"><button type="button">Copy page</button></div></header>
<div class="markdown"><p>Run the installer, then read <a href="setup">the setup guide</a> or <a href="https://example.com/x">elsewhere</a>.</p>
<h2 id="requirements" class="anchor">Requirements<a href="#requirements" class="hash-link" aria-label="Direct link to Requirements">#</a></h2>
<div class="admonition admonition-warning" role="note"><p class="admonition-title">warning</p><p>Node 20 or later.</p></div>
<div class="tabs-container"><div role="tablist" class="tabs"><button type="button" role="tab" aria-selected="true" class="tab tab-active">npm</button><button type="button" role="tab" aria-selected="false" class="tab">Yarn</button></div>
<div role="tabpanel" class="tab-panel"><figure class="code-block"><pre class="shiki"><code><span class="line">npm i acme</span></code></pre><button type="button" class="code-copy" aria-label="Copy code">Copy</button></figure></div>
<div role="tabpanel" hidden class="tab-panel"><figure class="code-block"><pre class="shiki"><code>yarn add acme</code></pre></figure></div></div>
<h3 id="disk-space" class="anchor">Disk space<a href="#disk-space" class="hash-link" aria-label="Direct link to Disk space">#</a></h3>
<p><img alt="Diagram" src="/acme/assets/diagram.5C9E3B1F.png"> See <a href="/acme/docs/guides/checklist.pdf">the checklist</a>.</p>
</div>
<footer class="doc-footer"><div class="doc-tags"><span class="doc-tags-label">Tags:</span><ul><li><a class="tag" href="/acme/docs/tags/setup">Setup</a></li></ul></div></footer>
<nav class="prev-next"><a href="/acme/docs/next">Next</a></nav></article></div></main></div>
<footer class="footer">Copyright</footer></div></body></html>`;

const CONTEXT = { servedPath: '/docs/guides/install', baseUrl: '/acme/' };

describe('parity extractor', () => {
  it('reads a Docusaurus doc page: its article only, without breadcrumbs, sidebar, table of contents, tags or pagination', () => {
    expect(docusaurusPageKind(DOCUSAURUS)).toBe('doc');
    // A generated-index category page carries the doc-page class too.
    expect(docusaurusPageKind('<html class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page"><div class="generatedIndexPage_vN59">')).toBe('category');
    expect(extractPage(DOCUSAURUS, CONTEXT, 'doc')).toMatchInlineSnapshot(`
      {
        "admonitions": 1,
        "codeBlocks": 2,
        "h1": "Install Acme",
        "headings": [
          {
            "id": "requirements",
            "level": 2,
            "text": "Requirements",
          },
          {
            "id": "disk-space",
            "level": 3,
            "text": "Disk space",
          },
        ],
        "images": [
          "diagram.png",
        ],
        "links": [
          "/docs/guides/setup",
          "file:checklist.pdf",
        ],
        "tabs": 1,
        "text": "Install Acme Run the installer, then read the setup guide or elsewhere. Requirements warning Node 20 or later. npm Yarn npm i acme yarn add acme Disk space See the checklist.",
        "title": "Install | Acme",
        "url": "/docs/guides/install",
      }
    `);
  });

  it("reads the same article from docsgen's markup as equal, feature by feature", () => {
    const docusaurus = extractPage(DOCUSAURUS, CONTEXT, 'doc');
    const docsgen = extractPage(DOCSGEN, CONTEXT);
    expect(docsgen).toEqual(docusaurus);
    const result = comparePage(
      { route: '/docs/guides/install', servedPath: '/docs/guides/install', kind: 'doc', features: docusaurus },
      { route: '/docs/guides/install', servedPath: '/docs/guides/install', features: docsgen },
    );
    expect(result).toMatchObject({ score: 1, differences: [] });
  });

  it('leaves Mermaid diagrams out on both sides: an empty container in Docusaurus, the source docsgen draws from', () => {
    const withDiagram = (markup: string, diagram: string) => markup.replace('<p>Node 20 or later.</p>', `<p>Node 20 or later.</p>${diagram}`);
    const docusaurus = extractPage(withDiagram(DOCUSAURUS, '<div class="docusaurus-mermaid-container"></div>'), CONTEXT, 'doc');
    const docsgen = extractPage(withDiagram(DOCSGEN, '<div class="mermaid-diagram" data-mermaid=""><pre class="mermaid-source">graph TD; A--&gt;B</pre></div>'), CONTEXT);
    expect(docsgen).toEqual(docusaurus);
  });

  it('scores a page that lost a paragraph below 1 and says what went missing', () => {
    const docusaurus = extractPage(DOCUSAURUS, CONTEXT, 'doc');
    const docsgen = extractPage(DOCSGEN.replace('<p>Node 20 or later.</p>', ''), CONTEXT);
    const result = comparePage({ route: '/x', servedPath: '/x', kind: 'doc', features: docusaurus }, { route: '/x', servedPath: '/x', features: docsgen });
    expect(result.score).toBeLessThan(0.95);
    expect(result.differences.map((d) => d.kind)).toEqual(['text']);
    expect(result.differences[0]!.reference).toMatch(/more here: .*node/);
  });

  it('normalises links and file names the way both generators can be compared', () => {
    expect(normaliseLink('/acme/docs/a/index.html#x', CONTEXT)).toBe('/docs/a#x');
    expect(normaliseLink('https://elsewhere.dev/', CONTEXT)).toBeUndefined();
    expect(normaliseLink('data.json', { servedPath: '/docs/api/', baseUrl: '/' })).toBe('file:data.json');
    expect(fileName('/assets/files/release-notes-8f3a2b1c9d0e.zip')).toBe('release-notes.zip');
    expect(fileName('/img/logo.svg')).toBe('logo.svg');
    expect(fileName('/assets/docsVersionDropdown.7de12fca98.png')).toBe('docsVersionDropdown.png');
  });

  it('counts words regardless of case, and each Chinese or Japanese character as a word', () => {
    expect(tokens('Databend 数据库, SELECT')).toEqual(['databend', '数', '据', '库', ',', 'select']);
  });
});
