/**
 * A Docusaurus project built after `npm install`: its components use installed packages, many of them
 * CommonJS that `require('react')` (react-slick, databend's community block). The server bundle keeps
 * React external, so such a `require` must reach the engine's React: before, every page of the project
 * failed with `Dynamic require of "react" is not supported`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { buildFixtureWithFiles, removeDir } from '../helpers/build-fixture.js';

const roots: string[] = [];
afterAll(() => (process.env.KEEP ? undefined : Promise.all(roots.map(removeDir))));

const FILES: Record<string, string> = {
  // An installed CommonJS package with a dependency of its own, using React's hooks and react-dom.
  'node_modules/cjs-carousel/package.json': JSON.stringify({ name: 'cjs-carousel', version: '1.0.0', main: 'lib/index.js' }),
  'node_modules/cjs-carousel/lib/index.js': `'use strict';
var React = require('react');
var ReactDOM = require('react-dom');
var label = require('cjs-label');
function Carousel(props) {
  var state = React.useState(0);
  var slides = React.Children.toArray(props.children);
  return React.createElement('div', { className: 'carousel', 'data-portal': typeof ReactDOM.createPortal },
    slides.map(function (slide, i) {
      return React.createElement('div', { key: i, 'aria-hidden': i === state[0] ? 'false' : 'true' }, slide);
    }),
    React.createElement('span', null, label('slides', slides.length)));
}
module.exports = Carousel;
module.exports.default = Carousel;
`,
  'node_modules/cjs-label/package.json': JSON.stringify({ name: 'cjs-label', version: '1.0.0' }),
  'node_modules/cjs-label/index.js': `module.exports = function label(name, n) { return n + ' ' + name; };\n`,
  'docs/carousel.mdx': `# Carousel\n\nimport Carousel from 'cjs-carousel';\n\n<Carousel>\n  <p>First slide</p>\n  <p>Second slide</p>\n</Carousel>\n`,
};

describe('a Docusaurus project with its packages installed', () => {
  let out: string;
  let diagnostics: Diagnostic[];
  beforeAll(async () => {
    const result = await buildFixtureWithFiles('docusaurus-mini', FILES);
    roots.push(result.root);
    diagnostics = result.diagnostics;
    out = result.outDir;
  }, 120_000);

  it('renders an installed CommonJS package that requires React, on the server', async () => {
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
    const html = await readFile(path.join(out, 'docs/carousel.html'), 'utf8');
    expect(html).toContain(
      '<div class="carousel" data-portal="function"><div aria-hidden="false"><p>First slide</p></div><div aria-hidden="true"><p>Second slide</p></div><span>2 slides</span></div>',
    );
    expect(diagnostics.map((d) => d.message).join('\n')).not.toContain('cjs-carousel');
  });

  it("bundles the package for the browser with the runtime's React, not a stand-in", async () => {
    const page = [await readFile(path.join(out, '_page/docs/carousel.js'), 'utf8')];
    expect(page[0]).toContain('__docsgen_shared');
    expect(page[0]).toContain('"slides"');
    expect(page[0]).not.toContain('Dynamic require');
  });
});
